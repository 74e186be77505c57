import {
  getRanking,
  RANKING_LIST_LABELS,
  RANKING_LISTS,
  RANKING_PERIOD_LABELS,
  RANKING_PERIODS,
  type Ranking as RankingData,
} from "@tousu/contracts";
import { FIGURE_DEFINITIONS, formatCount, formatRate, formatSatisfaction } from "@tousu/domain";
import { rankingTabSearch, readRankingQuery } from "@tousu/page-kit/ranking-query";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { h5PageMeta } from "../lib/page-meta";
import { BrandLogo } from "../ui/brand-logo";
import { DisclosureSummary } from "../ui/disclosure-summary";
import type { Route } from "./+types/ranking";

export const handle = { title: "红黑榜" };

// /brands/rank shows this page too; /ranking (with the same board chosen) is the canonical address.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "品牌红黑榜",
    description: "按行业与周期排名的品牌红黑榜：回复率、及时回复率、完成率与满意度综合得分。",
    canonical: loaderData?.canonical ?? "/ranking",
  });

type Tabs = Pick<RankingData, "list" | "period" | "industry">;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const url = new URL(request.url);
  const [ranking, logoOf] = await Promise.all([
    loadOrThrow(() => api.call(getRanking, { query: readRankingQuery(url.searchParams) })),
    brandLogoResolver(api, context.publicConfig.imageOrigin),
  ]);
  const tabs: Tabs = { list: ranking.list, period: ranking.period, industry: ranking.industry };
  return {
    canonical: `${context.publicConfig.siteOrigin}/ranking${url.search}`,
    isRed: ranking.list === "red",
    title: `${RANKING_LIST_LABELS[ranking.list]}·${RANKING_PERIOD_LABELS[ranking.period]}`,
    note: `红榜按得分从高到低，黑榜从低到高。得分 = ${FIGURE_DEFINITIONS.score}；统计期内公开投诉少于${ranking.min_sample}件的品牌不参与排名。统计期：${ranking.from_day} 至 ${ranking.to_day}。`,
    emptyText: `统计期内没有达到${ranking.min_sample}件公开投诉的品牌，暂无排名`,
    boards: [
      ...RANKING_LISTS.map((list) => ({
        to: rankingTabSearch({ ...tabs, list }),
        label: RANKING_LIST_LABELS[list],
        isActive: ranking.list === list,
      })),
      ...RANKING_PERIODS.map((period) => ({
        to: rankingTabSearch({ ...tabs, period }),
        label: RANKING_PERIOD_LABELS[period],
        isActive: ranking.period === period,
      })),
    ],
    industries: [
      {
        to: rankingTabSearch({ ...tabs, industry: null }),
        label: "全部行业",
        isActive: ranking.industry === null,
      },
      ...ranking.industries.map((industry) => ({
        to: rankingTabSearch({ ...tabs, industry }),
        label: industry,
        isActive: ranking.industry === industry,
      })),
    ],
    items: ranking.items.map((item) => ({
      rank: item.rank,
      brand: {
        id: item.brand.id,
        name: item.brand.name,
        logo: logoOf(item.brand.logo),
        industry: item.brand.industry,
      },
      score: item.score.toFixed(1),
      metrics: [
        { label: "投诉量", value: formatCount(item.figures.complaint_count) },
        { label: "回复率", value: formatRate(item.figures.reply_rate) },
        { label: "及时回复率", value: formatRate(item.figures.timely_reply_rate) },
        { label: "完成率", value: formatRate(item.figures.completion_rate) },
        { label: "满意度", value: formatSatisfaction(item.figures.satisfaction) },
      ],
    })),
  };
}

function Tab({ to, label, isActive }: { to: string; label: string; isActive: boolean }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={isActive ? "page" : undefined}
      className="inline-flex min-h-11 shrink-0 items-center"
    >
      <span
        className={`rounded-full px-3 py-1.5 text-sm ${
          isActive ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-700"
        }`}
      >
        {label}
      </span>
    </Link>
  );
}

export default function Ranking({ loaderData }: Route.ComponentProps) {
  const { isRed, items } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 pt-3 pb-1">
        <h2 className="text-base font-semibold text-gray-900">品牌红黑榜</h2>
        <nav aria-label="榜单" className="-mx-4 flex gap-2 overflow-x-auto px-4">
          {loaderData.boards.map((tab) => (
            <Tab key={tab.label} {...tab} />
          ))}
        </nav>
        <nav aria-label="行业" className="-mx-4 flex gap-2 overflow-x-auto px-4">
          {loaderData.industries.map((tab) => (
            <Tab key={tab.label} {...tab} />
          ))}
        </nav>
        <details className="group text-sm text-gray-600">
          <DisclosureSummary>榜单说明</DisclosureSummary>
          <p className="pb-2">{loaderData.note}</p>
        </details>
      </section>

      <section aria-label={loaderData.title}>
        {items.length === 0 ? (
          <p className="bg-white px-4 py-12 text-center text-sm text-gray-600">{loaderData.emptyText}</p>
        ) : (
          <ol className="space-y-2">
            {items.map((item) => (
              <li key={item.brand.id} className="bg-white px-4 py-3">
                <Link to={`/brands/${item.brand.id}`} className="flex min-h-11 items-center gap-3">
                  <span
                    className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums ${
                      item.rank <= 3
                        ? isRed
                          ? "bg-red-600 text-white"
                          : "bg-gray-900 text-white"
                        : "bg-gray-100 text-gray-700"
                    }`}
                  >
                    <span className="sr-only">第</span>
                    {item.rank}
                    <span className="sr-only">名</span>
                  </span>
                  <BrandLogo brand={item.brand} size={36} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-gray-900">{item.brand.name}</span>
                    <span className="block truncate text-xs text-gray-600">{item.brand.industry}</span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block text-lg font-semibold text-gray-900 tabular-nums">
                      {item.score}
                    </span>
                    <span className="block text-xs text-gray-600">得分</span>
                  </span>
                </Link>
                <dl className="mt-2 grid grid-cols-3 gap-x-2 gap-y-1 tabular-nums">
                  {item.metrics.map((metric) => (
                    <div key={metric.label} className="min-w-0">
                      <dt className="truncate text-xs text-gray-600">{metric.label}</dt>
                      <dd className="truncate text-sm text-gray-800">{metric.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
