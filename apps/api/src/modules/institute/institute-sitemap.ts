import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { rowsSitemap, type SitemapSource } from "../../lib/sitemap";
import { isPublishedReport } from "./institute-reports";

const { instituteReports } = schema;

/** Published reports at their reading address; the printable copy names it as canonical. */
export function instituteSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return rowsSitemap(deps.db, {
    name: "reports",
    table: instituteReports,
    id: instituteReports.id,
    lastModified: instituteReports.updatedAt,
    visible: () => isPublishedReport,
    path: (id) => `/institute/${id}`,
  });
}
