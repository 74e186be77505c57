import {
  type ContractData,
  type ContractOutput,
  type listPushMessages,
  MARK_ALL_MESSAGES_READ,
  type PushMessageKind,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { notifyUnreadChanged } from "../../lib/live-events";
import { pageResult, pageWindow } from "../../lib/paging";

const { pushMessages } = schema;

export async function listMessages(
  deps: Pick<AppDeps, "db">,
  userId: number,
  query: ContractOutput<typeof listPushMessages, "query">,
): Promise<ContractData<typeof listPushMessages>> {
  const filter = and(
    eq(pushMessages.userId, userId),
    query.kind ? eq(pushMessages.kind, query.kind) : undefined,
  );
  const paging = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(pushMessages)
      .where(filter)
      .orderBy(desc(pushMessages.createdAt), desc(pushMessages.id))
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db.select({ value: count() }).from(pushMessages).where(filter),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    complaint_id: row.complaintId,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  }));
  return pageResult(list, total?.value ?? 0, query);
}

/**
 * Marks one of the user's messages read, or all of them (of one kind) for MARK_ALL_MESSAGES_READ.
 * Someone else's message is reported missing, never touched; reading a read message keeps its first read time.
 */
export async function markMessagesRead(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  target: { id: number; kind?: PushMessageKind | undefined },
): Promise<void> {
  const now = deps.providers.now();
  if (target.id === MARK_ALL_MESSAGES_READ) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(pushMessages)
        .set({ readAt: now })
        .where(
          and(
            eq(pushMessages.userId, userId),
            isNull(pushMessages.readAt),
            target.kind ? eq(pushMessages.kind, target.kind) : undefined,
          ),
        );
      await notifyUnreadChanged(tx, [userId]);
    });
    return;
  }
  const [message] = await deps.db
    .select({ readAt: pushMessages.readAt })
    .from(pushMessages)
    .where(and(eq(pushMessages.id, target.id), eq(pushMessages.userId, userId)));
  if (!message) throw notFound("消息不存在或已删除");
  if (message.readAt === null) {
    await deps.db.transaction(async (tx) => {
      await tx.update(pushMessages).set({ readAt: now }).where(eq(pushMessages.id, target.id));
      await notifyUnreadChanged(tx, [userId]);
    });
  }
}
