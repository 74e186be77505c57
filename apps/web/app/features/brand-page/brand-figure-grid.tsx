import type { BrandFiguresData } from "@tousu/contracts";
import {
  FIGURE_DEFINITIONS,
  formatCount,
  formatHours,
  formatRate,
  formatSatisfaction,
  MIN_RATE_SAMPLE,
} from "@tousu/domain";

/**
 * The brand's figures, each with the one-line definition of what was counted. Rates below the
 * minimum sample read 样本不足 (@tousu/domain brand-figures), never a confident 0% or 100%.
 */
export function BrandFigureGrid({ figures }: { figures: BrandFiguresData }) {
  const cards = [
    {
      label: "投诉总量",
      value: formatCount(figures.complaint_count),
      note: FIGURE_DEFINITIONS.complaintCount,
    },
    { label: "近30天投诉", value: formatCount(figures.recent_count), note: FIGURE_DEFINITIONS.recentCount },
    { label: "回复率", value: formatRate(figures.reply_rate), note: FIGURE_DEFINITIONS.replyRate },
    {
      label: "及时回复率",
      value: formatRate(figures.timely_reply_rate),
      note: FIGURE_DEFINITIONS.timelyRate,
    },
    { label: "完成率", value: formatRate(figures.completion_rate), note: FIGURE_DEFINITIONS.completionRate },
    {
      label: "自动完成率",
      value: formatRate(figures.auto_completion_rate),
      note: FIGURE_DEFINITIONS.autoCompletionRate,
    },
    {
      label: "满意度",
      value: formatSatisfaction(figures.satisfaction),
      note: `${FIGURE_DEFINITIONS.satisfaction}；已有${figures.rating_count}条评价`,
    },
    {
      label: "首次响应时长（中位数）",
      value: formatHours(figures.median_first_response_hours),
      note: FIGURE_DEFINITIONS.medianFirstResponse,
    },
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
            <dt className="text-sm text-gray-600">{card.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{card.value}</dd>
            <dd className="mt-1.5 text-xs leading-5 text-gray-500">{card.note}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-gray-600">
        {FIGURE_DEFINITIONS.sample}（最少{MIN_RATE_SAMPLE}件）。数据每日更新，投诉有新进展后数分钟内重算。
      </p>
    </div>
  );
}
