import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { refreshArticlePages } from "./article-pages";
import { listArticleIdsTagged, requireArticleTag } from "./article-tag-rows";

const { articleTags, tags } = schema;

/** Moves every article of tag `id` to `intoId` (once each) and deletes tag `id`. */
export async function mergeArticleTag(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  id: number,
  intoId: number,
) {
  if (id === intoId) throw badRequest("不能把标签合并到它自己");
  const now = deps.providers.now();
  const merged = await deps.db.transaction(async (tx) => {
    const source = await requireArticleTag(tx, id);
    const target = await requireArticleTag(tx, intoId, "要合并到的标签不存在");
    const moved = await listArticleIdsTagged(tx, id);
    const alreadyTagged = await listArticleIdsTagged(tx, intoId);
    const toMove = moved.filter((articleId) => !alreadyTagged.includes(articleId));
    if (toMove.length > 0) {
      await tx.insert(articleTags).values(toMove.map((articleId) => ({ articleId, tagId: intoId })));
    }
    await tx.delete(tags).where(eq(tags.id, id));
    await recordStaffAction(tx, {
      staffId,
      action: "article_tag.merge",
      targetType: "article_tag",
      targetId: id,
      detail: { name: source.name, into_id: intoId, into_name: target.name, articles: moved.length },
      now,
    });
    return { id: target.id, name: target.name, moved: moved.length };
  });
  await refreshArticlePages(deps, { tagIds: [id, intoId] });
  return merged;
}
