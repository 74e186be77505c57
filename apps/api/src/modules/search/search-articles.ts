import type { ContractOutput, searchArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, isNotNull, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { toPlainExcerpt } from "../../complaint-core/complaint-summaries";
import { findMatchRanges } from "./match-ranges";
import { recencyBoost } from "./recency-boost";
import { textMatch } from "./text-match";

const { articles } = schema;

/** A page of published articles matching the key, most relevant first, with the matches marked. */
export async function searchArticlePage(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof searchArticles, "query">,
) {
  const { db } = deps;
  const now = deps.providers.now();
  const match = textMatch({ vector: articles.searchVector, title: articles.title }, query.key);
  const where = and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now), match.where);
  const score = sql`${match.rank} + ${recencyBoost(articles.publishedAt, now)}`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        summary: articles.summary,
        content: articles.content,
        coverUrl: articles.coverUrl,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(score), desc(articles.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(articles).where(where),
  ]);
  return {
    list: rows.map((row) => {
      const summary = row.summary || toPlainExcerpt(row.content);
      return {
        id: row.id,
        title: row.title,
        summary,
        cover: row.coverUrl,
        published_at: (row.publishedAt ?? now).toISOString(),
        highlight: {
          title: findMatchRanges(row.title, query.key),
          summary: findMatchRanges(summary, query.key),
        },
      };
    }),
    total: totalRow?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
