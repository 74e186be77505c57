import { type ComplaintListQuery, getComplaintList, getHotComplaints, getTypeTree } from "@tousu/contracts";
import { data } from "react-router";
import { createServerApi } from "../../lib/api.server";
import type { RouteErrorData } from "../../lib/route-error";
import { loadOrThrow } from "../../lib/route-error.server";
import { readListUrl } from "./list-url";

/**
 * Everything a complaint list page renders: the page of complaints for the URL's filters, the type
 * tree for the filter bar and the hot complaints for the sidebar (which may fail without taking the page).
 */
export async function loadComplaintListPage(
  request: Request,
  context: Parameters<typeof createServerApi>[1],
  fromPath: Partial<ComplaintListQuery> = {},
) {
  const search = new URL(request.url).searchParams;
  const parsed = readListUrl(search, fromPath);
  if (!parsed.ok) throw data<RouteErrorData>({ message: parsed.message }, { status: 400 });
  const api = createServerApi(request, context);
  const [page, typeTree, hotComplaints] = await Promise.all([
    loadOrThrow(() => api.call(getComplaintList, { query: parsed.query })),
    api.call(getTypeTree, {}).catch(() => []),
    api.call(getHotComplaints, { query: { limit: 8 } }).catch(() => []),
  ]);
  return { page, query: parsed.query, search: search.toString(), typeTree, hotComplaints, now: Date.now() };
}

export type ComplaintListPageData = Awaited<ReturnType<typeof loadComplaintListPage>>;
