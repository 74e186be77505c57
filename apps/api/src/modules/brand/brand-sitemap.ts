import { schema } from "@tousu/db";
import { asc, gt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { SitemapSource } from "../../lib/sitemap";

const { brands } = schema;

/** Every brand's page: a brand is public from the moment it exists. */
export function brandSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return {
    name: "brands",
    async entriesAfter(after, limit) {
      const rows = await deps.db
        .select({ id: brands.id, updatedAt: brands.updatedAt })
        .from(brands)
        .where(gt(brands.id, after))
        .orderBy(asc(brands.id))
        .limit(limit);
      return rows.map((row) => ({ key: row.id, path: `/brands/${row.id}`, lastModified: row.updatedAt }));
    },
  };
}
