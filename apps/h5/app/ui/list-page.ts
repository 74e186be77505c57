/** One page of a list as a loader hands it over: its items and the next page's number, if any. */
export interface ListPage<T> {
  items: T[];
  nextPage: number | null;
}

/** The next page's number after a page the API answered, or null on the last one. */
export function nextPageOf(page: { page: number; page_size: number; total: number }): number | null {
  return page.page * page.page_size < page.total ? page.page + 1 : null;
}
