import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { refreshArticlePages } from "./article-pages";
import { listCategoriesForEditing } from "./list-categories-for-editing";

const { articleCategories } = schema;

/** Puts the classifications in the given order; the list must name each of them once. */
export async function reorderArticleCategories(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  ids: readonly number[],
) {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const existing = await tx.select({ id: articleCategories.id }).from(articleCategories);
    const named = new Set(ids);
    if (
      named.size !== ids.length ||
      existing.length !== ids.length ||
      !existing.every((row) => named.has(row.id))
    ) {
      throw badRequest("分类顺序须包含每个分类各一次，请刷新后重试");
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(articleCategories)
        .set({ sort: index + 1 })
        .where(eq(articleCategories.id, id));
    }
    await recordStaffAction(tx, {
      staffId,
      action: "article_category.reorder",
      targetType: "article_category",
      targetId: ids[0]!,
      detail: { order: ids },
      now,
    });
  });
  await refreshArticlePages(deps, {});
  return listCategoriesForEditing(deps.db);
}
