import type { ContractData, getCmsArticle } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { articleStateOf } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { toIsoOrNull } from "../../lib/query-helpers";
import { documentFromHtml } from "./article-document";
import { loadArticleTags } from "./article-placements";

const { articles } = schema;

/** An article as the editor opens it: its document, classification, tags and state. */
export async function loadArticleForEditing(
  deps: Pick<AppDeps, "db" | "providers">,
  id: number,
): Promise<ContractData<typeof getCmsArticle>> {
  const [[row], tagRows] = await Promise.all([
    deps.db.select().from(articles).where(eq(articles.id, id)),
    loadArticleTags(deps.db, [id]),
  ]);
  if (!row) throw notFound("文章不存在");
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    author: row.author,
    cover: row.coverUrl,
    category_id: row.categoryId,
    tags: tagRows.map(({ id: tagId, name }) => ({ id: tagId, name })),
    source_name: row.sourceName,
    source_url: row.sourceUrl,
    original_title: row.originalTitle,
    original_author: row.originalAuthor,
    document: (row.contentJson as Record<string, unknown> | null) ?? documentFromHtml(row.content),
    state: articleStateOf(row, deps.providers.now()),
    published_at: toIsoOrNull(row.publishedAt),
  };
}
