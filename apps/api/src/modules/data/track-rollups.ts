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
 * The page views an enterprise owns (decision 113): its brand pages, its enterprise page and its
 * complaints' pages, on the PC site and the H5 site (the H5 complaint page named by `?id=`, the H5
 * site under `/h5` on the main origin). Group 1 is the page's kind as its path names it (none for
 * the H5 complaint page), group 2 its id.
 */
const OWNED_PAGE_PATH = String.raw`^(?:/h5)?/(?:(brands|enterprise|tousu)/|pages/complaint/details\?id=)(\d{1,10})$`;

/**
 * Computes one hour's or day's figures from the raw events, replacing what was there: running it
 * again for the same bucket gives the same rows, never double counts. Each dimension counts the
 * events it applies to (`hits`) and their distinct visitors; a visitor is one within a day, so a
 * day's visitors are counted from the day's events, never summed from its hours.
 *
 * The `enterprise` dimension (decision 113) gives each enterprise its page views by kind and site,
 * `{enterprise id}/{all|brand|enterprise|complaint}/{all|PC|H5}`, each with its own distinct
 * visitors; `complaint` a complaint's page views on both sites by its id. A page is the enterprise's
 * that owns its brand or complaint when the bucket is rolled up.
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
      left join lateral (
        select
          case m[1] when 'brands' then 'brand' when 'enterprise' then 'enterprise' else 'complaint' end as kind,
          m[2]::bigint as id
        from regexp_match(e.path, ${OWNED_PAGE_PATH}) as m
        where m is not null and e.event = 'page_view'
      ) page on true
      left join lateral (
        select case page.kind
          when 'brand' then (select b.enterprise_id from brands b where b.id = page.id)
          when 'enterprise' then (select o.id from enterprises o where o.id = page.id)
          else (select c.enterprise_id from complaints c where c.id = page.id)
        end as enterprise_id
      ) owner on true
      cross join lateral (values
        ('all', '', true),
        ('event', e.event, true),
        ('page', e.path, e.event = 'page_view'),
        ('entry', e.path, e.is_entry),
        ('referrer', e.referrer_class, e.is_entry),
        ('platform', e.platform, e.event = 'page_view'),
        ('province', coalesce(e.province, ''), e.event = 'page_view'),
        ('search_miss', coalesce(e.search_term, ''),
          e.event = 'search' and e.search_found = false and e.search_term is not null),
        ('enterprise', concat_ws('/', owner.enterprise_id, page.kind, e.platform), owner.enterprise_id is not null),
        ('enterprise', concat_ws('/', owner.enterprise_id, page.kind, 'all'), owner.enterprise_id is not null),
        ('enterprise', concat_ws('/', owner.enterprise_id, 'all', e.platform), owner.enterprise_id is not null),
        ('enterprise', concat_ws('/', owner.enterprise_id, 'all', 'all'), owner.enterprise_id is not null),
        ('complaint', page.id::text, page.kind = 'complaint' and owner.enterprise_id is not null)
      ) as d(dimension, value, applies)
      where e.occurred_at >= ${from} and e.occurred_at < ${to} and d.applies
        ${only === undefined ? sql`` : sql`and d.dimension = ${only}`}
      group by d.dimension, d.value`;
}

/** The previous full hour or day at `now`: what a run at the start of the next one rolls up. */
export function previousBucket(grain: RollupGrain, now: Date): Date {
  return new Date(bucketStart(grain, now).getTime() - LENGTHS[grain]);
}
