import { schema } from "@tousu/db";
import { and, desc, gte, notInArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { listHotKeywords } from "../search";
import { isPublished } from "./published";

const { articles } = schema;

/** "Recent" for the side column's most read articles: those published in the last 90 days. */
const HOT_WINDOW_MS = 90 * 24 * 60 * 60_000;

/**
 * The side column of the article pages: the most read articles of the recent window (topped up with
 * the most read of all time when the window holds too few) and the hot search words.
 */
export async function loadArticleHotInfo(deps: Pick<AppDeps, "db" | "providers">, limit: number) {
  const { db } = deps;
  const now = deps.providers.now();
  const columns = { id: articles.id, title: articles.title, view_count: articles.viewCount };
  const mostRead = [desc(articles.viewCount), desc(articles.id)];
  const [recent, words] = await Promise.all([
    db
      .select(columns)
      .from(articles)
      .where(and(isPublished(now), gte(articles.publishedAt, new Date(now.getTime() - HOT_WINDOW_MS))))
      .orderBy(...mostRead)
      .limit(limit),
    listHotKeywords(db, limit),
  ]);
  const older =
    recent.length < limit
      ? await db
          .select(columns)
          .from(articles)
          .where(
            and(
              isPublished(now),
              recent.length > 0
                ? notInArray(
                    articles.id,
                    recent.map((article) => article.id),
                  )
                : undefined,
            ),
          )
          .orderBy(...mostRead)
          .limit(limit - recent.length)
      : [];
  return {
    articles: [...recent, ...older],
    words: words.map(({ keyword, is_hot }) => ({ keyword, is_hot })),
  };
}
