import { type ContractOutput, SEARCH_RESULT_LIMIT, type searchArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { toPlainExcerpt } from "../../complaint-core/complaint-summaries";
import { pageResult, pageWindow } from "../../lib/paging";
import { findMatchRanges } from "./match-ranges";
import { recencyBoost } from "./recency-boost";
import { textMatch } from "./text-match";

const { articles } = schema;

/**
 * A page of published articles matching the key, the newest matches at most SEARCH_RESULT_LIMIT
 * ranked by relevance (as complaints are, docs/decisions/032), with the matches marked: a common
 * word found in most articles is answered from its newest thousand, not by ranking them all.
 */
export async function searchArticlePage(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof searchArticles, "query">,
) {
  const { db } = deps;
  const now = deps.providers.now();
  const match = textMatch({ vector: articles.searchVector, title: articles.title }, query.key);
  const where = and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now), match.where);
  const newestMatches = (limit: number) =>
    db
      .select({
        id: articles.id,
        score: sql<number>`${match.rank} + ${recencyBoost(articles.publishedAt, now)}`.as("score"),
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.id))
      .limit(limit)
      .as("matches");
  const ranked = newestMatches(SEARCH_RESULT_LIMIT);
  // One past the limit only tells that there are more.
  const counted = newestMatches(SEARCH_RESULT_LIMIT + 1);
  const paging = pageWindow(query);
  const [page, [totalRow]] = await Promise.all([
    db
      .select({ id: ranked.id })
      .from(ranked)
      .orderBy(desc(ranked.score), desc(ranked.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(counted),
  ]);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: articles.id,
            title: articles.title,
            summary: articles.summary,
            content: articles.content,
            coverUrl: articles.coverUrl,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .where(inArray(articles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matched = totalRow?.value ?? 0;
  const list = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const summary = row.summary || toPlainExcerpt(row.content);
    return [
      {
        id: row.id,
        title: row.title,
        summary,
        cover: row.coverUrl,
        published_at: (row.publishedAt ?? now).toISOString(),
        highlight: {
          title: findMatchRanges(row.title, query.key),
          summary: findMatchRanges(summary, query.key),
        },
      },
    ];
  });
  return {
    ...pageResult(list, Math.min(matched, SEARCH_RESULT_LIMIT), query),
    total_capped: matched > SEARCH_RESULT_LIMIT,
  };
}
