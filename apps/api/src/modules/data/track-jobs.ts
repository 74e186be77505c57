import type { Database } from "@tousu/db";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";
import { TRACK_TOKEN_TTL_SECONDS } from "./track-keys";
import { maintainMonthPartitions } from "./track-partitions";
import { previousBucket, rollUpBucket } from "./track-rollups";
import { forgetOldSalts } from "./track-salts";
import { forgetReplaysBefore } from "./track-store";

export const TRACK_HOURLY_JOB = "track.hourly";
export const TRACK_DAILY_JOB = "track.daily";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type JobDeps = { db: Database };

/**
 * Every hour: the last hour's roll-up, and the replay keys a current page token can no longer
 * bring are forgotten.
 */
export function trackHourlyJob(deps: JobDeps): JobDefinition {
  return {
    name: TRACK_HOURLY_JOB,
    handle: async (_payload, now) => {
      await rollUpBucket(deps.db, "hour", previousBucket("hour", now));
      await forgetReplaysBefore(deps.db, new Date(now.getTime() - TRACK_TOKEN_TTL_SECONDS * 1000));
      await scheduleNextRun(deps.db, TRACK_HOURLY_JOB, HOUR_MS, now);
    },
    atStart: (now) => scheduleNextRun(deps.db, TRACK_HOURLY_JOB, HOUR_MS, now),
  };
}

/**
 * Every day: yesterday's roll-up, the months of the events table created ahead and dropped past
 * the retention, and the salts of earlier days deleted. At start the months are made at once, so
 * a fresh database takes events before the first run.
 */
export function trackDailyJob(deps: JobDeps): JobDefinition {
  return {
    name: TRACK_DAILY_JOB,
    handle: async (_payload, now) => {
      await maintainMonthPartitions(deps.db, now);
      await forgetOldSalts(deps.db, now);
      await rollUpBucket(deps.db, "day", previousBucket("day", now));
      await scheduleNextRun(deps.db, TRACK_DAILY_JOB, DAY_MS, now);
    },
    atStart: async (now) => {
      await maintainMonthPartitions(deps.db, now);
      await scheduleNextRun(deps.db, TRACK_DAILY_JOB, DAY_MS, now);
    },
  };
}

export const DATA_SERVICE_JOBS = [trackHourlyJob, trackDailyJob] as const;
