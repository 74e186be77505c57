import type { Database } from "@tousu/db";
import { sql } from "drizzle-orm";
import { expiringValue } from "../../lib/expiring-value";
import type { WordStatistics } from "./search-window";

/** PostgreSQL refreshes them when autovacuum analyses the table; a search need not see it sooner. */
export const STATISTICS_TTL_MS = 10 * 60_000;

/**
 * The complaints' lexeme shares as PostgreSQL's planner knows them (`pg_stats`), read once per
 * ten minutes and process. They are planner metadata, not public data, so they stay out of the
 * read cache (decision 011), which a deployment may switch off. A table never analysed has none,
 * and every key is then searched as a rare one.
 */
export function createWordStatistics(db: Database, now: () => Date): () => Promise<WordStatistics> {
  return expiringValue(
    () => readWordStatistics(db),
    STATISTICS_TTL_MS,
    () => now().getTime(),
  );
}

async function readWordStatistics(db: Database): Promise<WordStatistics> {
  const result = await db.execute<{ elems: string[] | null; freqs: number[] | null; rows: number }>(sql`
    select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
           greatest(c.reltuples, 0)::float8 as rows
    from pg_class c
    left join pg_stats s
      on s.schemaname = current_schema() and s.tablename = 'complaints' and s.attname = 'search_vector'
    where c.oid = 'complaints'::regclass`);
  const row = result.rows[0];
  const shares = new Map<string, number>();
  // The shares come first; three summary figures (least, greatest, nulls) follow them.
  for (const [index, lexeme] of (row?.elems ?? []).entries()) shares.set(lexeme, row?.freqs?.[index] ?? 0);
  return { rows: Number(row?.rows ?? 0), shares };
}
