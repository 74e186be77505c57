import type { ContractOutput, getRandomArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, isNotNull, lte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { sampleTitles } from "../../lib/random-rows";

const { articles } = schema;

/** A random handful of titles of the articles published by now. */
export function sampleArticleTitles(
  deps: Pick<AppDeps, "db" | "cache" | "providers">,
  query: ContractOutput<typeof getRandomArticles, "query">,
) {
  return sampleTitles(
    deps,
    {
      name: "articles",
      table: articles,
      id: articles.id,
      title: articles.title,
      where: () => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, deps.providers.now()))!,
    },
    query,
  );
}
