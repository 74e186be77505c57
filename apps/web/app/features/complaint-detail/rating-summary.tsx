import type { ComplaintDetail } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";

const SCORE_NAMES = [
  ["attitude_score", "服务态度"],
  ["speed_score", "处理速度"],
  ["satisfaction_score", "满意度"],
] as const;

/** The consumer's rating of how the company handled the complaint. */
export function RatingSummary({ rating }: { rating: NonNullable<ComplaintDetail["rating"]> }) {
  return (
    <div className="space-y-3 px-5 py-5">
      <dl className="grid gap-2 sm:grid-cols-3">
        {SCORE_NAMES.map(([key, name]) => (
          <div key={key} className="flex items-center gap-2 text-sm">
            <dt className="text-gray-600">{name}</dt>
            <dd>
              <Stars score={rating[key]} />
            </dd>
          </div>
        ))}
      </dl>
      {rating.tags.length > 0 ? (
        <ul aria-label="评价标签" className="flex flex-wrap gap-1.5">
          {rating.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-emerald-50 px-2.5 text-xs leading-6 text-emerald-800">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {rating.content ? (
        <p className="text-sm leading-6 wrap-anywhere text-gray-800">{rating.content}</p>
      ) : null}
      <p className="text-xs text-gray-600">评价于 {formatDateTime(rating.created_at)}</p>
    </div>
  );
}

function Stars({ score }: { score: number }) {
  return (
    <span role="img" aria-label={`${score}星`} className="tracking-tight">
      <span className="text-amber-500">{"★".repeat(score)}</span>
      <span className="text-gray-300">{"★".repeat(5 - score)}</span>
    </span>
  );
}
