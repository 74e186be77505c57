import type { schema } from "@tousu/db";
import { LIVE_EVENT_TYPES, liveTopics } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { isVerifiedLawyer } from "../../lib/verified-lawyer";

type EntrustmentRow = typeof schema.entrustments.$inferSelect;

/**
 * Tells the open pages of the entrustment's two parties (their accounts' event streams, decision 101)
 * that a message was sent, once it has committed: the sender's other tabs and the other party. The
 * event names the entrustment and the message only: each page reads the conversation through its own
 * call, which checks the reader again (the lawyer in a lawyer session). A lawyer no longer verified
 * is no longer told.
 */
export async function announceEntrustmentMessage(
  deps: Pick<AppDeps, "db" | "liveEvents" | "log">,
  entrustment: Pick<EntrustmentRow, "id" | "consumerId" | "lawyerId">,
  messageId: number,
): Promise<void> {
  try {
    const data = { entrustment_id: entrustment.id, message_id: messageId };
    const parties = [entrustment.consumerId];
    if (await isVerifiedLawyer(deps.db, entrustment.lawyerId)) parties.push(entrustment.lawyerId);
    await Promise.all(
      parties.map((userId) =>
        deps.liveEvents.publish(liveTopics.user(userId), LIVE_EVENT_TYPES.entrustmentMessage, data),
      ),
    );
  } catch (error) {
    // The message is stored; the pages still show it on their next read.
    deps.log.warn({ err: error }, "entrustment messages: a new message was not announced");
  }
}
