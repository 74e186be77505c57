import { schema } from "@tousu/db";
import { count, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { refreshArticlePages } from "./article-pages";

const { articles, articleCategories } = schema;

/**
 * Deletes a classification. One that still holds articles is refused unless `moveTo` names another
 * classification, which then receives them.
 */
export async function deleteArticleCategory(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  id: number,
  moveTo: number | undefined,
) {
  const now = deps.providers.now();
  if (moveTo === id) throw badRequest("不能把文章移到要删除的分类");
  const result = await deps.db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(articleCategories)
      .where(eq(articleCategories.id, id))
      .for("update");
    if (!category) throw notFound("分类不存在");
    const [held] = await tx.select({ value: count() }).from(articles).where(eq(articles.categoryId, id));
    const articleCount = held?.value ?? 0;
    if (articleCount > 0) {
      if (moveTo === undefined) {
        throw badRequest(`该分类下还有${articleCount}篇文章，请先把文章移到其他分类再删除`);
      }
      const [target] = await tx
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(eq(articleCategories.id, moveTo));
      if (!target) throw badRequest("要移入的分类不存在");
      await tx
        .update(articles)
        .set({ categoryId: moveTo, updatedAt: now })
        .where(eq(articles.categoryId, id));
    }
    await tx.delete(articleCategories).where(eq(articleCategories.id, id));
    await recordStaffAction(tx, {
      staffId,
      action: "article_category.delete",
      targetType: "article_category",
      targetId: id,
      detail: { name: category.name, moved: articleCount, ...(articleCount > 0 ? { move_to: moveTo } : {}) },
      now,
    });
    return { id, moved: articleCount };
  });
  await refreshArticlePages(deps, { categoryIds: moveTo === undefined ? [id] : [id, moveTo] });
  return result;
}
