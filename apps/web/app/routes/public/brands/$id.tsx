import { getBrand } from "@tousu/contracts";
import { FIGURE_DEFINITIONS, formatRate, parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { BrandFigureGrid } from "../../../features/brand-page/brand-figure-grid";
import { BrandTrendChart } from "../../../features/brand-page/brand-trend-chart";
import { AllComplaintsLink, allComplaintsLink } from "../../../features/complaint/all-complaints-link";
import { ComplaintListItem } from "../../../features/complaint/complaint-list-item";
import { StartComplaintLink } from "../../../features/complaint-filing/start-complaint-link";
import { SharePanel } from "../../../features/poster";
import { createServerApi } from "../../../lib/api.server";
import { pageClock } from "../../../lib/page-clock";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { BrandLogo } from "../../../ui/brand-logo";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/$id";

// A landing page (docs/product/routes.md#landing-pages): visitors arrive here from search engines and shared
// links.
export const handle: RouteHandle = { name: "brands-id" };

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  return data
    ? sharedPageMeta(args, {
        title: `${data.brand.name}投诉与回复情况`,
        image: data.brand.logo,
        description: `${data.brand.name}（${data.brand.industry}）：公开投诉${data.brand.figures.complaint_count}件，近30天${data.brand.figures.recent_count}件，回复率${formatRate(data.brand.figures.reply_rate)}。查看完成率、满意度、常见问题与最新投诉。`,
      })
    : pageMeta("品牌主页");
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  return loadOrThrow(async () => {
    if (id === null) return api.pageNotFound("品牌不存在");
    return { brand: await api.call(getBrand, { params: { id } }), now: pageClock() };
  });
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, now } = loaderData;
  const allComplaints = allComplaintsLink(brand.figures.complaint_count, brand.id);
  return (
    <div className="space-y-6">
      {/* Narrow screens put the link under the text, so the text keeps the width beside the logo. */}
      <section className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-5 sm:p-6">
        <BrandLogo brand={brand} size={72} className="self-start sm:self-center" />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold text-gray-900">
            {brand.name}
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600">
              {brand.industry}
            </span>
          </h1>
          {brand.description ? (
            <p className="mt-1.5 text-sm leading-6 text-gray-600">{brand.description}</p>
          ) : null}
          {brand.enterprise ? (
            <p className="mt-1.5 text-sm text-gray-600">
              所属企业：
              <Link to={`/enterprise/${brand.enterprise.id}`} className="text-brand-700 hover:underline">
                {brand.enterprise.name}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="col-start-2 flex flex-wrap items-center gap-3 justify-self-start sm:col-start-auto sm:justify-self-end">
          <StartComplaintLink label="投诉该品牌" brandId={brand.id} />
          <Link
            to="/ranking"
            className="rounded-md px-3 py-1.5 text-sm text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            查看红黑榜
          </Link>
        </div>
      </section>

      <section aria-label="投诉数据">
        <BrandFigureGrid figures={brand.figures} />
      </section>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-6">
          <Card title="近30天投诉趋势">
            <div className="px-3 py-3">
              <BrandTrendChart trend={brand.trend} />
            </div>
          </Card>
          <Card title="最新投诉" more={allComplaints ?? undefined}>
            {brand.latest_complaints.length === 0 ? (
              <p className="px-5 py-12 text-center text-sm text-gray-600">暂无公开投诉</p>
            ) : (
              <div className="divide-y divide-gray-100">
                {brand.latest_complaints.map((complaint) => (
                  <ComplaintListItem key={complaint.id} complaint={complaint} now={now} />
                ))}
              </div>
            )}
            {allComplaints ? <AllComplaintsLink {...allComplaints} /> : null}
          </Card>
        </div>

        <Card title="常见问题">
          {brand.top_problems.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-gray-600">暂无</p>
          ) : (
            <ol className="divide-y divide-gray-100">
              {brand.top_problems.map((problem, index) => (
                <li key={problem.name} className="flex items-center gap-3 px-5 py-3 text-sm">
                  <span className="w-5 text-center font-semibold text-gray-400 tabular-nums">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-gray-900">{problem.name}</span>
                  <span className="text-gray-600 tabular-nums">{problem.count} 件</span>
                </li>
              ))}
            </ol>
          )}
          <p className="border-t border-gray-100 px-5 py-3 text-xs text-gray-500">
            {FIGURE_DEFINITIONS.topProblems}
          </p>
        </Card>

        <Card title="分享品牌">
          <div className="px-5 py-4">
            <SharePanel path={`/brands/${brand.id}`} posterPath={`/poster/brand/${brand.id}`} />
          </div>
        </Card>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
