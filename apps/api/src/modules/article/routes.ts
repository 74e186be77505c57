import { getRandomArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, isNotNull, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { sampleTitles } from "../../lib/random-rows";
import { route } from "../../lib/route";

const { articles } = schema;

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRandomArticles, ({ query }) =>
    sampleTitles(
      deps,
      {
        name: "articles",
        table: articles,
        id: articles.id,
        title: articles.title,
        where: () => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, deps.providers.now()))!,
      },
      query,
    ),
  );
}
