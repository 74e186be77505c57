import { schema, type Transaction } from "@tousu/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

const { complaints, comments, articles } = schema;

export type CommentStatus = "published" | "pending" | "hidden";

type CommentTarget = {
  id: number;
  complaintId: number | null;
  articleId: number | null;
  parentId: number | null;
};

/**
 * Comment counters count published comments only (the posting and deleting code keep to that), so a
 * comment entering or leaving the published state moves its page's count and its thread's replies.
 */
async function countComment(tx: Transaction, comment: CommentTarget, delta: 1 | -1): Promise<void> {
  const moved = <T extends PgColumn>(column: T) => sql`greatest(${column} + ${delta}, 0)`;
  if (comment.complaintId !== null) {
    await tx
      .update(complaints)
      .set({ commentCount: moved(complaints.commentCount) })
      .where(eq(complaints.id, comment.complaintId));
  }
  if (comment.articleId !== null) {
    await tx
      .update(articles)
      .set({ commentCount: moved(articles.commentCount) })
      .where(eq(articles.id, comment.articleId));
  }
  if (comment.parentId !== null) {
    await tx
      .update(comments)
      .set({ replyCount: moved(comments.replyCount) })
      .where(eq(comments.id, comment.parentId));
  }
}

/** Sets a comment's status, keeping the counters in step. */
export async function setCommentStatus(
  tx: Transaction,
  comment: CommentTarget & { status: CommentStatus },
  status: CommentStatus,
): Promise<void> {
  await tx.update(comments).set({ status }).where(eq(comments.id, comment.id));
  const wasCounted = comment.status === "published";
  const isCounted = status === "published";
  if (wasCounted !== isCounted) await countComment(tx, comment, isCounted ? 1 : -1);
}

/** The comment (unless deleted), locked for the caller's transaction. */
export async function lockComment(tx: Transaction, commentId: number) {
  const [comment] = await tx
    .select({
      id: comments.id,
      status: comments.status,
      complaintId: comments.complaintId,
      articleId: comments.articleId,
      parentId: comments.parentId,
    })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .for("update");
  return comment;
}
