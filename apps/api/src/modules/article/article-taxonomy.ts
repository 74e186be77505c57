import { schema } from "@tousu/db";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublished } from "./published";

const { articles, articleCategories, articleTags, tags } = schema;

/** Every category in its editors' order, with how many published articles it holds. */
export function listArticleCategories(deps: Pick<AppDeps, "db" | "providers">) {
  return deps.db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      article_count: sql<number>`count(${articles.id})::int`,
    })
    .from(articleCategories)
    .leftJoin(articles, and(eq(articles.categoryId, articleCategories.id), isPublished(deps.providers.now())))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

/** The tags carried by the most published articles. */
export function listHotArticleTags(deps: Pick<AppDeps, "db" | "providers">, limit: number) {
  const articleCount = count(articleTags.articleId);
  return deps.db
    .select({ id: tags.id, name: tags.name, article_count: articleCount })
    .from(tags)
    .innerJoin(articleTags, eq(articleTags.tagId, tags.id))
    .innerJoin(articles, and(eq(articles.id, articleTags.articleId), isPublished(deps.providers.now())))
    .groupBy(tags.id)
    .orderBy(desc(articleCount), asc(tags.id))
    .limit(limit);
}
