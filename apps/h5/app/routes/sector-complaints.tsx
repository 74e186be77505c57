import { getCommonBrandList } from "@tousu/contracts";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { loadFilteredComplaintList } from "../lib/complaint-list.server";
import { h5PageMeta } from "../lib/page-meta";
import { FilteredComplaintList } from "../ui/filtered-complaint-list";
import type { Route } from "./+types/sector-complaints";

export const handle = { title: "行业投诉" };

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData
    ? h5PageMeta({
        title: `${params.sector}投诉`,
        description: `${params.sector}行业的公开投诉：看看消费者遇到了什么问题，商家如何回应。`,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

// Numeric /complaints/{id} never gets here: the server 301s it to /tousu/{id}.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = await loadFilteredComplaintList(request, context, { sector: params.sector });
  // A sector is a brand's industry: with no complaint and no brand in it, the address names no sector.
  if (loaded.total === 0) {
    const api = createServerApi(request, context);
    const brands = await api
      .call(getCommonBrandList, { query: { page: 1, page_size: 1, industry: params.sector } })
      .catch(() => []);
    if (brands.length === 0) await loadOrThrow(() => api.pageNotFound("行业不存在"));
  }
  return {
    ...loaded,
    canonical: `${context.publicConfig.siteOrigin}/complaints/${encodeURIComponent(params.sector)}`,
  };
}

export default function SectorComplaints({ loaderData, params }: Route.ComponentProps) {
  return (
    <FilteredComplaintList
      heading={`${params.sector}投诉`}
      intro={`${params.sector}行业品牌的公开投诉`}
      total={loaderData.total}
      filters={loaderData.filters}
      list={loaderData.list}
    />
  );
}
