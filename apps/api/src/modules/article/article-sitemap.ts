import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { rowsSitemap, type SitemapSource } from "../../lib/sitemap";
import { isPublished } from "./published";

const { articles } = schema;

/** Articles readers may read now; a scheduled one joins when its time comes, dated then. */
export function articleSitemap(deps: Pick<AppDeps, "db" | "providers">): SitemapSource {
  return rowsSitemap(deps.db, {
    name: "articles",
    table: articles,
    id: articles.id,
    lastModified: sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`.mapWith(
      articles.updatedAt,
    ),
    visible: () => isPublished(deps.providers.now()),
    path: (id) => `/article/${id}`,
  });
}
