import { schema } from "@tousu/db";
import { decideMediation, MEDIATION_NEXT_STEPS } from "@tousu/domain";
import { and, eq, inArray, lte, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, type JobHandler, scheduleNextRun } from "../../jobs/job-queue";
import { sendNotices } from "../complaint-lifecycle";
import { loadMediation, snapshotOf } from "./mediation-access";
import { mediationNotices } from "./mediation-notices";
import { appendTimeline, close, forgetComplaintOf } from "./mediation-steps";

const { mediations } = schema;

export const MEDIATION_DEADLINE_JOB = "mediations.deadlines";
const INTERVAL_MS = 10 * 60_000;

/**
 * Every ten minutes: lapses invitations the company left unanswered past their window, and fails
 * mediations past their 30 days (the public timeline says what the consumer can do next). Each is
 * decided again under its row lock, so a step taken meanwhile wins.
 */
type DeadlineDeps = Pick<AppDeps, "db" | "cache" | "piiKeys" | "providers" | "log">;

export function createMediationDeadlineHandler(deps: DeadlineDeps): JobHandler {
  return async (_payload, now) => {
    const due = await deps.db
      .select({ id: mediations.id })
      .from(mediations)
      .where(
        or(
          and(eq(mediations.state, "invited"), lte(mediations.respondDueAt, now)),
          and(inArray(mediations.state, ["accepted", "in_progress"]), lte(mediations.dueAt, now)),
        ),
      );
    for (const { id } of due) {
      const { failed, sms } = await deps.db.transaction(async (tx) => {
        const { mediation, agreement } = await loadMediation(tx, id, { lock: true });
        const snapshot = snapshotOf(mediation, agreement);
        if (decideMediation(snapshot, "lapse", "system", now).ok) {
          await close(tx, mediation, { state: "lapsed" }, now);
          return { failed: false, sms: await mediationNotices(tx, deps.piiKeys, mediation, "lapsed") };
        }
        if (!decideMediation(snapshot, "expire", "system", now).ok) return { failed: false, sms: [] };
        await appendTimeline(tx, mediation, "mediation_failed", MEDIATION_NEXT_STEPS, now);
        await close(tx, mediation, { state: "failed" }, now);
        return { failed: true, sms: await mediationNotices(tx, deps.piiKeys, mediation, "failed") };
      });
      await sendNotices(deps, sms);
      if (failed) await forgetComplaintOf(deps, id);
    }
    await scheduleNextRun(deps.db, MEDIATION_DEADLINE_JOB, INTERVAL_MS, now);
  };
}

export function mediationDeadlineJob(deps: DeadlineDeps): JobDefinition {
  return {
    name: MEDIATION_DEADLINE_JOB,
    handle: createMediationDeadlineHandler(deps),
    atStart: (now) => scheduleNextRun(deps.db, MEDIATION_DEADLINE_JOB, INTERVAL_MS, now),
  };
}
