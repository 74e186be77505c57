import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { decideEntrustment, entrustmentPageFor } from "@tousu/domain";
import { and, eq, lte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleJob } from "../../jobs/job-queue";
import { createPushMessage } from "../../lib/push-messages";

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

/**
 * A request the lawyer left unanswered for 48 hours lapses, and the consumer is told so they can
 * choose another lawyer. A request answered or withdrawn meanwhile is left as it is.
 */
export function entrustmentLapseJob(deps: Pick<AppDeps, "db">): JobDefinition {
  return {
    name: ENTRUSTMENT_LAPSE_JOB,
    handle: async (payload, now) => {
      const id = Number(payload.entrustment_id);
      if (!Number.isSafeInteger(id)) return;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(entrustments)
          .where(and(eq(entrustments.id, id), lte(entrustments.answerDueAt, now)))
          .for("update");
        if (!row || !decideEntrustment(row.status, "lapse", "platform").ok) return;
        await tx
          .update(entrustments)
          .set({ status: "lapsed", endedAt: now, updatedAt: now })
          .where(eq(entrustments.id, id));
        await createPushMessage(tx, {
          userId: row.consumerId,
          kind: "complaint",
          title: "律师未答复您的委托",
          content: "您委托的律师在48小时内未答复，委托已失效。您可以另选律师委托。",
          link: entrustmentPageFor("consumer", row),
          complaintId: row.complaintId,
          now,
        });
      });
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
