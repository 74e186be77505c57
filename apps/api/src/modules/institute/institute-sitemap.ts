import { schema } from "@tousu/db";
import { and, asc, gt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { SitemapSource } from "../../lib/sitemap";
import { isPublishedReport } from "./institute-reports";

const { instituteReports } = schema;

/** Published reports at their reading address; the printable copy names it as canonical. */
export function instituteSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return {
    name: "reports",
    async entriesAfter(after, limit) {
      const rows = await deps.db
        .select({ id: instituteReports.id, lastModified: instituteReports.updatedAt })
        .from(instituteReports)
        .where(and(isPublishedReport, gt(instituteReports.id, after)))
        .orderBy(asc(instituteReports.id))
        .limit(limit);
      return rows.map((row) => ({
        key: row.id,
        path: `/institute/${row.id}`,
        lastModified: row.lastModified,
      }));
    },
  };
}
