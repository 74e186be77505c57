import { schema } from "@tousu/db";
import { and, asc, gt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { SitemapSource } from "../../lib/sitemap";
import { publicQuestion } from "./qa-posts";

const { qaQuestions } = schema;

/** Published questions; a held, reported or hidden one is left out until it is public again. */
export function questionSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return {
    name: "questions",
    async entriesAfter(after, limit) {
      const rows = await deps.db
        .select({ id: qaQuestions.id, lastModified: qaQuestions.updatedAt })
        .from(qaQuestions)
        .where(and(publicQuestion, gt(qaQuestions.id, after)))
        .orderBy(asc(qaQuestions.id))
        .limit(limit);
      return rows.map((row) => ({ key: row.id, path: `/qa/${row.id}`, lastModified: row.lastModified }));
    },
  };
}
