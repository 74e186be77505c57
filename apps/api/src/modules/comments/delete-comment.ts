import { schema } from "@tousu/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forbidden, notFound } from "../../lib/app-error";

const { comments, complaints, articles } = schema;

/**
 * Soft-deletes the caller's own comment (complaint or article). Replies stay attached: a deleted
 * thread with replies shows "该评论已删除". Only a published comment was ever counted, so only
 * then do the counters come down.
 */
export async function deleteOwnComment(
  deps: Pick<AppDeps, "db" | "providers">,
  commentId: number,
  userId: number,
): Promise<{ id: number }> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
    if (!comment) throw notFound("评论不存在或已删除");
    if (comment.userId !== userId) throw forbidden("只能删除自己发表的评论");
    // Conditional on deleted_at: of two concurrent deletes only one lowers the counters.
    const [deleted] = await tx
      .update(comments)
      .set({ deletedAt: now })
      .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
      .returning({
        status: comments.status,
        complaintId: comments.complaintId,
        articleId: comments.articleId,
        parentId: comments.parentId,
      });
    if (!deleted) throw notFound("评论不存在或已删除");
    if (deleted.status !== "published") return { id: commentId };

    if (deleted.complaintId !== null) {
      await tx
        .update(complaints)
        .set({ commentCount: sql`greatest(${complaints.commentCount} - 1, 0)` })
        .where(eq(complaints.id, deleted.complaintId));
    }
    if (deleted.articleId !== null) {
      await tx
        .update(articles)
        .set({ commentCount: sql`greatest(${articles.commentCount} - 1, 0)` })
        .where(eq(articles.id, deleted.articleId));
    }
    if (deleted.parentId !== null) {
      await tx
        .update(comments)
        .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
        .where(eq(comments.id, deleted.parentId));
    }
    return { id: commentId };
  });
}
