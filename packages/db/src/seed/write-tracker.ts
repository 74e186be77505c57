import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { insertRows, type SeedDatabase } from "./insert-rows";

/** Inserts rows and counts them per table, for the seed summary. */
export class WriteTracker {
  readonly counts: Record<string, number> = {};

  constructor(private readonly db: SeedDatabase) {}

  async write<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
    await insertRows(this.db, table, rows);
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
  }
}
