/** The page a list's address asks for (`?page=`); anything but a positive whole number is the first. */
export function pageParam(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The address of the page after `shown`, relative to the list (its other parameters kept), or null
 * when `shown` is the last: the 加载更多 link of an infinite list.
 */
export function nextPageHref(
  request: Request,
  shown: { page: number; page_size: number; total: number },
): string | null {
  if (shown.page * shown.page_size >= shown.total) return null;
  const params = new URL(request.url).searchParams;
  params.set("page", String(shown.page + 1));
  return `?${params}`;
}
