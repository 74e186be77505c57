import { schema } from "@tousu/db";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { isPublished } from "./published";

const { articles, articleLikes } = schema;

interface LikeState {
  like_count: number;
  liked: boolean;
}

/**
 * Likes or unlikes a published article. The (article, reader) key decides: a second like, or an
 * unlike of nothing, answers 400 and changes nothing, even when two arrive at once, so
 * `like_count` stays the number of rows.
 */
export async function setArticleLike(
  deps: Pick<AppDeps, "db" | "providers">,
  articleId: number,
  userId: number,
  like: boolean,
): Promise<LikeState> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, articleId), isPublished(now)));
    if (!article) throw notFound("文章不存在或尚未发布");
    const changed = like
      ? await tx
          .insert(articleLikes)
          .values({ articleId, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: articleLikes.userId })
      : await tx
          .delete(articleLikes)
          .where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, userId)))
          .returning({ userId: articleLikes.userId });
    if (changed.length === 0) throw badRequest(like ? "您已经赞过这篇文章了" : "您还没有赞过这篇文章");
    const [updated] = await tx
      .update(articles)
      // A like is not an edit: updated_at keeps its value.
      .set({
        likeCount: sql`greatest(${articles.likeCount} + ${like ? 1 : -1}, 0)`,
        updatedAt: sql`${articles.updatedAt}`,
      })
      .where(eq(articles.id, articleId))
      .returning({ likeCount: articles.likeCount });
    return { like_count: updated?.likeCount ?? 0, liked: like };
  });
}

/** Whether the viewer has liked the article; a visitor has not. */
export async function hasLikedArticle(
  deps: Pick<AppDeps, "db">,
  articleId: number,
  viewerId: number | null,
): Promise<boolean> {
  if (viewerId === null) return false;
  const [row] = await deps.db
    .select({ userId: articleLikes.userId })
    .from(articleLikes)
    .where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, viewerId)));
  return row !== undefined;
}
