import type { ApiClient } from "@tousu/api-client";
import {
  COMPLAINT_LIST_MAX_PAGE,
  COMPLAINT_LIST_SORT_LABELS,
  COMPLAINT_LIST_SORTS,
  type ComplaintListQuery,
  type ContractData,
  getBrand,
  getComplaintList,
  getTypeTree,
} from "@tousu/contracts";
import { COMPLAINT_STATUS_LABELS, PUBLIC_COMPLAINT_STATUSES } from "@tousu/domain";
import { readListUrl } from "@tousu/page-kit/complaint-list-url";
import { listHref } from "@tousu/page-kit/list-href";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { resolveTypedBrand } from "@tousu/page-kit/typed-brand";
import { type AppLoadContext, data } from "react-router";
import { type ComplaintCardData, complaintCardOf } from "../ui/complaint-card";
import type { ComplaintFiltersProps } from "../ui/complaint-filters";
import type { ListPage } from "../ui/infinite-list";

type ComplaintListPage = ContractData<typeof getComplaintList>;

/**
 * The address of the page after `page`: numbered pages while they last (`?page=2`, the address a
 * reader can share), then the API's cursor; null on the last page.
 */
function nextPageHref(search: URLSearchParams, query: ComplaintListQuery, page: ComplaintListPage) {
  if (page.next_cursor === null) return null;
  const isNumbered = query.cursor === undefined && query.page < COMPLAINT_LIST_MAX_PAGE;
  return listHref(search, isNumbered ? { page: query.page + 1 } : { cursor: page.next_cursor });
}

/**
 * One page of the public complaint list for the URL's filters (and those the path fixes: a sector,
 * a problem tag, a brand), as the H5 list shows it. A filter the API would refuse is the page's 400
 * with the contract's message; a page past the numbered ones is past the list's end.
 */
export async function loadComplaintListPage(
  api: ApiClient,
  url: URL,
  fromPath: Partial<ComplaintListQuery> = {},
): Promise<{ query: ComplaintListQuery; page: ComplaintListPage; list: ListPage<ComplaintCardData> }> {
  const parsed = readListUrl(url.searchParams, fromPath);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const page = await loadOrThrow(() => api.call(getComplaintList, { query: parsed.query }));
  if (parsed.isPastNumberedPages) {
    return { query: parsed.query, page, list: { items: [], nextHref: null } };
  }
  return {
    query: parsed.query,
    page,
    list: {
      items: page.list.map(complaintCardOf),
      nextHref: nextPageHref(url.searchParams, parsed.query, page),
    },
  };
}

/**
 * A filterable list page (/tousu, a sector's, a problem tag's): the first page for the URL, and what
 * the filters show — the type tree (the page stands without it), the filtered brand's name, a typed
 * brand name that matched nothing. A typed name that matches is redirected to its `brand_id`.
 */
export async function loadFilteredComplaintList(
  request: Request,
  context: AppLoadContext,
  fromPath: Partial<ComplaintListQuery> = {},
) {
  const url = new URL(request.url);
  const api = createServerApi(request, context);
  const unmatchedBrand = await resolveTypedBrand(api, url);
  const [{ query, page, list }, typeTree] = await Promise.all([
    loadComplaintListPage(api, url, fromPath),
    api.call(getTypeTree, {}).catch(() => []),
  ]);
  const brand = query.brand_id ? await filteredBrand(api, query.brand_id, page) : null;
  const params = url.searchParams;
  const filters: ComplaintFiltersProps = {
    query,
    statuses: [
      { label: "全部", to: listHref(params, { status: null }), isActive: query.status === undefined },
      ...PUBLIC_COMPLAINT_STATUSES.map((status) => ({
        label: COMPLAINT_STATUS_LABELS[status],
        to: listHref(params, { status }),
        isActive: query.status === status,
      })),
    ],
    sorts: COMPLAINT_LIST_SORTS.map((sort) => ({
      label: COMPLAINT_LIST_SORT_LABELS[sort],
      to: listHref(params, { sort: sort === "latest" ? null : sort }),
      isActive: query.sort === sort,
    })),
    search: params.toString(),
    types: typeTree.map((type) => ({
      id: type.id,
      name: type.name,
      children: type.children.map(({ id, name }) => ({ id, name })),
    })),
    brand,
    unmatchedBrand,
  };
  return { total: page.total, problemName: page.problem_name, filters, list };
}

/** The filtered brand's name: every listed complaint carries it; only an empty page asks for the brand. */
async function filteredBrand(
  api: ApiClient,
  brandId: number,
  page: ComplaintListPage,
): Promise<{ id: number; name: string } | null> {
  const listed = page.list.find((item) => item.brand?.id === brandId)?.brand;
  if (listed) return { id: listed.id, name: listed.name };
  const brand = await api.call(getBrand, { params: { id: brandId } }).catch(() => null);
  return brand ? { id: brand.id, name: brand.name } : null;
}
