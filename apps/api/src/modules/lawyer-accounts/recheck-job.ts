import { schema } from "@tousu/db";
import { and, count, eq, gt, lte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";
import { recheckReminderHorizon, suspendOverdueLawyers } from "./staff-review";

export const LAWYER_RECHECK_JOB = "lawyers.recheck";
const RECHECK_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Every day: suspends verified lawyers whose yearly re-check is past due (the role goes, the profile
 * is hidden) and tells staff how many fall due within the reminder window, which the console's
 * "due for re-check" list shows.
 */
export function lawyerRecheckJob(deps: Pick<AppDeps, "db" | "log">): JobDefinition {
  const schedule = (now: Date) => scheduleNextRun(deps.db, LAWYER_RECHECK_JOB, RECHECK_INTERVAL_MS, now);
  return {
    name: LAWYER_RECHECK_JOB,
    handle: async (_payload, now) => {
      const suspended = await suspendOverdueLawyers(deps, now);
      const [dueSoon] = await deps.db
        .select({ value: count() })
        .from(schema.lawyerProfiles)
        .where(
          and(
            eq(schema.lawyerProfiles.status, "verified"),
            gt(schema.lawyerProfiles.recheckDueAt, now),
            lte(schema.lawyerProfiles.recheckDueAt, recheckReminderHorizon(now)),
          ),
        );
      if (suspended.length > 0 || (dueSoon?.value ?? 0) > 0) {
        deps.log.info({ suspended: suspended.length, dueSoon: dueSoon?.value ?? 0 }, "lawyer re-checks");
      }
      await schedule(now);
    },
    atStart: schedule,
  };
}
