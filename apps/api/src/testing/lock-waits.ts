import type { Database } from "@tousu/db";
import { sql } from "drizzle-orm";

/**
 * Resolves true once some statement on this database waits for another transaction's lock, or false
 * once `isSettled` says there is no more to wait for. Lets a test hold a lock and see, without timing,
 * whether a request reaches the locked rows.
 */
export async function untilAStatementWaitsOnALock(db: Database, isSettled = () => false): Promise<boolean> {
  for (;;) {
    if (isSettled()) return false;
    const waiting = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting.rows[0]?.n ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
