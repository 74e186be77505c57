import { schema } from "@tousu/db";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { hasLikedArticle } from "./article-likes";
import { articleCardColumns, toArticleCard } from "./article-list";
import { articleSourceColumns, toArticleSource } from "./article-source";
import { isPublished } from "./published";
import { sanitizeArticleHtml } from "./sanitize-article-html";

const { articles, articleCategories, articleTags, tags } = schema;

/**
 * A published article with its body, its tags and whether the viewer likes it; drafts and scheduled
 * ones are not found.
 */
export async function loadArticle(
  deps: Pick<AppDeps, "db" | "providers">,
  id: number,
  viewerId: number | null,
) {
  const { db } = deps;
  const [[row], tagRows, liked] = await Promise.all([
    db
      .select({ ...articleCardColumns, ...articleSourceColumns })
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(and(eq(articles.id, id), isPublished(deps.providers.now()))),
    db
      .select({ id: tags.id, name: tags.name })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(eq(articleTags.articleId, id))
      .orderBy(asc(tags.id)),
    hasLikedArticle(deps, id, viewerId),
  ]);
  if (!row) throw notFound("文章不存在或尚未发布");
  return {
    ...toArticleCard(row),
    content: sanitizeArticleHtml(row.content),
    tags: tagRows,
    source: toArticleSource(row),
    liked,
  };
}
