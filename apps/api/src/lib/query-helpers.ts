import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** Case-insensitive substring match without LIKE, so `%` and `_` in a keyword are plain characters. */
export function containsText(column: PgColumn | SQL, keyword: string): SQL {
  return sql`strpos(lower(${column}), lower(${keyword})) > 0`;
}

export const toIso = (date: Date): string => date.toISOString();
export const toIsoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;
