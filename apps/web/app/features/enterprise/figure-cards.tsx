import type { ComplaintFiguresData } from "@tousu/contracts";
import { formatCount, TIMELY_REPLY_NOTE } from "@tousu/domain";

function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

/**
 * The five figures of docs/decisions/009 as cards. Rates of a company without complaints read 暂无
 * rather than 0%, and satisfaction reads 暂无 until a consumer has rated.
 */
export function FigureCards({ figures }: { figures: ComplaintFiguresData }) {
  const hasComplaints = figures.complaint_count > 0;
  const cards = [
    { label: "投诉量", value: formatCount(figures.complaint_count), note: "已公开的投诉" },
    {
      label: "回复率",
      value: hasComplaints ? percent(figures.reply_rate) : "暂无",
      note: `已回复 ${figures.replied_count} 件`,
    },
    {
      label: "及时回复率",
      value: hasComplaints ? percent(figures.timely_reply_rate) : "暂无",
      note: TIMELY_REPLY_NOTE,
    },
    {
      label: "完成率",
      value: hasComplaints ? percent(figures.completion_rate) : "暂无",
      note: `用户确认完成 ${figures.completed_count} 件（不含超时自动完成）`,
    },
    {
      label: "满意度",
      value: figures.satisfaction === null ? "暂无" : `${figures.satisfaction.toFixed(1)} / 5`,
      note: figures.rating_count > 0 ? `${figures.rating_count} 位消费者评价` : "暂无消费者评价",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => (
        <div key={card.label} className="rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
          <dt className="text-sm text-gray-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{card.value}</dd>
          <dd className="mt-1 text-xs text-gray-500">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
