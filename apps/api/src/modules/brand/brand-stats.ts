import type { Database, DatabaseOrTransaction } from "@tousu/db";
import { COMPLAINT_DEADLINES } from "@tousu/domain";
import { type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import type { JobHandler } from "../../jobs/job-queue";
import { scheduleJob } from "../../jobs/job-queue";

export const BRAND_STATS_JOB = "brand-stats.refresh";

/** A touched brand's (and the platform's) recount covers the days a reply or rating most likely changed; the nightly run covers all. */
const TOUCHED_BRAND_DAYS = 90;
/** Actions within this window share one recount per brand. */
const TOUCH_BATCH_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The Shanghai calendar day of an instant, as 'YYYY-MM-DD' (publication days and ranking windows). */
export function shanghaiDay(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Recounts `brand_daily_stats` from the complaints, with the definitions of `tallyComplaints`
 * (@tousu/domain) and `loadComplaintFigures`: published (dispatched_at set), not hidden; a reply is
 * timely when the first response came within the first-response deadline; auto-completions are
 * counted apart and never rated. Replaces the rows of the scope, so a recount cannot drift.
 */
export async function refreshBrandDailyStats(
  db: Database,
  scope: { brandId?: number; sinceDay?: string },
): Promise<void> {
  const conditions: SQL[] = [
    sql`c.brand_id is not null`,
    sql`c.dispatched_at is not null`,
    sql`not c.is_hidden`,
  ];
  const statConditions: SQL[] = [sql`true`];
  if (scope.brandId !== undefined) {
    conditions.push(sql`c.brand_id = ${scope.brandId}`);
    statConditions.push(sql`brand_id = ${scope.brandId}`);
  }
  if (scope.sinceDay !== undefined) {
    conditions.push(
      sql`c.dispatched_at >= (${scope.sinceDay}::date::timestamp at time zone 'Asia/Shanghai')`,
    );
    statConditions.push(sql`day >= ${scope.sinceDay}::date`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from brand_daily_stats where ${sql.join(statConditions, sql` and `)}`);
    await tx.execute(sql`
      insert into brand_daily_stats (brand_id, day, complaint_count, replied_count, timely_count,
        completed_count, auto_completed_count, rating_count, satisfaction_sum)
      select c.brand_id, (c.dispatched_at at time zone 'Asia/Shanghai')::date,
             count(*)::int,
             count(*) filter (where c.replied_at is not null)::int,
             count(*) filter (where c.replied_at is not null and c.first_response_at is not null
               and c.first_response_at <= c.dispatched_at + make_interval(days => ${COMPLAINT_DEADLINES.firstResponseDays}))::int,
             count(*) filter (where c.status = 'completed' and not c.is_auto_completed)::int,
             count(*) filter (where c.status = 'completed' and c.is_auto_completed)::int,
             count(r.id) filter (where not c.is_auto_completed)::int,
             coalesce(sum(r.satisfaction_score) filter (where not c.is_auto_completed), 0)::int
      from complaints c
      left join complaint_ratings r on r.complaint_id = c.id
      where ${sql.join(conditions, sql` and `)}
      group by 1, 2`);
  });
}

/**
 * Recounts `platform_daily_stats` (the /complaint/statistic totals) over every published complaint,
 * from `sinceDay` or, without it, over all days.
 */
export async function refreshPlatformDailyStats(db: Database, sinceDay?: string): Promise<void> {
  const since =
    sinceDay === undefined
      ? { complaints: sql`true`, stats: sql`true` }
      : {
          complaints: sql`dispatched_at >= (${sinceDay}::date::timestamp at time zone 'Asia/Shanghai')`,
          stats: sql`day >= ${sinceDay}::date`,
        };
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from platform_daily_stats where ${since.stats}`);
    await tx.execute(sql`
      insert into platform_daily_stats (day, complaint_count, replied_count, completed_count)
      select (dispatched_at at time zone 'Asia/Shanghai')::date,
             count(*)::int,
             count(*) filter (where replied_at is not null)::int,
             count(*) filter (where status = 'completed')::int
      from complaints
      where dispatched_at is not null and not is_hidden and ${since.complaints}
      group by 1`);
  });
}

/**
 * Asks for a recount of the platform totals and of the brand (if any) touched by a counted
 * lifecycle action, in the action's transaction. Touches within one batch window share a job
 * (dedupe key), run at the window's end.
 */
export async function scheduleBrandStatsRefresh(
  db: DatabaseOrTransaction,
  brandId: number | null,
  now: Date,
): Promise<void> {
  const windowEnd = Math.ceil((now.getTime() + 1) / TOUCH_BATCH_MS) * TOUCH_BATCH_MS;
  const scopes = brandId === null ? ["platform"] : ["platform", brandId];
  for (const scope of scopes) {
    await scheduleJob(db, {
      name: BRAND_STATS_JOB,
      payload: scope === "platform" ? { platform: true } : { brandId: scope },
      runAt: new Date(windowEnd),
      dedupeKey: `${BRAND_STATS_JOB}:${scope}:${windowEnd}`,
    });
  }
}

/** The full recount for the Shanghai night after `now` (03:00), once per night. */
export async function scheduleNightlyBrandStats(db: DatabaseOrTransaction, now: Date): Promise<void> {
  const tomorrow = shiftDay(shanghaiDay(now), 1);
  await scheduleJob(db, {
    name: BRAND_STATS_JOB,
    payload: {},
    runAt: new Date(`${tomorrow}T03:00:00+08:00`),
    dedupeKey: `${BRAND_STATS_JOB}:nightly:${tomorrow}`,
  });
}

/**
 * At start-up: a database that never had a full recount (fresh seed, new deployment) gets one as
 * soon as a worker polls, and tonight's run is booked even if a failed run broke the nightly chain.
 */
export async function scheduleInitialBrandStats(db: DatabaseOrTransaction, now: Date): Promise<void> {
  await scheduleJob(db, {
    name: BRAND_STATS_JOB,
    payload: {},
    runAt: now,
    dedupeKey: `${BRAND_STATS_JOB}:initial`,
  });
  await scheduleNightlyBrandStats(db, now);
}

/**
 * Payload `{ brandId }` recounts that brand's recent days, `{ platform: true }` the platform's recent
 * days; `{}` is the nightly full recount of both, which books the next one.
 */
export function createBrandStatsJobHandler(deps: AppDeps): JobHandler {
  return async (payload, now) => {
    const recentDays = shiftDay(shanghaiDay(now), -TOUCHED_BRAND_DAYS);
    if (typeof payload.brandId === "number") {
      await refreshBrandDailyStats(deps.db, { brandId: payload.brandId, sinceDay: recentDays });
      return;
    }
    if (payload.platform === true) {
      await refreshPlatformDailyStats(deps.db, recentDays);
      return;
    }
    await refreshBrandDailyStats(deps.db, {});
    await refreshPlatformDailyStats(deps.db);
    await scheduleNightlyBrandStats(deps.db, now);
  };
}
