import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { rowsSitemap, type SitemapSource } from "../../lib/sitemap";
import { publicQuestion } from "./qa-posts";

const { qaQuestions } = schema;

/** Published questions; a held, reported or hidden one is left out until it is public again. */
export function questionSitemap(deps: Pick<AppDeps, "db">): SitemapSource {
  return rowsSitemap(deps.db, {
    name: "questions",
    table: qaQuestions,
    id: qaQuestions.id,
    lastModified: qaQuestions.updatedAt,
    visible: () => publicQuestion,
    path: (id) => `/qa/${id}`,
  });
}
