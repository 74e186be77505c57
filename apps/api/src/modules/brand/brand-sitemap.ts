import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { rowsSitemap, type SitemapSource } from "../../lib/sitemap";

const { brands } = schema;

/** Every brand's page: a brand is public from the moment it exists. */
export function brandSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return rowsSitemap(deps.db, {
    name: "brands",
    table: brands,
    id: brands.id,
    lastModified: brands.updatedAt,
    path: (id) => `/brands/${id}`,
  });
}
