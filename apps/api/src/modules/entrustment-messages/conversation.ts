import type { ContractData, listEntrustmentMessages, sendEntrustmentMessage } from "@tousu/contracts";
import { SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { decryptPii, encryptPii, schema, type Transaction } from "@tousu/db";
import {
  ENTRUSTMENT_MESSAGES_PAGE,
  type EntrustmentSide,
  entrustmentMessaging,
  entrustmentPageFor,
} from "@tousu/domain";
import { and, asc, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { createPushMessage } from "../../lib/push-messages";
import type { AuthenticatedUser } from "../../lib/request-user";
import { isActingLawyer } from "../entrustment";
import { announceEntrustmentMessage } from "./announce-message";

const { entrustmentMessages, entrustments, pushMessages } = schema;

type EntrustmentRow = typeof entrustments.$inferSelect;
type MessageRow = typeof entrustmentMessages.$inferSelect;

/** The notice a new message leaves the other party; one unread at a time per conversation (decision 053). */
const MESSAGE_NOTICES: Record<EntrustmentSide, { title: string; content: string }> = {
  consumer: { title: "委托人发来新消息", content: "您代理的委托有委托人的新消息，请到案件页查看。" },
  lawyer: { title: "律师发来新消息", content: "您委托的律师给您发来了新消息，请到委托页查看。" },
};

/**
 * The caller's side in an entrustment's conversation: its consumer, or its lawyer signed in as a
 * lawyer with a profile still verified. Anyone else is refused the same way whether or not it exists.
 */
async function sideOf(
  tx: Transaction,
  user: AuthenticatedUser,
  entrustmentId: number,
  lock: boolean,
): Promise<{ row: EntrustmentRow; side: EntrustmentSide }> {
  const query = tx.select().from(entrustments).where(eq(entrustments.id, entrustmentId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("委托不存在");
  if (row.consumerId === user.id) return { row, side: "consumer" };
  if (await isActingLawyer(tx, user, row)) return { row, side: "lawyer" };
  throw forbidden("没有权限查看该委托的消息");
}

export async function readConversation(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  user: AuthenticatedUser,
  entrustmentId: number,
  cursor: { after?: number | undefined; before?: number | undefined },
): Promise<ContractData<typeof listEntrustmentMessages>> {
  if (cursor.after !== undefined && cursor.before !== undefined) {
    throw badRequest("after 与 before 只能使用其中一个");
  }
  return deps.db.transaction(async (tx) => {
    const { row, side } = await sideOf(tx, user, entrustmentId, false);
    const messaging = entrustmentMessaging(row.status);
    if (!messaging.canRead) throw badRequest(messaging.message);
    const byEntrustment = eq(entrustmentMessages.entrustmentId, row.id);
    let rows: MessageRow[];
    let hasEarlier = false;
    if (cursor.after !== undefined) {
      rows = await tx
        .select()
        .from(entrustmentMessages)
        .where(and(byEntrustment, gt(entrustmentMessages.id, cursor.after)))
        .orderBy(asc(entrustmentMessages.id))
        .limit(ENTRUSTMENT_MESSAGES_PAGE);
    } else {
      // The newest page, read newest first and turned around: one more row says whether earlier ones exist.
      const newest = await tx
        .select()
        .from(entrustmentMessages)
        .where(
          and(
            byEntrustment,
            cursor.before === undefined ? undefined : lt(entrustmentMessages.id, cursor.before),
          ),
        )
        .orderBy(desc(entrustmentMessages.id))
        .limit(ENTRUSTMENT_MESSAGES_PAGE + 1);
      hasEarlier = newest.length > ENTRUSTMENT_MESSAGES_PAGE;
      rows = newest.slice(0, ENTRUSTMENT_MESSAGES_PAGE).reverse();
    }
    return {
      side,
      can_send: messaging.canWrite,
      closed_message: messaging.canWrite ? null : messaging.message,
      list: rows.map((message) => toMessage(deps, message)),
      has_earlier: hasEarlier,
    };
  });
}

/**
 * Sends a message to the other party, with their notice, in one transaction, then tells both
 * parties' open pages. Words the platform blocks are refused as in comments; the conversation is
 * private, so nothing is held for review.
 */
export async function sendMessage(
  deps: Pick<AppDeps, "db" | "providers" | "piiKeys" | "sensitiveWords" | "liveEvents" | "log">,
  user: AuthenticatedUser,
  entrustmentId: number,
  content: string,
): Promise<ContractData<typeof sendEntrustmentMessage>> {
  const now = deps.providers.now();
  const { row, created } = await deps.db.transaction(async (tx) => {
    // Locked: a message cannot slip in while the lawyer closes the entrustment.
    const { row, side } = await sideOf(tx, user, entrustmentId, true);
    const messaging = entrustmentMessaging(row.status);
    if (!messaging.canWrite) throw badRequest(messaging.message);
    const hits = await deps.sensitiveWords.check(content);
    if (hits.block.length > 0) throw badRequest(SENSITIVE_WORD_MESSAGE, { words: hits.block });
    const [message] = await tx
      .insert(entrustmentMessages)
      .values({
        entrustmentId: row.id,
        senderId: user.id,
        senderSide: side,
        contentCipher: encryptPii(content, deps.piiKeys.encryptionKey),
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error("insert returned no row");
    await noticeOtherParty(tx, row, side, now);
    return { row, created: message };
  });
  await announceEntrustmentMessage(deps, row, created.id);
  return toMessage(deps, created);
}

/** Coalesced: while the other party has not read the last notice of this conversation, it only moves up. */
async function noticeOtherParty(
  tx: Transaction,
  row: EntrustmentRow,
  sender: EntrustmentSide,
  now: Date,
): Promise<void> {
  const recipient: EntrustmentSide = sender === "consumer" ? "lawyer" : "consumer";
  const userId = recipient === "consumer" ? row.consumerId : row.lawyerId;
  const link = entrustmentPageFor(recipient, row);
  const notice = MESSAGE_NOTICES[sender];
  const bumped = await tx
    .update(pushMessages)
    .set({ createdAt: now })
    .where(
      and(
        eq(pushMessages.userId, userId),
        eq(pushMessages.link, link),
        eq(pushMessages.title, notice.title),
        isNull(pushMessages.readAt),
      ),
    )
    .returning({ id: pushMessages.id });
  if (bumped.length > 0) return;
  await createPushMessage(tx, {
    userId,
    ...(recipient === "consumer"
      ? { kind: "complaint", complaintId: row.complaintId }
      : { kind: "platform" }),
    ...notice,
    link,
    now,
  });
}

function toMessage(deps: Pick<AppDeps, "piiKeys">, row: MessageRow) {
  return {
    id: row.id,
    side: row.senderSide,
    content: decryptPii(row.contentCipher, deps.piiKeys.encryptionKey),
    created_at: row.createdAt.toISOString(),
  };
}
