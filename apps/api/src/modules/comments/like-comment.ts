import { schema } from "@tousu/db";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { awardPoints } from "../../lib/points";
import { findPublicComment } from "./public-targets";

const { comments, commentLikes } = schema;

/**
 * Likes a comment once per user: the (comment, user) key decides, so a second like — even a
 * concurrent one — answers 400 and changes nothing. The author earns a point per liker, never
 * for liking their own comment.
 */
export async function likeComment(
  deps: Pick<AppDeps, "db" | "providers">,
  commentId: number,
  likerId: number,
): Promise<{ like_count: number; liked: true }> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const comment = await findPublicComment(tx, commentId, now);
    if (!comment) throw notFound("评论不存在或已删除");
    const inserted = await tx
      .insert(commentLikes)
      .values({ commentId, userId: likerId, createdAt: now })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    if (inserted.length === 0) throw badRequest("您已经赞过这条评论了");
    const [updated] = await tx
      .update(comments)
      .set({ likeCount: sql`${comments.likeCount} + 1` })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    if (comment.userId !== likerId) {
      await awardPoints(tx, {
        userId: comment.userId,
        reason: "comment_liked",
        sourceId: `${commentId}:${likerId}`,
        now,
      });
    }
    return { like_count: updated?.likeCount ?? 0, liked: true as const };
  });
}
