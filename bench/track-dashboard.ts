// Tracking at dashboard scale (decision 109): ten million events over six months in `track_events`,
// made by SQL in the database itself, then how long a day's and an hour's roll-up take over them and
// how long the dashboard's reads take — the roll-ups over 30/90/180 days and the raw events of the
// last hour and half hour (live visitors), whose plans must touch only the newest partition.
//
//   npm run bench -- track-dashboard
//   BENCH_TRACK_EVENTS=1000000 …   fewer events (each size keeps its own data/bench-track-<n>)
//
// The first run seeds (several minutes); later runs reuse the data directory. The dashboard's clock
// is the newest seeded event, so a later run reads the same windows as the first.
import path from "node:path";
import {
  type AnalyticsWindow,
  analyticsWindow,
  readEntryPages,
  readFilingFunnel,
  readLiveVisitors,
  readPlatforms,
  readProvinces,
  readReferrers,
  readSearchMisses,
  readTopPages,
  readVisitsOverTime,
  readVisitTotals,
} from "@tousu/api/analytics-reads";
import { ensureMonthPartition } from "@tousu/api/track-partitions";
import { rollUpBucket } from "@tousu/api/track-rollups";
import type { Database } from "@tousu/db";
import { sql } from "drizzle-orm";
import { machineSpeed } from "./machine";
import { writeResults } from "./results-file";
import { startBenchServer, superuserPool } from "./server";

const PORT = Number(process.env.PORT || 3308);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 54368);
const EVENTS = Number(process.env.BENCH_TRACK_EVENTS ?? 10_000_000);
const DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Events inserted per statement: a few days' worth, so progress shows and no statement runs for minutes. */
const CHUNK = 500_000;
const ROLLUP_TARGET_MS = 60_000;
const QUERY_TARGET_MS = 300;
const RUNS = 5;

const PROVINCES = [
  "广东省",
  "江苏省",
  "浙江省",
  "山东省",
  "河南省",
  "四川省",
  "湖北省",
  "北京",
  "上海",
  "湖南省",
  "福建省",
  "河北省",
  "安徽省",
  "陕西省",
  "辽宁省",
  "重庆",
  "江西省",
  "广西",
  "云南省",
  "天津",
  "山西省",
  "贵州省",
  "黑龙江省",
  "吉林省",
  "内蒙古",
  "新疆",
  "甘肃省",
  "海南省",
  "宁夏",
  "青海省",
  "西藏",
];

/**
 * The events of indexes `from`..`to` of the whole series, evenly spread between `start` and `end`
 * in order (as they arrive, so the BRIN index stays tight): most of them page views, more on H5
 * than PC, a few pages far more visited than the long tail of complaints, provinces skewed towards
 * the populous ones, and about 25,000 visitors a day of whom some come back often.
 */
function seedChunk(start: Date, end: Date, from: number, to: number) {
  const step = (end.getTime() - start.getTime()) / EVENTS;
  const provinces = sql.raw(`array[${PROVINCES.map((name) => `'${name}'`).join(",")}]`);
  return sql`
    insert into track_events (occurred_at, event, platform, visitor, path, is_entry, referrer_class,
      browser, device, province, search_term, search_found)
    select ts, event, platform,
      left(md5((extract(epoch from ts)::bigint / 86400)::text || ':' || floor(power(random(), 2) * 40000)::text), 22),
      path, event = 'page_view' and referrer <> 'internal', referrer,
      (array['Chrome','Safari','WeChat','Edge','Firefox'])[1 + floor(power(random(), 1.5) * 5)::int],
      case platform when 'H5' then 'mobile' else 'desktop' end,
      case when random() < 0.08 then null else (${provinces})[1 + floor(power(random(), 1.6) * ${PROVINCES.length}::int)::int] end,
      case event when 'search' then '词' || floor(power(random(), 2) * 500)::int end,
      case event when 'search' then random() < 0.7 end
    from (
      select to_timestamp(${start.getTime() / 1000}::float8 + i * ${step / 1000}::float8) as ts,
        case when a < 0.88 then 'page_view' when a < 0.93 then 'search' when a < 0.96 then 'filing_started'
          when a < 0.98 then 'vote' else 'complaint_submitted' end as event,
        case when random() < 0.6 then 'H5' else 'PC' end as platform,
        case when p < 0.12 then '/' when p < 0.2 then '/complaint/list' when p < 0.24 then '/search'
          else '/complaint/view/' || floor(exp(random() * ln(50000)))::int end as path,
        (array['internal','internal','internal','search','direct','wechat','other'])[1 + floor(random() * 7)::int] as referrer
      from (select i, random() as a, random() as p from generate_series(${from}::bigint, ${to}::bigint) i) numbered
    ) events`;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function seed(db: Database, end: Date): Promise<void> {
  const start = new Date(end.getTime() - DAYS * DAY_MS);
  for (
    let month = start;
    month < end;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  )
    await ensureMonthPartition(db, month);
  await ensureMonthPartition(db, end);
  for (let from = 0; from < EVENTS; from += CHUNK) {
    const ms = await timed(() => db.execute(seedChunk(start, end, from, Math.min(from + CHUNK, EVENTS) - 1)));
    console.info(`seeded ${Math.min(from + CHUNK, EVENTS)} events (${(ms / 1000).toFixed(1)} s)`);
  }
  await db.execute(sql`analyze track_events`);
  for (let day = start.getTime(); day < end.getTime(); day += DAY_MS)
    await rollUpBucket(db, "day", new Date(day));
  for (let hour = end.getTime() - 48 * HOUR_MS; hour < end.getTime(); hour += HOUR_MS)
    await rollUpBucket(db, "hour", new Date(hour));
  await db.execute(sql`analyze track_daily`);
  await db.execute(sql`analyze track_hourly`);
}

type Rows = { rows: Record<string, unknown>[] };

/** The dashboard's window of the last `days` UTC days, as its page asks for them. */
function lastDays(db: Database, now: Date, days: number) {
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return analyticsWindow(db, { from: day(now.getTime() - (days - 1) * DAY_MS), to: day(now.getTime()) }, now);
}

/** The dashboard's panels, read by its own functions (decision 112). */
const PANELS: [string, (db: Database, window: AnalyticsWindow) => Promise<unknown>][] = [
  ["visits over time", readVisitsOverTime],
  ["visit totals", readVisitTotals],
  ["top pages", readTopPages],
  ["entry pages", readEntryPages],
  ["referrers", readReferrers],
  ["PC and H5", readPlatforms],
  ["provinces", readProvinces],
  ["searches that found nothing", readSearchMisses],
  ["filing funnel", readFilingFunnel],
];

/** What the dashboard reads, by name; each takes the dashboard's clock. */
const DASHBOARD_QUERIES: { name: string; run: (db: Database, now: Date) => Promise<unknown> }[] = [
  ...[1, 30, 180].flatMap((days) =>
    PANELS.map(([name, read]) => ({
      name: `${name}, ${days} day${days > 1 ? "s" : ""}`,
      run: async (db: Database, now: Date) => read(db, await lastDays(db, now, days)),
    })),
  ),
  { name: "live visitors, last 30 minutes (raw)", run: readLiveVisitors },
];

/** The partitions a raw read's plan touches and whether it reads them through the BRIN index. */
async function rawPlan(db: Database, now: Date): Promise<string> {
  const explained = (await db.execute(sql`
    explain (format json) select count(distinct visitor) from track_events
    where occurred_at >= ${new Date(now.getTime() - 30 * 60 * 1000)} and occurred_at <= ${now}`)) as Rows;
  const plan = JSON.stringify(explained.rows[0]);
  const partitions = new Set(plan.match(/track_events_\d{4}_\d{2}/g) ?? []);
  return `${[...partitions].join(", ")}${plan.includes("Bitmap Index Scan") ? " via BRIN" : " scanned"}`;
}

export async function runTrackDashboard(): Promise<Record<string, string>[]> {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || `data/bench-track-${EVENTS}`);
  const server = await startBenchServer({
    port: PORT,
    embeddedPgPort: EMBEDDED_PG_PORT,
    dataDir,
    seedSize: 200,
  });
  const { db, close } = superuserPool(dataDir, EMBEDDED_PG_PORT);
  try {
    const seeded = (await db.execute(sql`select max(occurred_at) as newest from track_events`)) as Rows;
    let newest = seeded.rows[0]!.newest as Date | string | null;
    if (!newest) {
      const seedMs = await timed(() => seed(db, new Date()));
      console.info(`seeded and rolled up in ${(seedMs / 60_000).toFixed(1)} min`);
      newest = ((await db.execute(sql`select max(occurred_at) as newest from track_events`)) as Rows).rows[0]!
        .newest as Date | string;
    }
    const now = new Date(newest);
    const speedBefore = machineSpeed();
    const lastDay = new Date(now.getTime() - DAY_MS);
    const lastHour = new Date(now.getTime() - HOUR_MS);
    const dayEvents = (await db.execute(sql`
      select count(*)::int as n from track_events
      where occurred_at >= date_trunc('day', ${lastDay}::timestamptz at time zone 'UTC') at time zone 'UTC'
        and occurred_at < date_trunc('day', ${now}::timestamptz at time zone 'UTC') at time zone 'UTC'`)) as Rows;
    const rows: Record<string, string>[] = [
      {
        read: `day's roll-up (${dayEvents.rows[0]!.n} events)`,
        median: `${(await timed(() => rollUpBucket(db, "day", lastDay))).toFixed(0)} ms`,
        max: "",
        target: `< ${ROLLUP_TARGET_MS / 1000} s`,
        plan: "",
      },
      {
        read: "hour's roll-up",
        median: `${(await timed(() => rollUpBucket(db, "hour", lastHour))).toFixed(0)} ms`,
        max: "",
        target: `< ${ROLLUP_TARGET_MS / 1000} s`,
        plan: "",
      },
    ];
    const plan = await rawPlan(db, now);
    for (const query of DASHBOARD_QUERIES) {
      await query.run(db, now);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timed(() => query.run(db, now)));
      times.sort((a, b) => a - b);
      rows.push({
        read: query.name,
        median: `${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms`,
        max: `${times[RUNS - 1]!.toFixed(0)} ms`,
        target: `< ${QUERY_TARGET_MS} ms`,
        plan: query.name.includes("(raw)") ? plan : "",
      });
    }
    const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
    writeResults("track-dashboard", `${EVENTS} events over ${DAYS} days · ${speed}`, rows);
    return rows;
  } finally {
    await close();
    await server.stop();
  }
}
