import type { schema } from "@tousu/db";
import { LIVE_EVENT_TYPES } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { announceToAccounts } from "../../lib/live-events";
import { isVerifiedLawyer } from "../../lib/verified-lawyer";

type EntrustmentRow = typeof schema.entrustments.$inferSelect;

/**
 * Tells the open pages of the entrustment's two parties (their accounts' event streams, decision 101)
 * that a message was sent, once it has committed: the sender's other tabs and the other party. The
 * event names the entrustment and the message only: each page reads the conversation through its own
 * call, which checks the reader again (the lawyer in a lawyer session). A lawyer no longer verified
 * is no longer told.
 */
export function announceEntrustmentMessage(
  deps: Pick<AppDeps, "db" | "liveEvents" | "log">,
  entrustment: Pick<EntrustmentRow, "id" | "consumerId" | "lawyerId">,
  messageId: number,
): Promise<void> {
  const data = { entrustment_id: entrustment.id, message_id: messageId };
  return announceToAccounts(deps, LIVE_EVENT_TYPES.entrustmentMessage, data, async () =>
    (await isVerifiedLawyer(deps.db, entrustment.lawyerId))
      ? [entrustment.consumerId, entrustment.lawyerId]
      : [entrustment.consumerId],
  );
}
