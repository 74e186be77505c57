import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { recordStaffAction } from "../../lib/staff-actions";
import { refreshArticlePages } from "./article-pages";
import { listArticleIdsTagged, requireArticleTag } from "./article-tag-rows";

const { tags } = schema;

/** Deletes a tag; the articles that carried it keep their other tags. */
export async function deleteArticleTag(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  id: number,
) {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const tag = await requireArticleTag(tx, id);
    const tagged = await listArticleIdsTagged(tx, id);
    await tx.delete(tags).where(eq(tags.id, id));
    await recordStaffAction(tx, {
      staffId,
      action: "article_tag.delete",
      targetType: "article_tag",
      targetId: id,
      detail: { name: tag.name, articles: tagged.length },
      now,
    });
  });
  await refreshArticlePages(deps, { tagIds: [id] });
  return { id };
}
