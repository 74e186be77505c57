import { schema } from "@tousu/db";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { refreshArticlePages } from "./article-pages";
import { loadArticlePlacements, requireExistingArticles } from "./article-placements";

const { articles } = schema;

/** Withdraws articles from readers; a draft stays a draft. */
export async function withdrawArticles(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  articleIds: readonly number[],
): Promise<{ ids: number[] }> {
  const now = deps.providers.now();
  const ids = await deps.db.transaction(async (tx) => {
    const ids = await requireExistingArticles(tx, articleIds);
    const withdrawn = await tx
      .update(articles)
      .set({ publishedAt: null, withdrawnAt: now, updatedAt: now })
      .where(and(inArray(articles.id, ids), isNotNull(articles.publishedAt)))
      .returning({ id: articles.id });
    for (const { id } of withdrawn) {
      await recordStaffAction(tx, {
        staffId,
        action: "article.withdraw",
        targetType: "article",
        targetId: id,
        now,
      });
    }
    return withdrawn.map((row) => row.id);
  });
  await refreshArticlePages(deps, { articles: await loadArticlePlacements(deps.db, ids) });
  for (const id of ids) await deleteSubjectPosters(deps, "article", id);
  return { ids };
}
