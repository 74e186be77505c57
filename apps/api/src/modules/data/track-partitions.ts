import type { Database } from "@tousu/db";
import { sql } from "drizzle-orm";

/** Raw events are kept this long (the privacy policy says so); roll-ups are kept. */
export const TRACK_RETENTION_DAYS = 180;
/** Months created ahead of the current one, so a job that misses a run costs nothing. */
const MONTHS_AHEAD = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));

/** `track_events_2026_03`: the partition of March 2026 (UTC months). */
export function partitionName(month: Date): string {
  return `track_events_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Creates the partition of the month `at` falls in, if missing; safe to run on several nodes at once. */
export async function ensureMonthPartition(db: Database, at: Date): Promise<void> {
  const from = monthStart(at);
  const to = monthStart(at, 1);
  try {
    await db.execute(
      sql.raw(
        `create table if not exists ${partitionName(from)} partition of track_events ` +
          `for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
      ),
    );
  } catch (error) {
    // Two nodes creating the same month at once: the loser's "already exists" is the goal reached.
    if (!(await monthPartitionExists(db, from))) throw error;
  }
}

async function monthPartitionExists(db: Database, month: Date): Promise<boolean> {
  const found = await db.execute(sql`select to_regclass(${partitionName(month)}) is not null as "exists"`);
  return (found.rows[0] as { exists: boolean }).exists;
}

/** The months of the table, as their partitions' names say, oldest first. */
export async function listMonthPartitions(db: Database): Promise<string[]> {
  const found = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'track_events'::regclass
    order by c.relname`);
  return found.rows.map((row) => row.name);
}

/**
 * The partition work of one day: this month and the next ones exist, and a month whose every
 * event is past the retention is dropped whole (no row-by-row delete, no bloat left behind).
 */
export async function maintainMonthPartitions(db: Database, now: Date): Promise<void> {
  for (let offset = 0; offset <= MONTHS_AHEAD; offset++)
    await ensureMonthPartition(db, monthStart(now, offset));
  const oldestKept = new Date(now.getTime() - TRACK_RETENTION_DAYS * DAY_MS);
  for (const name of await listMonthPartitions(db)) {
    const match = /^track_events_(\d{4})_(\d{2})$/.exec(name);
    if (!match) continue;
    const end = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
    if (end <= oldestKept) await db.execute(sql.raw(`drop table if exists ${name}`));
  }
}
