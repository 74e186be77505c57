import type { ContractData, ContractOutput, publishCmsArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import type { ArticleState } from "@tousu/domain";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { refreshArticlePages } from "./article-pages";
import { loadArticlePlacements, requireExistingArticles } from "./article-placements";

const { articles } = schema;

/** Publishes now, or schedules for `publish_at` (which must lie ahead). */
export async function publishArticles(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  body: ContractOutput<typeof publishCmsArticles, "body">,
): Promise<ContractData<typeof publishCmsArticles>> {
  const now = deps.providers.now();
  const isScheduled = body.publish_at !== undefined;
  const publishAt = isScheduled ? new Date(body.publish_at!) : now;
  if (isScheduled && publishAt.getTime() <= now.getTime()) throw badRequest("定时发布的时间须晚于现在");
  const state: ArticleState = isScheduled ? "scheduled" : "published";
  const ids = await deps.db.transaction(async (tx) => {
    const ids = await requireExistingArticles(tx, body.ids);
    await tx
      .update(articles)
      .set({ publishedAt: publishAt, withdrawnAt: null, updatedAt: now })
      .where(inArray(articles.id, ids));
    for (const id of ids) {
      await recordStaffAction(tx, {
        staffId,
        action: state === "published" ? "article.publish" : "article.schedule",
        targetType: "article",
        targetId: id,
        detail: { publish_at: publishAt.toISOString() },
        now,
      });
    }
    return ids;
  });
  await refreshArticlePages(deps, { articles: await loadArticlePlacements(deps.db, ids) });
  // A published article scheduled again is not public until then: its posters go until it is.
  if (isScheduled) for (const id of ids) await deleteSubjectPosters(deps, "article", id);
  return { ids, state };
}
