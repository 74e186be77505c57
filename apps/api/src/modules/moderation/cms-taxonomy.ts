import type { ContractData, ContractOutput, listCmsArticleTags } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, count, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { containsText } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { refreshArticlePages } from "./article-pages";

const { articles, articleCategories, articleTags, tags } = schema;

type Deps = Pick<AppDeps, "db" | "providers" | "cache" | "log">;

const CATEGORY_TAKEN = () => badRequest("已有同名分类");
const TAG_TAKEN = () => badRequest("已有同名标签");

// —— classifications ——

/** Every classification in its display order, with how many articles (in any state) it holds. */
export function listCategories(db: Database) {
  return db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      article_count: sql<number>`count(${articles.id})::int`,
    })
    .from(articleCategories)
    .leftJoin(articles, eq(articles.categoryId, articleCategories.id))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export async function createCategory(deps: Deps, staffId: number, name: string) {
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

export async function renameCategory(deps: Deps, staffId: number, id: number, name: string) {
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

/** Puts the classifications in the given order; the list must name each of them once. */
export async function reorderCategories(deps: Deps, staffId: number, ids: readonly number[]) {
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
  return listCategories(deps.db);
}

/**
 * Deletes a classification. One that still holds articles is refused unless `moveTo` names another
 * classification, which then receives them.
 */
export async function deleteCategory(deps: Deps, staffId: number, id: number, moveTo: number | undefined) {
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

// —— tags ——

export async function listTags(
  db: Database,
  query: ContractOutput<typeof listCmsArticleTags, "query">,
): Promise<ContractData<typeof listCmsArticleTags>> {
  const where = query.keyword ? containsText(tags.name, query.keyword) : undefined;
  const rows = db
    .select({
      id: tags.id,
      name: tags.name,
      article_count: sql<number>`count(${articleTags.articleId})::int`,
    })
    .from(tags)
    .leftJoin(articleTags, eq(articleTags.tagId, tags.id))
    .where(where)
    .groupBy(tags.id)
    .orderBy(asc(tags.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(tags, where) }, (page) => page);
}

export async function createTag(deps: Deps, staffId: number, name: string) {
  const now = deps.providers.now();
  return deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(tags)
        .values({ name, createdAt: now })
        .returning({ id: tags.id, name: tags.name });
      await recordStaffAction(tx, {
        staffId,
        action: "article_tag.create",
        targetType: "article_tag",
        targetId: row!.id,
        detail: { name },
        now,
      });
      return row!;
    })
    .catch(answerUniqueViolation("tags_name_unique", TAG_TAKEN));
}

async function existingTag(db: Pick<Database, "select">, id: number, message = "标签不存在") {
  const [tag] = await db.select().from(tags).where(eq(tags.id, id));
  if (!tag) throw notFound(message);
  return tag;
}

async function articlesTagged(db: Pick<Database, "select">, tagId: number): Promise<number[]> {
  const rows = await db
    .select({ id: articleTags.articleId })
    .from(articleTags)
    .where(eq(articleTags.tagId, tagId));
  return rows.map((row) => row.id);
}

export async function renameTag(deps: Deps, staffId: number, id: number, name: string) {
  const now = deps.providers.now();
  const renamed = await deps.db
    .transaction(async (tx) => {
      const before = await existingTag(tx, id);
      await tx.update(tags).set({ name }).where(eq(tags.id, id));
      await recordStaffAction(tx, {
        staffId,
        action: "article_tag.rename",
        targetType: "article_tag",
        targetId: id,
        detail: { from: before.name, to: name },
        now,
      });
      return { id, name };
    })
    .catch(answerUniqueViolation("tags_name_unique", TAG_TAKEN));
  await refreshArticlePages(deps, { tagIds: [id] });
  return renamed;
}

/** Moves every article of tag `id` to `intoId` (once each) and deletes tag `id`. */
export async function mergeTag(deps: Deps, staffId: number, id: number, intoId: number) {
  if (id === intoId) throw badRequest("不能把标签合并到它自己");
  const now = deps.providers.now();
  const merged = await deps.db.transaction(async (tx) => {
    const source = await existingTag(tx, id);
    const target = await existingTag(tx, intoId, "要合并到的标签不存在");
    const moved = await articlesTagged(tx, id);
    const alreadyTagged = await articlesTagged(tx, intoId);
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

export async function deleteTag(deps: Deps, staffId: number, id: number) {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const tag = await existingTag(tx, id);
    const tagged = await articlesTagged(tx, id);
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
