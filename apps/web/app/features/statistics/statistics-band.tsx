import type { ContractData, getComplaintStatistic } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";

type Statistics = ContractData<typeof getComplaintStatistic>;

/** The platform's track record in four numbers: what makes a visitor trust it with a complaint. */
export function StatisticsBand({ statistics }: { statistics: Statistics }) {
  const figures = [
    {
      label: "累计投诉",
      value: statistics.total,
      note: `今日新增 ${formatCount(statistics.today, { separator: true })}`,
    },
    {
      label: "商家已回复",
      value: statistics.replied,
      note: `回复率 ${Math.round(statistics.reply_rate * 100)}%`,
    },
    { label: "已完成投诉", value: statistics.completed, note: "消费者确认解决" },
    {
      label: "入驻品牌",
      value: statistics.brand_count,
      note: `${formatCount(statistics.enterprise_count)} 家企业在线处理`,
    },
  ];
  return (
    <section
      aria-labelledby="statistics-title"
      className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="statistics-title" className="sr-only">
        平台数据
      </h2>
      <dl className="grid grid-cols-2 divide-gray-100 md:grid-cols-4 md:divide-x">
        {figures.map((figure) => (
          <div key={figure.label} className="px-6 py-5 text-center">
            <dt className="text-sm text-gray-600">{figure.label}</dt>
            <dd className="mt-1">
              <span className="block text-[28px] leading-9 font-bold tracking-tight text-gray-900 tabular-nums">
                {formatCount(figure.value, { separator: true })}
              </span>
              <span className="mt-0.5 block text-xs text-gray-600">{figure.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
