import { RANKING_LIST_LABELS, RANKING_PERIOD_LABELS, type Ranking } from "@tousu/contracts";
import { FIGURE_DEFINITIONS, formatCount, formatRate, formatSatisfaction } from "@tousu/domain";
import { rankingTabSearch } from "@tousu/page-kit/ranking-query";
import { Link } from "react-router";
import { AppLink } from "../../ui/app-link";
import { BrandLogo } from "../../ui/brand-logo";
import { cx } from "../../ui/cx";

type Tabs = Pick<Ranking, "list" | "period" | "industry">;

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

type RankingItem = Ranking["items"][number];

/** The figures of a ranked brand, in the order the table's columns and the cards show them. */
const METRICS: readonly { label: string; value: (item: RankingItem) => string; isLead?: boolean }[] = [
  { label: "得分", value: (item) => item.score.toFixed(1), isLead: true },
  { label: "投诉量", value: (item) => formatCount(item.figures.complaint_count) },
  { label: "回复率", value: (item) => formatRate(item.figures.reply_rate) },
  { label: "及时回复率", value: (item) => formatRate(item.figures.timely_reply_rate) },
  { label: "完成率", value: (item) => formatRate(item.figures.completion_rate) },
  { label: "满意度", value: (item) => formatSatisfaction(item.figures.satisfaction) },
];

function RankBadge({ rank, isRed }: { rank: number; isRed: boolean }) {
  return (
    <span
      className={cx(
        "inline-flex size-7 shrink-0 items-center justify-center rounded-full font-semibold tabular-nums",
        rank <= 3
          ? isRed
            ? "bg-red-600 text-white"
            : "bg-gray-900 text-white"
          : "bg-gray-100 text-gray-600",
      )}
    >
      {rank}
    </span>
  );
}

function BrandCell({ item }: { item: RankingItem }) {
  return (
    <AppLink to={`/brands/${item.brand.id}`} className="flex min-w-0 items-center gap-3 hover:text-brand-700">
      <BrandLogo brand={item.brand} size={32} loading="lazy" />
      <span className="min-w-0 font-medium text-gray-900">{item.brand.name}</span>
      <span className="shrink-0 text-xs text-gray-500">{item.brand.industry}</span>
    </AppLink>
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
            <Tab key={list} to={rankingTabSearch({ ...tabs, list })} active={ranking.list === list}>
              {RANKING_LIST_LABELS[list]}
            </Tab>
          ))}
          <span aria-hidden="true" className="mx-1 w-px bg-gray-200" />
          {(["week", "month"] as const).map((period) => (
            <Tab key={period} to={rankingTabSearch({ ...tabs, period })} active={ranking.period === period}>
              {RANKING_PERIOD_LABELS[period]}
            </Tab>
          ))}
        </nav>
        <nav aria-label="行业" className="mt-3 flex flex-wrap gap-2">
          <Tab to={rankingTabSearch({ ...tabs, industry: null })} active={ranking.industry === null}>
            全部行业
          </Tab>
          {ranking.industries.map((industry) => (
            <Tab
              key={industry}
              to={rankingTabSearch({ ...tabs, industry })}
              active={ranking.industry === industry}
            >
              {industry}
            </Tab>
          ))}
        </nav>
      </header>

      <section
        aria-label={`${RANKING_LIST_LABELS[ranking.list]}${RANKING_PERIOD_LABELS[ranking.period]}`}
        className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        {ranking.items.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-gray-600">
            统计期内没有达到{ranking.min_sample}件公开投诉的品牌，暂无排名
          </p>
        ) : (
          <>
            {/* Wide screens: one row per brand. Below md the same figures stack in a card per brand,
                so none hides behind a sideways scroll. Only one of the two is displayed (and read). */}
            <table className="hidden w-full text-sm md:table">
              <thead className="border-b border-gray-100 text-left text-gray-600">
                <tr>
                  <th className="px-5 py-3 font-medium">排名</th>
                  <th className="px-3 py-3 font-medium">品牌</th>
                  {METRICS.map((metric) => (
                    <th key={metric.label} className="px-3 py-3 text-right font-medium last:pr-5">
                      {metric.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 tabular-nums">
                {ranking.items.map((item) => (
                  <tr key={item.brand.id} className="hover:bg-gray-50/70">
                    <td className="px-5 py-3">
                      <RankBadge rank={item.rank} isRed={isRed} />
                    </td>
                    <td className="px-3 py-3">
                      <BrandCell item={item} />
                    </td>
                    {METRICS.map((metric) => (
                      <td
                        key={metric.label}
                        className={cx(
                          "px-3 py-3 text-right last:pr-5",
                          metric.isLead && "font-semibold text-gray-900",
                        )}
                      >
                        {metric.value(item)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <ol className="divide-y divide-gray-100 md:hidden">
              {ranking.items.map((item) => (
                <li key={item.brand.id} className="px-4 py-4">
                  <div className="flex items-center gap-3">
                    <RankBadge rank={item.rank} isRed={isRed} />
                    <BrandCell item={item} />
                  </div>
                  <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm tabular-nums">
                    {METRICS.map((metric) => (
                      <div key={metric.label} className="min-w-0">
                        <dt className="text-xs text-gray-600">{metric.label}</dt>
                        <dd className={cx("text-gray-800", metric.isLead && "font-semibold text-gray-900")}>
                          {metric.value(item)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
