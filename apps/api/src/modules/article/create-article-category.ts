import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { refreshArticlePages } from "./article-pages";

const { articleCategories } = schema;

export const CATEGORY_TAKEN = () => badRequest("已有同名分类");

/** Adds a classification at the end of the display order. */
export async function createArticleCategory(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  name: string,
) {
  const now = deps.providers.now();
  const created = await deps.db
    .transaction(async (tx) => {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${articleCategories.sort}), 0)::int` })
        .from(articleCategories);
      const [row] = await tx
        .insert(articleCategories)
        .values({ name, sort: (last?.sort ?? 0) + 1 })
        .returning({ id: articleCategories.id, name: articleCategories.name });
      await recordStaffAction(tx, {
        staffId,
        action: "article_category.create",
        targetType: "article_category",
        targetId: row!.id,
        detail: { name },
        now,
      });
      return row!;
    })
    .catch(answerUniqueViolation("article_categories_name_unique", CATEGORY_TAKEN));
  await refreshArticlePages(deps, {});
  return created;
}
