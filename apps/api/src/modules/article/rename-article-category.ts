import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { refreshArticlePages } from "./article-pages";
import { CATEGORY_TAKEN } from "./create-article-category";

const { articleCategories } = schema;

export async function renameArticleCategory(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  id: number,
  name: string,
) {
  const now = deps.providers.now();
  const renamed = await deps.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id));
      if (!before) throw notFound("分类不存在");
      await tx.update(articleCategories).set({ name }).where(eq(articleCategories.id, id));
      await recordStaffAction(tx, {
        staffId,
        action: "article_category.rename",
        targetType: "article_category",
        targetId: id,
        detail: { from: before.name, to: name },
        now,
      });
      return { id, name };
    })
    .catch(answerUniqueViolation("article_categories_name_unique", CATEGORY_TAKEN));
  await refreshArticlePages(deps, { categoryIds: [id] });
  return renamed;
}
