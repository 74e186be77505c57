import type { ComplaintSummary } from "@tousu/contracts";
import { AppLink } from "../../ui/app-link";
import { cx } from "../../ui/cx";

/** Most-followed complaints of the last 30 days, ranked. */
export function HotComplaintList({ complaints }: { complaints: ComplaintSummary[] }) {
  return (
    <ol className="space-y-0.5 px-5 py-3">
      {complaints.map((complaint, index) => (
        <li key={complaint.id} className="flex items-start gap-3 py-1.5">
          <span
            aria-hidden="true"
            className={cx(
              "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded text-xs font-semibold",
              index < 3 ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-600",
            )}
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <AppLink
              to={`/tousu/${complaint.id}`}
              className="line-clamp-1 text-sm text-gray-800 hover:text-brand-700"
              title={complaint.title}
            >
              {complaint.title}
            </AppLink>
            <p className="truncate text-xs text-gray-600">
              {complaint.brand?.name ?? complaint.custom_brand_name ?? "未知商家"}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
