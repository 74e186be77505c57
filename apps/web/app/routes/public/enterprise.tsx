import { getEnterprise } from "@tousu/contracts";
import { formatCount, parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { AllComplaintsLink, allComplaintsLink } from "../../features/complaint/all-complaints-link";
import { ComplaintListItem } from "../../features/complaint/complaint-list-item";
import { StartComplaintLink } from "../../features/complaint-filing/start-complaint-link";
import { FigureCards } from "../../features/enterprise/figure-cards";
import { SharePanel } from "../../features/poster";
import { createServerApi } from "../../lib/api.server";
import { pageClock } from "../../lib/page-clock";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { sharedPageMeta } from "../../lib/share-meta";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { BrandLogo } from "../../ui/brand-logo";
import { Card } from "../../ui/card";
import type { Route } from "./+types/enterprise";

export const handle: RouteHandle = { name: "enterprise-id" };

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  return data
    ? sharedPageMeta(args, {
        title: `${data.enterprise.name}投诉与回复情况`,
        description: `${data.enterprise.name}：公开投诉${data.enterprise.figures.complaint_count}件，旗下品牌${data.enterprise.brands.map((brand) => brand.name).join("、") || "暂无"}。查看回复率、完成率、满意度与最新投诉。`,
      })
    : pageMeta("企业主页");
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  return loadOrThrow(async () => {
    if (id === null) return api.pageNotFound("企业不存在");
    return { enterprise: await api.call(getEnterprise, { params: { id } }), now: pageClock() };
  });
}

export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  const { enterprise, now } = loaderData;
  // The complaint list filters by brand: one brand's list is the enterprise's; several are listed apart.
  const onlyBrand = enterprise.brands.length === 1 ? enterprise.brands[0] : undefined;
  const allComplaints = onlyBrand ? allComplaintsLink(onlyBrand.complaint_count, onlyBrand.id) : null;
  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-center gap-5 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <BrandLogo brand={{ id: enterprise.id, name: enterprise.name, logo: enterprise.logo }} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold text-gray-900">
            {enterprise.name}
            {enterprise.is_verified ? (
              <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
                已认证企业
              </span>
            ) : null}
          </h1>
          {enterprise.description ? (
            <p className="mt-1.5 text-sm leading-6 text-gray-600">{enterprise.description}</p>
          ) : null}
        </div>
        <StartComplaintLink label="投诉该企业" brandId={onlyBrand?.id} />
      </section>

      <section aria-label="投诉数据">
        <FigureCards figures={enterprise.figures} />
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card title="最新投诉" more={allComplaints ?? undefined}>
          {enterprise.latest_complaints.length === 0 ? (
            <p className="px-5 py-12 text-center text-sm text-gray-600">暂无公开投诉</p>
          ) : (
            <div className="divide-y divide-gray-100">
              {enterprise.latest_complaints.map((complaint) => (
                <ComplaintListItem key={complaint.id} complaint={complaint} now={now} />
              ))}
            </div>
          )}
          {allComplaints ? <AllComplaintsLink {...allComplaints} /> : null}
          {enterprise.brands.length > 1 ? (
            <nav aria-label="按品牌查看全部投诉" className="border-t border-gray-100 px-5 py-3 text-sm">
              <span className="text-gray-600">按品牌查看全部投诉：</span>
              <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1.5">
                {enterprise.brands.map((brand) => {
                  const link = allComplaintsLink(brand.complaint_count, brand.id);
                  return link ? (
                    <li key={brand.id}>
                      <Link to={link.to} className="font-medium text-brand-700 hover:underline">
                        {brand.name}（{brand.complaint_count}条）
                      </Link>
                    </li>
                  ) : null;
                })}
              </ul>
            </nav>
          ) : null}
        </Card>

        <Card title="旗下品牌">
          {enterprise.brands.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-gray-600">暂无品牌</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {enterprise.brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={`/brands/${brand.id}`}
                    className="flex items-center gap-3 px-5 py-3 hover:bg-gray-50"
                  >
                    <BrandLogo brand={brand} size={36} loading="lazy" />
                    <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{brand.name}</span>
                    <span className="text-sm text-gray-600">投诉 {formatCount(brand.complaint_count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="分享企业">
          <div className="px-5 py-4">
            <SharePanel
              path={`/enterprise/${enterprise.id}`}
              posterPath={`/poster/enterprise/${enterprise.id}`}
            />
          </div>
        </Card>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
