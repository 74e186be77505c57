import { h5SitePath } from "@tousu/domain";
import { type ListPage, pageHref } from "../ui/load-more";

/** The `page` search parameter as a positive integer (1 when absent or nonsense). */
export function pageParam(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * One page of an API list as the page shows it: its items (only what the page draws) and the address
 * of the next page while there is one.
 */
export function listPage<T, I>(
  request: Request,
  page: { list: T[]; page: number; page_size: number; total: number },
  toItem: (item: T) => I,
): ListPage<I> {
  const url = new URL(request.url);
  const hasMore = page.page * page.page_size < page.total;
  return {
    items: page.list.map(toItem),
    nextHref: hasMore ? pageHref(h5SitePath(url.pathname), url.searchParams, page.page + 1) : null,
  };
}
