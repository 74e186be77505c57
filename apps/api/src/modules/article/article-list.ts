import type { ContractOutput, getArticleList } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { toPlainExcerpt } from "../../complaint-core/complaint-summaries";
import { pageResult, pageWindow } from "../../lib/paging";
import { isPublished } from "./published";

const { articles, articleCategories, articleTags, tags } = schema;

/** The columns every article card shows, joined with its category. */
export const articleCardColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  coverUrl: articles.coverUrl,
  author: articles.author,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  likeCount: articles.likeCount,
  commentCount: articles.commentCount,
  categoryId: articleCategories.id,
  categoryName: articleCategories.name,
};

type ArticleCardRow = {
  [K in keyof typeof articleCardColumns]: (typeof articleCardColumns)[K]["_"]["data"] | null;
};

export function toArticleCard(row: ArticleCardRow) {
  return {
    id: row.id!,
    title: row.title!,
    summary: row.summary || toPlainExcerpt(row.content ?? ""),
    cover: row.coverUrl,
    author: row.author,
    published_at: row.publishedAt!.toISOString(),
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName! },
    view_count: row.viewCount!,
    like_count: row.likeCount!,
    comment_count: row.commentCount!,
  };
}

/** A page of published articles, newest or most read first, optionally of one category or tag. */
/** The category or tag a list is filtered by, with its name for the heading; null when it does not exist. */
async function findNamed(
  db: AppDeps["db"],
  table: typeof articleCategories | typeof tags,
  id: number | undefined,
): Promise<{ id: number; name: string } | null> {
  if (id === undefined) return null;
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
  return row ?? null;
}

export async function loadArticleListPage(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof getArticleList, "query">,
) {
  const { db } = deps;
  const where = and(
    isPublished(deps.providers.now()),
    query.category_id === undefined ? undefined : eq(articles.categoryId, query.category_id),
    query.tag_id === undefined
      ? undefined
      : inArray(
          articles.id,
          db
            .select({ id: articleTags.articleId })
            .from(articleTags)
            .where(eq(articleTags.tagId, query.tag_id)),
        ),
  );
  const order =
    query.sort === "hot"
      ? [desc(articles.viewCount), desc(articles.publishedAt), desc(articles.id)]
      : [desc(articles.publishedAt), desc(articles.id)];
  const paging = pageWindow(query);
  const [rows, [totalRow], category, tag] = await Promise.all([
    db
      .select(articleCardColumns)
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(articles).where(where),
    findNamed(db, articleCategories, query.category_id),
    findNamed(db, tags, query.tag_id),
  ]);
  return {
    ...pageResult(rows.map(toArticleCard), totalRow?.value ?? 0, query),
    category,
    tag,
  };
}
