import type { Database } from "@tousu/db";
import { schema } from "@tousu/db";
import { type SQL, sql } from "drizzle-orm";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type RollupGrain = "hour" | "day";

const TABLES = { hour: schema.trackHourly, day: schema.trackDaily } as const;
const LENGTHS = { hour: HOUR_MS, day: DAY_MS } as const;

/** The start of the hour or (UTC) day `at` falls in. */
export function bucketStart(grain: RollupGrain, at: Date): Date {
  return new Date(Math.floor(at.getTime() / LENGTHS[grain]) * LENGTHS[grain]);
}

/**
 * Computes one hour's or day's figures from the raw events, replacing what was there: running it
 * again for the same bucket gives the same rows, never double counts. Each dimension counts the
 * events it applies to (`hits`) and their distinct visitors; a visitor is one within a day, so a
 * day's visitors are counted from the day's events, never summed from its hours.
 */
export async function rollUpBucket(db: Database, grain: RollupGrain, bucket: Date): Promise<void> {
  const table = TABLES[grain];
  const from = bucketStart(grain, bucket);
  const to = new Date(from.getTime() + LENGTHS[grain]);
  await db.transaction(async (tx) => {
    await tx.delete(table).where(sql`${table.bucket} = ${from}`);
    await tx.execute(sql`
      insert into ${table} (bucket, dimension, value, hits, visitors)
      select ${from}::timestamptz, f.dimension, f.value, f.hits, f.visitors
      from (${eventFigures(from, to)}) f`);
  });
}

/**
 * The figures of the events in [from, to) by dimension, as a roll-up stores them: the one
 * definition of the dimensions, which the roll-ups and the dashboard's read of events not yet
 * rolled up share (docs/decisions/112). `only` keeps one dimension.
 */
export function eventFigures(from: Date, to: Date, only?: string): SQL {
  return sql`
      select d.dimension, d.value, count(*)::int as hits, count(distinct e.visitor)::int as visitors
      from track_events e
      cross join lateral (values
        ('all', '', true),
        ('event', e.event, true),
        ('page', e.path, e.event = 'page_view'),
        ('entry', e.path, e.is_entry),
        ('referrer', e.referrer_class, e.is_entry),
        ('platform', e.platform, e.event = 'page_view'),
        ('province', coalesce(e.province, ''), e.event = 'page_view'),
        ('search_miss', coalesce(e.search_term, ''),
          e.event = 'search' and e.search_found = false and e.search_term is not null)
      ) as d(dimension, value, applies)
      where e.occurred_at >= ${from} and e.occurred_at < ${to} and d.applies
        ${only === undefined ? sql`` : sql`and d.dimension = ${only}`}
      group by d.dimension, d.value`;
}

/** The previous full hour or day at `now`: what a run at the start of the next one rolls up. */
export function previousBucket(grain: RollupGrain, now: Date): Date {
  return new Date(bucketStart(grain, now).getTime() - LENGTHS[grain]);
}
