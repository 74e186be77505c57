import type { ContractData, markFeedbackHandled } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";

const { feedback } = schema;

/**
 * Marks feedback handled, once: the first mark sets `handled_at` and writes the staff log in the same
 * transaction; a repeated or concurrent mark finds it set and answers the same time, logging nothing.
 */
export async function markFeedbackHandledBy(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  feedbackId: number,
): Promise<ContractData<typeof markFeedbackHandled>> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(feedback)
      .set({ handledAt: now })
      .where(and(eq(feedback.id, feedbackId), isNull(feedback.handledAt)))
      .returning({ handledAt: feedback.handledAt });
    if (marked) {
      await recordStaffAction(tx, {
        staffId,
        action: "feedback.handle",
        targetType: "feedback",
        targetId: feedbackId,
        now,
      });
      return { id: feedbackId, handled_at: now.toISOString() };
    }
    const [existing] = await tx
      .select({ handledAt: feedback.handledAt })
      .from(feedback)
      .where(eq(feedback.id, feedbackId));
    if (!existing?.handledAt) throw notFound("反馈不存在");
    return { id: feedbackId, handled_at: existing.handledAt.toISOString() };
  });
}
