import { getEnterprise } from "@tousu/contracts";
import { formatCount, formatRate, parseEntityId, TIMELY_REPLY_NOTE } from "@tousu/domain";
import { createComplaintHref } from "@tousu/page-kit/create-complaint-href";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { loadComplaintListPage } from "../lib/complaint-list.server";
import { h5PageMeta } from "../lib/page-meta";
import { BrandLogo } from "../ui/brand-logo";
import { ComplaintCardList, ComplaintCards, complaintCardOf } from "../ui/complaint-card";
import { FigureGrid } from "../ui/figure-grid";
import type { Route } from "./+types/enterprise";

export const handle = { title: "企业主页" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({ ...loaderData.meta, canonical: loaderData.canonical })
    : [{ title: "页面不存在" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  if (id === null) return loadOrThrow(() => api.pageNotFound("企业不存在"));
  const url = new URL(request.url);
  const [enterprise, logoOf] = await Promise.all([
    loadOrThrow(() => api.call(getEnterprise, { params: { id } })),
    brandLogoResolver(api, context.publicConfig.imageOrigin),
  ]);
  const onlyBrand = enterprise.brands.length === 1 ? enterprise.brands[0] : undefined;
  // The complaint list filters by brand: an enterprise with one brand lists that brand's complaints
  // page after page (under `list`, as the growing list asks); one with several shows its newest, and
  // each brand's page lists its own.
  const list = onlyBrand ? (await loadComplaintListPage(api, url, { brand_id: onlyBrand.id })).list : null;
  const latest = onlyBrand ? [] : enterprise.latest_complaints.map(complaintCardOf);
  const { figures } = enterprise;
  const hasComplaints = figures.complaint_count > 0;
  // Rates of an enterprise without complaints read 暂无 rather than 0%, as on its PC page.
  const rate = (value: number) => (hasComplaints ? formatRate(value) : "暂无");
  const brandNames = enterprise.brands.map((brand) => brand.name).join("、") || "暂无";
  return {
    canonical: `${context.publicConfig.siteOrigin}/enterprise/${id}`,
    meta: {
      title: `${enterprise.name}投诉与回复情况`,
      description: `${enterprise.name}：公开投诉${figures.complaint_count}件，旗下品牌${brandNames}。查看回复率、完成率、满意度与最新投诉。`,
    },
    enterprise: {
      id: enterprise.id,
      name: enterprise.name,
      // Its own logo, or null for its monogram, as its brands are drawn.
      logo: logoOf(enterprise.logo),
      description: enterprise.description,
      isVerified: enterprise.is_verified,
      brands: enterprise.brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        logo: logoOf(brand.logo),
        complaintCount: formatCount(brand.complaint_count),
      })),
    },
    createHref: createComplaintHref(url.searchParams, onlyBrand?.id),
    figures: [
      { label: "投诉量", value: formatCount(figures.complaint_count), definition: "已公开的投诉" },
      { label: "回复率", value: rate(figures.reply_rate), definition: `已回复 ${figures.replied_count} 件` },
      { label: "及时回复率", value: rate(figures.timely_reply_rate), definition: TIMELY_REPLY_NOTE },
      {
        label: "完成率",
        value: rate(figures.completion_rate),
        definition: `用户确认完成 ${figures.completed_count} 件（不含超时自动完成）`,
      },
      {
        label: "满意度",
        value: figures.satisfaction === null ? "暂无" : `${figures.satisfaction.toFixed(1)} / 5`,
        definition: figures.rating_count > 0 ? `${figures.rating_count} 位消费者评价` : "暂无消费者评价",
      },
    ],
    list,
    latest,
  };
}

export default function Enterprise({ loaderData }: Route.ComponentProps) {
  const { enterprise, figures, list, latest } = loaderData;
  const empty = <p className="bg-white px-4 py-12 text-center text-sm text-gray-600">暂无公开投诉</p>;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <div className="flex items-center gap-3">
          <BrandLogo brand={enterprise} size={56} />
          <h2 className="flex min-w-0 flex-wrap items-center gap-2 text-lg font-semibold break-words text-gray-900">
            {enterprise.name}
            {enterprise.isVerified ? (
              <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs font-normal text-emerald-800">
                已认证企业
              </span>
            ) : null}
          </h2>
        </div>
        {enterprise.description ? (
          <p className="mt-1.5 text-sm break-words text-gray-600">{enterprise.description}</p>
        ) : null}
        <Link
          to={loaderData.createHref}
          reloadDocument
          className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 font-medium text-white"
        >
          投诉该企业
        </Link>
      </section>

      <FigureGrid figures={figures} />

      <section aria-labelledby="enterprise-brands-heading" className="bg-white px-4 py-3">
        <h3 id="enterprise-brands-heading" className="font-semibold text-gray-900">
          旗下品牌
        </h3>
        {enterprise.brands.length === 0 ? (
          <p className="py-4 text-center text-sm text-gray-600">暂无品牌</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {enterprise.brands.map((brand) => (
              <li key={brand.id}>
                <Link to={`/brands/${brand.id}`} className="flex min-h-11 items-center gap-3 py-1">
                  <BrandLogo brand={brand} size={32} />
                  <span className="min-w-0 flex-1 truncate text-gray-900">{brand.name}</span>
                  <span className="shrink-0 text-sm text-gray-600">投诉 {brand.complaintCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="enterprise-complaints-heading">
        <h3 id="enterprise-complaints-heading" className="bg-white px-4 py-3 font-semibold text-gray-900">
          最新投诉
        </h3>
        {list ? (
          <ComplaintCardList first={list} empty={empty} />
        ) : latest.length > 0 ? (
          <ComplaintCards complaints={latest} />
        ) : (
          empty
        )}
      </section>
    </div>
  );
}
