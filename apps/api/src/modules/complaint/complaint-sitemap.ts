import { schema } from "@tousu/db";
import { and, asc, gt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import type { SitemapSource } from "../../lib/sitemap";

const { complaints } = schema;

/** Published complaints at their canonical address, read along the public ids' partial index. */
export function complaintSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return {
    name: "complaints",
    async entriesAfter(after, limit) {
      const rows = await deps.db
        .select({ id: complaints.id, updatedAt: complaints.updatedAt })
        .from(complaints)
        .where(and(isPublicComplaint(), gt(complaints.id, after)))
        .orderBy(asc(complaints.id))
        .limit(limit);
      return rows.map((row) => ({ key: row.id, path: `/tousu/${row.id}`, lastModified: row.updatedAt }));
    },
  };
}
