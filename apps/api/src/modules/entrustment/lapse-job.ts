import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleJob } from "../../jobs/job-queue";
import { lapseEntrustment } from "./entrustment-steps";

const { entrustments } = schema;

export const ENTRUSTMENT_LAPSE_JOB = "entrustment.lapse";

/** Booked with the request, in its transaction: the request lapses when its answer is due. */
export async function scheduleEntrustmentLapse(
  db: DatabaseOrTransaction,
  entrustment: { id: number; answerDueAt: Date },
): Promise<void> {
  await scheduleJob(db, {
    name: ENTRUSTMENT_LAPSE_JOB,
    payload: { entrustment_id: entrustment.id },
    runAt: entrustment.answerDueAt,
    dedupeKey: `entrustment:${entrustment.id}:lapse`,
  });
}

/** When a request's answer is due, it lapses unless answered or withdrawn (`lapseEntrustment`). */
export function entrustmentLapseJob(deps: Pick<AppDeps, "db">): JobDefinition {
  return {
    name: ENTRUSTMENT_LAPSE_JOB,
    handle: async (payload, now) => {
      const id = Number(payload.entrustment_id);
      if (!Number.isSafeInteger(id)) return;
      await lapseEntrustment(deps, id, now);
    },
    // A request written without its job (the demo seed's) gets it when a node starts; a request that
    // has one keeps it (one waiting job per key).
    atStart: async () => {
      const waiting = await deps.db
        .select({ id: entrustments.id, answerDueAt: entrustments.answerDueAt })
        .from(entrustments)
        .where(eq(entrustments.status, "requested"));
      for (const entrustment of waiting) await scheduleEntrustmentLapse(deps.db, entrustment);
    },
  };
}
