import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { asc, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { ArticlePlacement } from "./article-pages";

const { articles, articleTags, tags } = schema;

/** The tags of these articles, each row naming its article. */
export async function loadArticleTags(db: DatabaseOrTransaction, articleIds: readonly number[]) {
  if (articleIds.length === 0) return [];
  return db
    .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, [...articleIds]))
    .orderBy(asc(tags.id));
}

/** Where these articles sit on the public pages: their classification and tags. */
export async function loadArticlePlacements(
  db: DatabaseOrTransaction,
  ids: readonly number[],
): Promise<ArticlePlacement[]> {
  const [rows, tagRows] = await Promise.all([
    db
      .select({ id: articles.id, categoryId: articles.categoryId })
      .from(articles)
      .where(inArray(articles.id, [...ids])),
    loadArticleTags(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    tagIds: tagRows.filter((tag) => tag.articleId === row.id).map((tag) => tag.id),
  }));
}

/** Every named article must exist: a bulk action on a list that changed meanwhile says so. */
export async function requireExistingArticles(
  db: DatabaseOrTransaction,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, unique));
  if (rows.length !== unique.length) throw notFound("部分文章不存在，请刷新列表后重试");
  return unique;
}
