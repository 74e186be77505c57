import { getRandomArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, inArray, isNotNull, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { pickRandomIds } from "../../lib/random-rows";
import { route } from "../../lib/route";

const { articles } = schema;

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getRandomArticles, async ({ query }) => {
    const ids = await pickRandomIds(db, {
      table: articles,
      id: articles.id,
      where: and(isNotNull(articles.publishedAt), lte(articles.publishedAt, deps.providers.now()))!,
      limit: query.page_size,
    });
    if (ids.length === 0) return [];
    return db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(inArray(articles.id, ids));
  });
}
