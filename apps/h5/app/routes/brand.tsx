import { getBrand } from "@tousu/contracts";
import {
  FIGURE_DEFINITIONS,
  formatCount,
  formatHours,
  formatRate,
  formatSatisfaction,
  MIN_RATE_SAMPLE,
  parseEntityId,
} from "@tousu/domain";
import { createComplaintHref } from "@tousu/page-kit/create-complaint-href";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { loadComplaintListPage } from "../lib/complaint-list.server";
import { h5PageMeta } from "../lib/page-meta";
import { BrandLogo } from "../ui/brand-logo";
import { ComplaintCardList } from "../ui/complaint-card";
import { FigureGrid } from "../ui/figure-grid";
import type { Route } from "./+types/brand";

export const handle = { title: "品牌主页" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({ ...loaderData.meta, canonical: loaderData.canonical })
    : [{ title: "页面不存在" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  if (id === null) return loadOrThrow(() => api.pageNotFound("品牌不存在"));
  const url = new URL(request.url);
  // An unknown brand is the page's 404.
  const [brand, { list }, logoOf] = await Promise.all([
    loadOrThrow(() => api.call(getBrand, { params: { id } })),
    loadComplaintListPage(api, url, { brand_id: id }),
    brandLogoResolver(api, context.publicConfig.imageOrigin),
  ]);
  const { figures } = brand;
  return {
    canonical: `${context.publicConfig.siteOrigin}/brands/${id}`,
    meta: {
      title: `${brand.name}投诉与回复情况`,
      description: `${brand.name}（${brand.industry}）：公开投诉${figures.complaint_count}件，近30天${figures.recent_count}件，回复率${formatRate(figures.reply_rate)}。查看完成率、满意度、常见问题与最新投诉。`,
    },
    brand: {
      id: brand.id,
      name: brand.name,
      logo: logoOf(brand.logo),
      industry: brand.industry,
      description: brand.description,
      enterprise: brand.enterprise,
      topProblems: brand.top_problems,
    },
    createHref: createComplaintHref(url.searchParams, brand.id),
    figures: [
      {
        label: "投诉总量",
        value: formatCount(figures.complaint_count),
        definition: FIGURE_DEFINITIONS.complaintCount,
      },
      {
        label: "近30天投诉",
        value: formatCount(figures.recent_count),
        definition: FIGURE_DEFINITIONS.recentCount,
      },
      { label: "回复率", value: formatRate(figures.reply_rate), definition: FIGURE_DEFINITIONS.replyRate },
      {
        label: "及时回复率",
        value: formatRate(figures.timely_reply_rate),
        definition: FIGURE_DEFINITIONS.timelyRate,
      },
      {
        label: "完成率",
        value: formatRate(figures.completion_rate),
        definition: FIGURE_DEFINITIONS.completionRate,
      },
      {
        label: "自动完成率",
        value: formatRate(figures.auto_completion_rate),
        definition: FIGURE_DEFINITIONS.autoCompletionRate,
      },
      {
        label: "满意度",
        value: formatSatisfaction(figures.satisfaction),
        definition: `${FIGURE_DEFINITIONS.satisfaction}；已有${figures.rating_count}条评价`,
      },
      {
        label: "首次响应时长",
        value: formatHours(figures.median_first_response_hours),
        definition: FIGURE_DEFINITIONS.medianFirstResponse,
      },
    ],
    sampleNote: `${FIGURE_DEFINITIONS.sample}（最少${MIN_RATE_SAMPLE}件）`,
    list,
  };
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, figures, list } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <div className="flex items-center gap-3">
          <BrandLogo brand={brand} size={56} />
          <h2 className="flex min-w-0 flex-wrap items-center gap-2 text-lg font-semibold break-words text-gray-900">
            {brand.name}
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-normal text-gray-600">
              {brand.industry}
            </span>
          </h2>
        </div>
        {brand.description ? (
          <p className="mt-1.5 text-sm break-words text-gray-600">{brand.description}</p>
        ) : null}
        {brand.enterprise ? (
          <p className="mt-1 text-sm text-gray-600">
            所属企业：
            <Link
              to={`/enterprise/${brand.enterprise.id}`}
              className="inline-flex min-h-11 items-center text-brand-700"
            >
              {brand.enterprise.name}
            </Link>
          </p>
        ) : null}
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Link
            to={loaderData.createHref}
            reloadDocument
            className="flex min-h-11 items-center justify-center rounded-full bg-brand-600 font-medium text-white"
          >
            投诉该品牌
          </Link>
          <Link
            to="/ranking"
            className="flex min-h-11 items-center justify-center rounded-full border border-brand-600 text-brand-700"
          >
            查看红黑榜
          </Link>
        </div>
      </section>

      <FigureGrid figures={figures} definitions={loaderData.sampleNote} />

      {brand.topProblems.length > 0 ? (
        <section aria-labelledby="problems-heading" className="bg-white px-4 py-3">
          <h3 id="problems-heading" className="font-semibold text-gray-900">
            常见问题
          </h3>
          <ol className="mt-1 flex flex-wrap gap-2">
            {brand.topProblems.map((problem) => (
              <li key={problem.name} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
                {problem.name} · {problem.count}件
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="brand-complaints-heading">
        <h3 id="brand-complaints-heading" className="bg-white px-4 py-3 font-semibold text-gray-900">
          最新投诉
        </h3>
        <ComplaintCardList
          first={list}
          empty={<p className="bg-white px-4 py-12 text-center text-sm text-gray-600">暂无公开投诉</p>}
        />
      </section>
    </div>
  );
}
