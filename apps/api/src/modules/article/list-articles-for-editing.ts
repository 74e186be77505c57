import type { ContractData, ContractOutput, listCmsArticles } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { type ArticleState, articleStateOf } from "@tousu/domain";
import { and, desc, eq, gt, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readPage } from "../../lib/paging";
import { containsText, toIso, toIsoOrNull } from "../../lib/query-helpers";

const { articles, articleCategories } = schema;

/** The rows of one state, as articleStateOf reads it. */
function stateCondition(state: ArticleState, now: Date): SQL {
  switch (state) {
    case "draft":
      return and(isNull(articles.publishedAt), isNull(articles.withdrawnAt))!;
    case "withdrawn":
      return and(isNull(articles.publishedAt), isNotNull(articles.withdrawnAt))!;
    case "scheduled":
      return gt(articles.publishedAt, now);
    case "published":
      return lte(articles.publishedAt, now);
  }
}

/** The console's list of articles in every state, newest edit first. */
export async function listArticlesForEditing(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof listCmsArticles, "query">,
): Promise<ContractData<typeof listCmsArticles>> {
  const { db } = deps;
  const now = deps.providers.now();
  const where = and(
    query.state ? stateCondition(query.state, now) : undefined,
    query.category_id === undefined ? undefined : eq(articles.categoryId, query.category_id),
    query.keyword ? containsText(articles.title, query.keyword) : undefined,
  );
  const rows = db
    .select({
      article: {
        id: articles.id,
        title: articles.title,
        author: articles.author,
        sourceName: articles.sourceName,
        publishedAt: articles.publishedAt,
        withdrawnAt: articles.withdrawnAt,
        updatedAt: articles.updatedAt,
      },
      category: { id: articleCategories.id, name: articleCategories.name },
    })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(articles, where) }, (page) =>
    page.map(({ article, category }) => ({
      id: article.id,
      title: article.title,
      state: articleStateOf(article, now),
      category,
      author: article.author,
      is_repost: article.sourceName !== null,
      published_at: toIsoOrNull(article.publishedAt),
      updated_at: toIso(article.updatedAt),
    })),
  );
}
