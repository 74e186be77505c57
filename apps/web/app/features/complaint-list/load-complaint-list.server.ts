import {
  type ComplaintListQuery,
  type ContractData,
  getBrand,
  getCommonBrandList,
  getComplaintList,
  getHotComplaints,
  getRecommendList,
  getTypeTree,
} from "@tousu/contracts";
import { readListUrl } from "@tousu/page-kit/complaint-list-url";
import type { RouteErrorData } from "@tousu/page-kit/route-error";
import { resolveTypedBrand } from "@tousu/page-kit/typed-brand";
import { data } from "react-router";
import { createServerApi } from "../../lib/api.server";
import { pageClock } from "../../lib/page-clock";
import { loadOrThrow } from "../../lib/route-error.server";
import type { FilteredBrand } from "./brand-filter";
import {
  COMPLAINED_BRANDS_SHOWN,
  HOT_COMPLAINTS_SHOWN,
  pickComplainedBrands,
  pickRecommendedComplaints,
  RECOMMENDED_COMPLAINTS_ASKED,
} from "./side-column";

type ServerApi = ReturnType<typeof createServerApi>;

/**
 * Everything a complaint list page renders: the page of complaints for the URL's filters, the type
 * tree for the filter bar and the side column's hot and recommended complaints and most complained-about
 * brands (each of which may fail without taking the page).
 * A brand name in the URL (the filter form submitted without JavaScript) is looked up like the
 * autocomplete does and redirected to its `brand_id`; a name that matches nothing is shown back.
 */
export async function loadComplaintListPage(
  request: Request,
  context: Parameters<typeof createServerApi>[1],
  fromPath: Partial<ComplaintListQuery> = {},
) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const parsed = readListUrl(search, fromPath);
  if (!parsed.ok) throw data<RouteErrorData>({ message: parsed.message }, { status: 400 });
  const api = createServerApi(request, context);

  const typedBrand = await resolveTypedBrand(api, url);

  const [listed, typeTree, hotComplaints, recommended, brands] = await Promise.all([
    loadOrThrow(() => api.call(getComplaintList, { query: parsed.query })),
    api.call(getTypeTree, {}).catch(() => []),
    api.call(getHotComplaints, { query: { limit: HOT_COMPLAINTS_SHOWN } }).catch(() => []),
    api.call(getRecommendList, { query: { limit: RECOMMENDED_COMPLAINTS_ASKED } }).catch(() => []),
    // A sector's list names that sector's brands (brands' industry is the sector).
    api
      .call(getCommonBrandList, {
        query: { page: 1, page_size: COMPLAINED_BRANDS_SHOWN, industry: parsed.query.sector },
      })
      .catch(() => []),
  ]);
  // Past the numbered pages the first page was asked only for its count (and a tag's name).
  const page = parsed.isPastNumberedPages ? { ...listed, list: [], next_cursor: null } : listed;
  const isPastLastPage =
    page.list.length === 0 &&
    (parsed.isPastNumberedPages || parsed.query.page > 1 || parsed.query.cursor !== undefined);
  return {
    page,
    /** An address past the list's end: the page says so and links back to the first page. */
    isPastLastPage,
    query: parsed.query,
    search: search.toString(),
    brand: parsed.query.brand_id ? await loadFilteredBrand(api, parsed.query.brand_id, page) : null,
    unmatchedBrand: typedBrand,
    typeTree,
    hotComplaints,
    recommendedComplaints: pickRecommendedComplaints(recommended, hotComplaints),
    complainedBrands: pickComplainedBrands(brands),
    now: pageClock(),
  };
}

/**
 * The filtered brand's name and logo for the brand box: every listed complaint carries them; only an
 * empty page needs the brand itself.
 */
async function loadFilteredBrand(
  api: ServerApi,
  brandId: number,
  page: ContractData<typeof getComplaintList>,
): Promise<FilteredBrand | null> {
  const listed = page.list.find((item) => item.brand?.id === brandId)?.brand;
  if (listed) return listed;
  const brand = await api.call(getBrand, { params: { id: brandId } }).catch(() => null);
  return brand ? { id: brand.id, name: brand.name, logo: brand.logo } : null;
}

export type ComplaintListPageData = Awaited<ReturnType<typeof loadComplaintListPage>>;
