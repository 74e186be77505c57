import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";

/** Case-insensitive substring match without LIKE, so `%` and `_` in a keyword are plain characters. */
export function containsText(column: PgColumn | SQL, keyword: string): SQL {
  return sql`strpos(lower(${column}), lower(${keyword})) > 0`;
}

/** The paging of every console list (`pageQuery` in the contracts). */
interface PageQuery {
  page: number;
  page_size: number;
}

export function pageWindow(query: PageQuery) {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

export function pageResult<T>(list: T[], total: number, query: PageQuery) {
  return { list, total, page: query.page, page_size: query.page_size };
}

/**
 * One page of a console list: the requested page of `rows` (filtered and ordered by the caller, made
 * with `$dynamic()`) and `total`, the count of every row the filter matches, read at once; `toItems`
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

export const toIso = (date: Date): string => date.toISOString();
export const toIsoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;
