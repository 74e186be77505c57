import { schema } from "@tousu/db";
import { and, asc, gt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { SitemapSource } from "../../lib/sitemap";
import { isPublished } from "./published";

const { articles } = schema;

/** Articles readers may read now; a scheduled one joins when its time comes, dated then. */
export function articleSitemap(deps: Pick<AppDeps, "db" | "providers">): SitemapSource {
  return {
    name: "articles",
    async entriesAfter(after, limit) {
      const rows = await deps.db
        .select({
          id: articles.id,
          lastModified: sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`.mapWith(
            articles.updatedAt,
          ),
        })
        .from(articles)
        .where(and(isPublished(deps.providers.now()), gt(articles.id, after)))
        .orderBy(asc(articles.id))
        .limit(limit);
      return rows.map((row) => ({ key: row.id, path: `/article/${row.id}`, lastModified: row.lastModified }));
    },
  };
}
