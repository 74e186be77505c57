import type { ListPage } from "../ui/infinite-list";

/** The address of page `page` of the request's list, relative to it, its other parameters kept. */
function pageSearch(request: Request, page: number): string {
  const params = new URL(request.url).searchParams;
  params.set("page", String(page));
  return `?${params}`;
}

/**
 * The address of the page after `shown`, relative to the list (its other parameters kept), or null
 * when `shown` is the last: the 加载更多 link of an infinite list.
 */
export function nextPageHref(
  request: Request,
  shown: { page: number; page_size: number; total: number },
): string | null {
  return shown.page * shown.page_size < shown.total ? pageSearch(request, shown.page + 1) : null;
}

/** The address of the page before `shown` when it is not the first (an address opened a later page). */
export function previousPageHref(request: Request, shown: { page: number }): string | null {
  return shown.page > 1 ? pageSearch(request, shown.page - 1) : null;
}

/** One page of an API list as the page shows it: its items (only what the page draws) and the next page. */
export function listPage<T, I>(
  request: Request,
  page: { list: T[]; page: number; page_size: number; total: number },
  toItem: (item: T) => I,
): ListPage<I> {
  return { items: page.list.map(toItem), nextHref: nextPageHref(request, page) };
}
