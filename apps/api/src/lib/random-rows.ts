import type { Database } from "@tousu/db";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CACHE_TTL_MS, type ReadThroughCache } from "./read-through-cache";

/** Below this many ids a full `ORDER BY random()` scan is cheap enough. */
const SMALL_TABLE_MAX_ID = 20_000;
/** Sampled ids that miss (deleted, hidden, filtered out) are covered by drawing extra. */
const OVERSAMPLING = 4;

/**
 * Random rows for the 404 page's 100 + 100 links (docs/product/routes.md#not-found-and-error-pages). On large tables it samples
 * ids uniformly over the id range instead of sorting every row by random().
 */
export async function pickRandomIds(
  db: Database,
  options: { table: PgTable; id: PgColumn; where: SQL; limit: number },
): Promise<number[]> {
  const { table, id, where, limit } = options;
  const [bounds] = await db
    .select({ maxId: sql<number>`coalesce(max(${id}), 0)`.mapWith(Number) })
    .from(table);
  const maxId = bounds?.maxId ?? 0;
  const sampled =
    maxId <= SMALL_TABLE_MAX_ID
      ? where
      : and(
          where,
          sql`${id} in (select 1 + floor(random() * ${maxId})::bigint from generate_series(1, ${limit * OVERSAMPLING}))`,
        );
  const rows = await db.select({ id }).from(table).where(sampled).orderBy(sql`random()`).limit(limit);
  return rows.map((row) => Number(row.id));
}

/**
 * The 404 page's random titles (docs/product/routes.md#not-found-and-error-pages). Every 404 lists them and a crawler's misses would each
 * sample the table anew, so a sample serves for as long as a list does; each page is a sample of
 * its own.
 */
export function sampleTitles(
  deps: { db: Database; cache: ReadThroughCache },
  source: {
    name: string;
    table: PgTable;
    id: PgColumn;
    title: PgColumn;
    where: () => SQL;
    /** How the public reads a title (complaint titles mask personal data); as stored by default. */
    shown?: (title: string) => string;
  },
  query: { page: number; page_size: number },
): Promise<{ id: number; title: string }[]> {
  const { table, id, title, shown = (text: string) => text } = source;
  const key = `random-${source.name}:${query.page}:${query.page_size}`;
  return deps.cache.remember(key, CACHE_TTL_MS.list, async () => {
    const ids = await pickRandomIds(deps.db, { table, id, where: source.where(), limit: query.page_size });
    if (ids.length === 0) return [];
    const rows = await deps.db.select({ id, title }).from(table).where(inArray(id, ids));
    return rows.map((row) => ({ id: Number(row.id), title: shown(String(row.title)) }));
  });
}
