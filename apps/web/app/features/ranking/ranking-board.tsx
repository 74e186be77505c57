import type { Ranking } from "@tousu/contracts";
import { FIGURE_DEFINITIONS, formatCount, formatRate, formatSatisfaction } from "@tousu/domain";
import { Link } from "react-router";
import { BrandLogo } from "../../ui/brand-logo";
import { cx } from "../../ui/cx";

const LIST_LABELS = { red: "红榜", black: "黑榜" } as const;
const PERIOD_LABELS = { week: "周榜", month: "月榜" } as const;

type Tabs = Pick<Ranking, "list" | "period" | "industry">;

function tabSearch(tabs: Tabs): string {
  const search = new URLSearchParams({ list: tabs.list, period: tabs.period });
  if (tabs.industry) search.set("industry", tabs.industry);
  return `?${search}`;
}

function Tab({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cx(
        "rounded-full px-3.5 py-1.5 text-sm",
        active
          ? "bg-brand-600 font-medium text-white"
          : "bg-white text-gray-700 ring-1 ring-gray-200 hover:text-brand-700",
      )}
    >
      {children}
    </Link>
  );
}

/** The red and black lists with list, period and sector tabs; every tab is a link, so each view has its own URL. */
export function RankingBoard({ ranking }: { ranking: Ranking }) {
  const tabs: Tabs = { list: ranking.list, period: ranking.period, industry: ranking.industry };
  const isRed = ranking.list === "red";
  return (
    <div className="space-y-5">
      <header className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-2xl font-semibold text-gray-900">品牌红黑榜</h1>
        <p className="mt-1.5 text-sm leading-6 text-gray-600">
          红榜按得分从高到低，黑榜从低到高。得分 = {FIGURE_DEFINITIONS.score}
          ；统计期内公开投诉少于{ranking.min_sample}件的品牌不参与排名。统计期：{ranking.from_day} 至{" "}
          {ranking.to_day}。
        </p>
        <nav aria-label="榜单" className="mt-4 flex flex-wrap gap-2">
          {(["red", "black"] as const).map((list) => (
            <Tab key={list} to={tabSearch({ ...tabs, list })} active={ranking.list === list}>
              {LIST_LABELS[list]}
            </Tab>
          ))}
          <span aria-hidden="true" className="mx-1 w-px bg-gray-200" />
          {(["week", "month"] as const).map((period) => (
            <Tab key={period} to={tabSearch({ ...tabs, period })} active={ranking.period === period}>
              {PERIOD_LABELS[period]}
            </Tab>
          ))}
        </nav>
        <nav aria-label="行业" className="mt-3 flex flex-wrap gap-2">
          <Tab to={tabSearch({ ...tabs, industry: null })} active={ranking.industry === null}>
            全部行业
          </Tab>
          {ranking.industries.map((industry) => (
            <Tab key={industry} to={tabSearch({ ...tabs, industry })} active={ranking.industry === industry}>
              {industry}
            </Tab>
          ))}
        </nav>
      </header>

      <section
        aria-label={`${LIST_LABELS[ranking.list]}${PERIOD_LABELS[ranking.period]}`}
        className="overflow-x-auto rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        {ranking.items.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-gray-600">
            统计期内没有达到{ranking.min_sample}件公开投诉的品牌，暂无排名
          </p>
        ) : (
          <table className="w-full min-w-[760px] text-sm">
            <thead className="border-b border-gray-100 text-left text-gray-600">
              <tr>
                <th className="px-5 py-3 font-medium">排名</th>
                <th className="px-3 py-3 font-medium">品牌</th>
                <th className="px-3 py-3 text-right font-medium">得分</th>
                <th className="px-3 py-3 text-right font-medium">投诉量</th>
                <th className="px-3 py-3 text-right font-medium">回复率</th>
                <th className="px-3 py-3 text-right font-medium">及时回复率</th>
                <th className="px-3 py-3 text-right font-medium">完成率</th>
                <th className="px-5 py-3 text-right font-medium">满意度</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {ranking.items.map((item) => (
                <tr key={item.brand.id} className="hover:bg-gray-50/70">
                  <td className="px-5 py-3">
                    <span
                      className={cx(
                        "inline-flex size-7 items-center justify-center rounded-full font-semibold",
                        item.rank <= 3
                          ? isRed
                            ? "bg-red-600 text-white"
                            : "bg-gray-900 text-white"
                          : "bg-gray-100 text-gray-600",
                      )}
                    >
                      {item.rank}
                    </span>
                  </td>
                  <td className="px-3 py-3">
                    <Link
                      to={`/brands/${item.brand.id}`}
                      className="flex items-center gap-3 hover:text-brand-700"
                    >
                      <BrandLogo brand={item.brand} size={32} loading="lazy" />
                      <span className="font-medium text-gray-900">{item.brand.name}</span>
                      <span className="text-xs text-gray-500">{item.brand.industry}</span>
                    </Link>
                  </td>
                  <td className="px-3 py-3 text-right font-semibold text-gray-900">
                    {item.score.toFixed(1)}
                  </td>
                  <td className="px-3 py-3 text-right">{formatCount(item.figures.complaint_count)}</td>
                  <td className="px-3 py-3 text-right">{formatRate(item.figures.reply_rate)}</td>
                  <td className="px-3 py-3 text-right">{formatRate(item.figures.timely_reply_rate)}</td>
                  <td className="px-3 py-3 text-right">{formatRate(item.figures.completion_rate)}</td>
                  <td className="px-5 py-3 text-right">{formatSatisfaction(item.figures.satisfaction)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
