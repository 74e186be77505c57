import { type Database, schema } from "@tousu/db";
import { asc, desc, gt, or, sql } from "drizzle-orm";

const { searchKeywords } = schema;

const COUNT_WINDOW_MS = 60 * 60_000;
const REMEMBERED_SEARCHES = 10_000;

/** One spelling per search: full-width folded, lower case, inner spaces collapsed. */
export function normaliseKeyword(key: string): string {
  return key.normalize("NFKC").toLowerCase().trim().replace(/\s+/g, " ");
}

/**
 * Counts real searches for the hot-word list. One visitor repeating a search (paging, reloading,
 * a script) counts once per hour: the last count per IP and keyword is remembered in memory,
 * oldest forgotten first, so the table sees at most one cheap upsert per visitor, keyword and hour.
 */
export function createSearchCounter(db: Database, now: () => Date) {
  const lastCounted = new Map<string, number>();
  return async function countSearch(ip: string, key: string): Promise<void> {
    const keyword = normaliseKeyword(key);
    const memoryKey = `${ip}\u0000${keyword}`;
    const at = now().getTime();
    const previous = lastCounted.get(memoryKey);
    if (previous !== undefined && at - previous < COUNT_WINDOW_MS) return;
    lastCounted.delete(memoryKey);
    lastCounted.set(memoryKey, at);
    if (lastCounted.size > REMEMBERED_SEARCHES) {
      const oldest = lastCounted.keys().next().value;
      if (oldest !== undefined) lastCounted.delete(oldest);
    }
    await db
      .insert(searchKeywords)
      .values({ keyword, searchCount: 1 })
      .onConflictDoUpdate({
        target: searchKeywords.keyword,
        set: { searchCount: sql`${searchKeywords.searchCount} + 1`, updatedAt: new Date(at) },
      });
  };
}

/** Editors' pinned words in their order, then the words people searched most. */
export async function listHotKeywords(db: Database, limit: number) {
  const rows = await db
    .select({
      keyword: searchKeywords.keyword,
      is_hot: searchKeywords.isHot,
      search_count: searchKeywords.searchCount,
    })
    .from(searchKeywords)
    .where(or(searchKeywords.isHot, gt(searchKeywords.searchCount, 0)))
    .orderBy(
      desc(searchKeywords.isHot),
      asc(sql`case when ${searchKeywords.isHot} then ${searchKeywords.sort} end`),
      desc(searchKeywords.searchCount),
      asc(searchKeywords.id),
    )
    .limit(limit);
  return rows;
}
