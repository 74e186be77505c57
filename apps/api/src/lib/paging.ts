import type { PgSelect } from "drizzle-orm/pg-core";

/** The paging every list takes (`pageQuery` in the contracts): a page counted from 1 and its size. */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The rows a page covers. A page past the last covers none: it answers 200 with an empty list. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** The fields of every paged answer (`pageOf` in the contracts); a list adds its own beside them. */
export function pageResult<T>(list: T[], total: number, query: PageQuery) {
  return { list, total, page: query.page, page_size: query.page_size };
}

/**
 * One page of a list: the requested page of `rows` (filtered and ordered by the caller, made with
 * `$dynamic()`) and `total`, the count of every row the filter matches, read at once; `toItems`
 * turns the page's rows into the list's items.
 */
export async function readPage<Select extends PgSelect, Item>(
  query: PageQuery,
  { rows, total }: { rows: Select; total: PromiseLike<number> },
  toItems: (rows: Select["_"]["result"]) => Item[] | Promise<Item[]>,
) {
  const { limit, offset } = pageWindow(query);
  const [pageRows, count] = await Promise.all([rows.limit(limit).offset(offset), total]);
  return pageResult(await toItems(pageRows), count, query);
}
