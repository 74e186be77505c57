import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { rowsSitemap, type SitemapSource } from "../../lib/sitemap";

const { complaints } = schema;

/** Published complaints at their canonical address, read along the public ids' partial index. */
export function complaintSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return rowsSitemap(deps.db, {
    name: "complaints",
    table: complaints,
    id: complaints.id,
    lastModified: complaints.updatedAt,
    visible: isPublicComplaint,
    path: (id) => `/tousu/${id}`,
  });
}
