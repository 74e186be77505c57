import { type DatabaseOrTransaction, refreshBrandStats, refreshPlatformDailyStats } from "@tousu/db";
import { shanghaiDay, shanghaiDayStart, shiftDay } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, type JobHandler, scheduleJob } from "../../jobs/job-queue";

export const BRAND_STATS_JOB = "brand-stats.refresh";

/**
 * A touched brand's (and the platform's) recount covers the days a reply or rating most likely
 * changed; the nightly run covers all. The period figures (median first response, top problems)
 * are recounted whole either way.
 */
const TOUCHED_BRAND_DAYS = 90;
/** Actions within this window share one recount per brand. */
const TOUCH_BATCH_MS = 5 * 60_000;
/** The nightly recount runs at this hour of the Shanghai night. */
const NIGHTLY_HOUR_MS = 3 * 3_600_000;

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
    runAt: new Date(shanghaiDayStart(tomorrow).getTime() + NIGHTLY_HOUR_MS),
    dedupeKey: `${BRAND_STATS_JOB}:nightly:${tomorrow}`,
  });
}

/**
 * The initial recount's key names the newest brand aggregate: a deployment that adds one gets a
 * full recount at start-up instead of empty figures until the night.
 */
const INITIAL_RECOUNT_KEY = `${BRAND_STATS_JOB}:initial:first-response-and-problems`;

/**
 * At start-up: a database that never had a full recount (fresh seed, new deployment) gets one as
 * soon as a worker polls, and tonight's run is booked even if a failed run broke the nightly chain.
 */
export async function scheduleInitialBrandStats(db: DatabaseOrTransaction, now: Date): Promise<void> {
  await scheduleJob(db, {
    name: BRAND_STATS_JOB,
    payload: {},
    runAt: now,
    dedupeKey: INITIAL_RECOUNT_KEY,
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
      await refreshBrandStats(deps.db, { brandId: payload.brandId, sinceDay: recentDays, now });
      return;
    }
    if (payload.platform === true) {
      await refreshPlatformDailyStats(deps.db, recentDays);
      return;
    }
    await refreshBrandStats(deps.db, { now });
    await refreshPlatformDailyStats(deps.db);
    await scheduleNightlyBrandStats(deps.db, now);
  };
}

/** The brand figures' recounts; at start, the initial one and tonight's are booked. */
export function brandStatsJob(deps: AppDeps): JobDefinition {
  return {
    name: BRAND_STATS_JOB,
    handle: createBrandStatsJobHandler(deps),
    atStart: (now) => scheduleInitialBrandStats(deps.db, now),
  };
}
