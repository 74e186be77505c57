import { type Database, schema } from "@tousu/db";
import { findPersonalData } from "@tousu/domain";
import { asc, desc, gt, or, sql } from "drizzle-orm";
import type { BatchedCounter } from "../../lib/batched-counter";
import type { SharedState } from "../../providers/shared-state/shared-state";

const { searchKeywords } = schema;

const COUNT_WINDOW_MS = 60 * 60_000;

/** One spelling per search: full-width folded, lower case, inner spaces collapsed. */
export function normaliseKeyword(key: string): string {
  return key.normalize("NFKC").toLowerCase().trim().replace(/\s+/g, " ");
}

/**
 * Counts real searches for the hot-word list. One visitor repeating a search (paging, reloading,
 * a script) counts once per hour, on whichever node it lands: the count is a one-time mark per IP
 * and keyword in the nodes' shared state (decision 099). Counts reach the table in batches
 * (`counters.searches`).
 */
export function createSearchCounter(
  searches: BatchedCounter<string>,
  shared: Pick<SharedState, "claimOnce">,
) {
  return async function countSearch(ip: string, key: string): Promise<void> {
    const keyword = normaliseKeyword(key);
    if (await shared.claimOnce(`search-counted:${ip}\u0000${keyword}`, COUNT_WINDOW_MS))
      searches.add(keyword);
  };
}

/** Adds a batch of counted searches to the keywords' totals (`counters.searches` writes through this). */
export async function addSearchCounts(
  db: Database,
  batch: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into search_keywords (keyword, search_count)
    values ${sql.join(
      [...batch].map(([keyword, searches]) => sql`(${keyword}, ${searches}::int)`),
      sql`, `,
    )}
    on conflict (keyword) do update
    set search_count = search_keywords.search_count + excluded.search_count, updated_at = ${now}`);
}

/**
 * Editors' pinned words in their order, then the words people searched most; never one holding
 * personal data, such as a phone number counted before such keys were refused (decision 058).
 */
export async function listHotKeywords(db: Database, limit: number) {
  const words: Awaited<ReturnType<typeof readHotKeywords>> = [];
  for (let offset = 0; ; offset += limit) {
    const rows = await readHotKeywords(db, limit, offset);
    words.push(...rows.filter((row) => findPersonalData(row.keyword).length === 0));
    if (words.length >= limit || rows.length < limit) return words.slice(0, limit);
  }
}

function readHotKeywords(db: Database, limit: number, offset: number) {
  return db
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
    .limit(limit)
    .offset(offset);
}
