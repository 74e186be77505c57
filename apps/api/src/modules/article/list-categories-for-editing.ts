import { type Database, schema } from "@tousu/db";
import { asc, eq, sql } from "drizzle-orm";

const { articles, articleCategories } = schema;

/** Every classification in its display order, with how many articles (in any state) it holds. */
export function listCategoriesForEditing(db: Database) {
  return db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      article_count: sql<number>`count(${articles.id})::int`,
    })
    .from(articleCategories)
    .leftJoin(articles, eq(articles.categoryId, articleCategories.id))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}
