import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { notifyUnreadChanged } from "./live-events";

export interface PushMessageInput {
  userId: number;
  kind: "platform" | "complaint";
  title: string;
  content: string;
  /** A site path the message opens, e.g. `/complaint/123`. */
  link?: string;
  complaintId?: number;
  now: Date;
}

/**
 * An in-site message (GET /user/push/list); written in the caller's transaction with the event it
 * reports, whose commit tells the recipient's open pages their new unread count (decision 101).
 */
export async function createPushMessage(db: DatabaseOrTransaction, message: PushMessageInput): Promise<void> {
  await db.insert(schema.pushMessages).values({
    userId: message.userId,
    kind: message.kind,
    title: message.title,
    content: message.content,
    link: message.link ?? null,
    complaintId: message.complaintId ?? null,
    createdAt: message.now,
  });
  await notifyUnreadChanged(db, [message.userId]);
}
