import type { Database } from "@tousu/db";
import {
  ANALYTICS_HOURLY_MAX_DAYS,
  ANALYTICS_LIVE_MINUTES,
  ANALYTICS_TOP_ROWS,
  FILING_FUNNEL_STEPS,
  FILING_LANDING_PATHS,
  type FilingFunnelStep,
  funnelDropOff,
  REFERRER_CLASS_LABELS,
  type ReferrerClass,
  TRACK_PLATFORMS,
  type TrackPlatform,
} from "@tousu/domain";
import { type SQL, sql } from "drizzle-orm";
import { bucketStart, eventFigures, type RollupGrain } from "../data";

// Every read of the analytics dashboard (docs/decisions/112), one function per panel, so the
// benchmark times each on its own. A range's full buckets come from the roll-ups — whole UTC days
// from track_daily, hours from track_hourly — and what no roll-up holds yet from the raw events:
// the day (or two, just after midnight) the daily job has not rolled up, the hour (or two) the
// hourly job has not. A day's visitors are counted from that day's events; a range's are the sum
// of its days', as the visitor hash changes every day.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const GRAIN_MS: Record<RollupGrain, number> = { hour: HOUR_MS, day: DAY_MS };

export interface Figures {
  hits: number;
  visitors: number;
}
export interface RankedFigures extends Figures {
  value: string;
}

/** A range of UTC days, [from, to), read at `now`, with where the roll-ups end. */
export interface AnalyticsWindow {
  from: Date;
  to: Date;
  now: Date;
  /** Days before this are in track_daily; the rest are read from the events. */
  dailyEdge: Date;
  /** Hours before this are in track_hourly; the rest are read from the events. */
  hourlyEdge: Date;
}

/**
 * The window of the days `from` to `to` (YYYY-MM-DD, both included). The last bucket a job rolls
 * up is the previous day or hour; until its run has stored it (a job runs just after the start of
 * the next), that bucket is read from the events too. A bucket without events has no rows, and
 * reading its events again finds none, so the fallback costs nothing there.
 */
export async function analyticsWindow(
  db: Database,
  range: { from: string; to: string },
  now: Date,
): Promise<AnalyticsWindow> {
  const today = bucketStart("day", now);
  const thisHour = bucketStart("hour", now);
  const yesterday = new Date(today.getTime() - DAY_MS);
  const lastHour = new Date(thisHour.getTime() - HOUR_MS);
  const { rows } = await db.execute<{ day_done: boolean; hour_done: boolean }>(sql`
    select exists (select 1 from track_daily where bucket = ${yesterday}) as day_done,
           exists (select 1 from track_hourly where bucket = ${lastHour}) as hour_done`);
  const done = rows[0];
  return {
    from: new Date(`${range.from}T00:00:00Z`),
    to: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS),
    now,
    dailyEdge: done?.day_done ? today : yesterday,
    hourlyEdge: done?.hour_done ? thisHour : lastHour,
  };
}

/** The series' grain: by the hour for a range of one or two days, else by the day. */
export function seriesGrain(window: AnalyticsWindow): RollupGrain {
  return window.to.getTime() - window.from.getTime() <= ANALYTICS_HOURLY_MAX_DAYS * DAY_MS ? "hour" : "day";
}

/** The buckets of `grain` in [from, to) that can hold events by `now` (none lie in the future). */
function bucketsBetween(grain: RollupGrain, from: Date, to: Date, now: Date): Date[] {
  const end = Math.min(to.getTime(), bucketStart(grain, now).getTime() + GRAIN_MS[grain]);
  const buckets: Date[] = [];
  for (let at = from.getTime(); at < end; at += GRAIN_MS[grain]) buckets.push(new Date(at));
  return buckets;
}

const latest = (a: Date, b: Date) => (a > b ? a : b);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * One dimension's rows per bucket of `grain` over the window: rolled-up buckets from their table,
 * the rest from the events, one bucket at a time (a bucket's visitors are distinct within it).
 */
function dimensionByBucket(window: AnalyticsWindow, grain: RollupGrain, dimension: string): SQL {
  const edge = grain === "day" ? window.dailyEdge : window.hourlyEdge;
  const table = grain === "day" ? sql`track_daily` : sql`track_hourly`;
  const rawBuckets = bucketsBetween(grain, latest(window.from, edge), window.to, window.now);
  const rolled = sql`
    select bucket, value, hits, visitors from ${table}
    where dimension = ${dimension} and bucket >= ${window.from} and bucket < ${earliest(window.to, edge)}`;
  const raw = rawBuckets.map(
    (bucket) => sql`
    select ${bucket}::timestamptz as bucket, f.value, f.hits, f.visitors
    from (${eventFigures(bucket, new Date(bucket.getTime() + GRAIN_MS[grain]), dimension)}) f`,
  );
  return sql.join([rolled, ...raw], sql` union all `);
}

/** One dimension's figures summed over the window's days, most hits first. */
async function rankedDimension(
  db: Database,
  window: AnalyticsWindow,
  dimension: string,
  options: { limit?: number; values?: readonly string[] } = {},
): Promise<RankedFigures[]> {
  const onlyValues =
    options.values === undefined
      ? sql``
      : sql`where value in (${sql.join(
          options.values.map((value) => sql`${value}`),
          sql`, `,
        )})`;
  const { rows } = await db.execute<{ value: string; hits: number; visitors: number }>(sql`
    select value, sum(hits)::int as hits, sum(visitors)::int as visitors
    from (${dimensionByBucket(window, "day", dimension)}) figures
    ${onlyValues}
    group by value
    order by hits desc, value
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`);
  return rows.map((row) => ({ value: row.value, hits: Number(row.hits), visitors: Number(row.visitors) }));
}

const figuresOf = (rows: readonly RankedFigures[], value: string): Figures => {
  const row = rows.find((candidate) => candidate.value === value);
  return { hits: row?.hits ?? 0, visitors: row?.visitors ?? 0 };
};

/** Page views and their visitors over the window (visitors summed over its days). */
export async function readVisitTotals(db: Database, window: AnalyticsWindow): Promise<Figures> {
  return figuresOf(await rankedDimension(db, window, "event", { values: ["page_view"] }), "page_view");
}

export interface SeriesPoint extends Figures {
  bucket: Date;
}

/** Page views and visitors per hour (a range of one or two days) or per day, empty buckets as 0. */
export async function readVisitsOverTime(
  db: Database,
  window: AnalyticsWindow,
): Promise<{ grain: RollupGrain; points: SeriesPoint[] }> {
  const grain = seriesGrain(window);
  const { rows } = await db.execute<{ bucket: Date | string; hits: number; visitors: number }>(sql`
    select bucket, hits, visitors from (${dimensionByBucket(window, grain, "event")}) figures
    where value = 'page_view'`);
  const byBucket = new Map(
    rows.map((row) => [
      new Date(row.bucket).getTime(),
      { hits: Number(row.hits), visitors: Number(row.visitors) },
    ]),
  );
  const points = bucketsBetween(grain, window.from, window.to, window.now).map((bucket) => ({
    bucket,
    ...(byBucket.get(bucket.getTime()) ?? { hits: 0, visitors: 0 }),
  }));
  return { grain, points };
}

/** The most viewed paths. */
export function readTopPages(db: Database, window: AnalyticsWindow): Promise<RankedFigures[]> {
  return rankedDimension(db, window, "page", { limit: ANALYTICS_TOP_ROWS });
}

/** The paths where visits began (a page view not from the site's own pages). */
export function readEntryPages(db: Database, window: AnalyticsWindow): Promise<RankedFigures[]> {
  return rankedDimension(db, window, "entry", { limit: ANALYTICS_TOP_ROWS });
}

export interface ReferrerFigures {
  referrerClass: ReferrerClass;
  label: string;
  hits: number;
  /** Null for internal views: they are no visit's entry, so no roll-up counts their visitors. */
  visitors: number | null;
}

const OUTSIDE_REFERRERS = ["search", "wechat", "direct", "other"] as const satisfies readonly ReferrerClass[];

/**
 * Where visits came from: the entries by referrer class, and the views from the site's own pages
 * (every page view that was no entry).
 */
export async function readReferrers(db: Database, window: AnalyticsWindow): Promise<ReferrerFigures[]> {
  const [entries, totals] = await Promise.all([
    rankedDimension(db, window, "referrer"),
    readVisitTotals(db, window),
  ]);
  const outside = OUTSIDE_REFERRERS.map((referrerClass) => ({
    referrerClass,
    label: REFERRER_CLASS_LABELS[referrerClass],
    ...figuresOf(entries, referrerClass),
  }));
  const entryHits = outside.reduce((sum, row) => sum + row.hits, 0);
  return [
    ...outside,
    {
      referrerClass: "internal",
      label: REFERRER_CLASS_LABELS.internal,
      hits: Math.max(0, totals.hits - entryHits),
      visitors: null,
    },
  ];
}

/** Page views on the PC site and on the H5 site. */
export async function readPlatforms(
  db: Database,
  window: AnalyticsWindow,
): Promise<(Figures & { platform: TrackPlatform })[]> {
  const rows = await rankedDimension(db, window, "platform");
  return TRACK_PLATFORMS.map((platform) => ({ platform, ...figuresOf(rows, platform) }));
}

/** Page views by province ('' when unknown: no region database yet, decision 109). */
export function readProvinces(db: Database, window: AnalyticsWindow): Promise<RankedFigures[]> {
  return rankedDimension(db, window, "province", { limit: ANALYTICS_TOP_ROWS });
}

/** Search terms that found nothing, most searched first. */
export function readSearchMisses(db: Database, window: AnalyticsWindow): Promise<RankedFigures[]> {
  return rankedDimension(db, window, "search_miss", { limit: ANALYTICS_TOP_ROWS });
}

export interface FunnelStepFigures {
  step: FilingFunnelStep;
  label: string;
  count: number;
  /** Share lost since the step before; null for the first step and after a step with none. */
  dropOff: number | null;
}

/** The filing funnel: the landing page's views, then each of the form's events, with the drop-off. */
export async function readFilingFunnel(db: Database, window: AnalyticsWindow): Promise<FunnelStepFigures[]> {
  const eventSteps = FILING_FUNNEL_STEPS.flatMap(({ step }) => (step === "landing" ? [] : [step]));
  const [landing, events] = await Promise.all([
    rankedDimension(db, window, "page", { values: FILING_LANDING_PATHS }),
    rankedDimension(db, window, "event", { values: eventSteps }),
  ]);
  const landingViews = landing.reduce((sum, row) => sum + row.hits, 0);
  const counts = FILING_FUNNEL_STEPS.map(({ step }) =>
    step === "landing" ? landingViews : figuresOf(events, step).hits,
  );
  return FILING_FUNNEL_STEPS.map(({ step, label }, index) => ({
    step,
    label,
    count: counts[index] ?? 0,
    dropOff: index === 0 ? null : funnelDropOff(counts[index - 1] ?? 0, counts[index] ?? 0),
  }));
}

/** Distinct visitors with any event in the last 30 minutes, from the events themselves. */
export async function readLiveVisitors(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ANALYTICS_LIVE_MINUTES * 60 * 1000);
  const { rows } = await db.execute<{ visitors: number }>(sql`
    select count(distinct visitor)::int as visitors from track_events
    where occurred_at >= ${since} and occurred_at <= ${now}`);
  return Number(rows[0]?.visitors ?? 0);
}
