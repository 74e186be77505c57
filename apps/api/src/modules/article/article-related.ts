import { ARTICLE_RELATED_COUNT } from "@tousu/contracts";
import { schema, searchMonthLexeme, segmentForSearch } from "@tousu/db";
import { and, desc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { articleCardColumns, toArticleCard } from "./article-list";
import { isPublished } from "./published";

const { articles, articleCategories, articleTags, brands, complaints, tags } = schema;

/**
 * What the article page shows beside the article: published articles sharing its tags (most shared
 * first, then newest), topped up from its category; and public complaints about what its tags name.
 */
export async function loadArticleRelated(
  deps: Pick<AppDeps, "cache" | "db" | "providers">,
  articleId: number,
) {
  const { db } = deps;
  const now = deps.providers.now();
  // The article and its tags' names in one read: each round trip is paid for by the page's first render.
  const [article] = await db
    .select({
      id: articles.id,
      categoryId: articles.categoryId,
      tagNames: sql<string[]>`array(
        select ${tags.name} from ${articleTags} inner join ${tags} on ${tags.id} = ${articleTags.tagId}
        where ${articleTags.articleId} = ${articleId} order by ${tags.id})`,
    })
    .from(articles)
    .where(and(eq(articles.id, articleId), isPublished(now)));
  if (!article) throw notFound("文章不存在或尚未发布");
  const { tagNames } = article;
  // The complaints depend on the tags alone, and articles share a few dozen tags: one read serves
  // every article with the same tags, so an article's first reader rarely pays for it.
  const tagKey = JSON.stringify([...tagNames].sort());
  const [relatedArticles, relatedComplaints] = await Promise.all([
    loadRelatedArticles(deps, article, now),
    deps.cache.remember(`article-related-complaints:${tagKey}`, CACHE_TTL_MS.figures, () =>
      loadRelatedComplaints(deps, tagNames, now),
    ),
  ]);
  return { articles: relatedArticles, complaints: relatedComplaints };
}

/** How many of each tag's newest articles are weighed as related. */
const RELATED_CANDIDATES_PER_TAG = 200;

async function loadRelatedArticles(
  deps: Pick<AppDeps, "db">,
  article: { id: number; categoryId: number | null },
  now: Date,
) {
  const { db } = deps;
  // A popular tag names thousands of articles: each tag offers only its newest candidates, so the
  // cost stays that of a few index ranges however many articles share it (decision 037).
  const candidates = sql`(
    select candidate.article_id
    from ${articleTags} as own
    cross join lateral (
      select ${articleTags.articleId} as article_id
      from ${articleTags}
      where ${articleTags.tagId} = own.tag_id and ${articleTags.articleId} <> ${article.id}
      order by ${articleTags.articleId} desc
      limit ${RELATED_CANDIDATES_PER_TAG}
    ) as candidate
    where own.article_id = ${article.id}
  )`;
  const byTags = await db
    .select(articleCardColumns)
    .from(articles)
    .innerJoin(sql`${candidates} as candidate`, sql`candidate.article_id = ${articles.id}`)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(isPublished(now))
    .groupBy(articles.id, articleCategories.id)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${articles.publishedAt})`), desc(articles.id))
    .limit(ARTICLE_RELATED_COUNT);
  if (byTags.length === ARTICLE_RELATED_COUNT || article.categoryId === null)
    return byTags.map(toArticleCard);
  const byCategory = await db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      and(
        eq(articles.categoryId, article.categoryId),
        notInArray(articles.id, [article.id, ...byTags.map((row) => row.id)]),
        isPublished(now),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(ARTICLE_RELATED_COUNT - byTags.length);
  return [...byTags, ...byCategory].map(toArticleCard);
}

/** How many months of filing the words of related complaints are read from (the newest ones). */
const RELATED_WORD_MONTHS = 6;

/**
 * The newest public complaints about a brand named like one of the tags, or filed in the last months
 * with a tag's words as a phrase. One query over the brand index and the words index; the words are
 * read together with the months' lexemes (decision 032), so a common tag costs no more than a rare one.
 */
async function loadRelatedComplaints(deps: Pick<AppDeps, "db">, tagNames: string[], now: Date) {
  const { db } = deps;
  if (tagNames.length === 0) return [];
  const phrases = tagNames.map(segmentForSearch).filter((words) => words !== "");
  const newestWhere = (match: SQL) =>
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(isPublicComplaint(), match))
      .orderBy(desc(complaints.id))
      .limit(ARTICLE_RELATED_COUNT);
  // Each read walks one index. The brands are looked up first: a subquery (or an OR with the
  // words) leaves the planner walking the newest complaints until five match, all of them when none
  // does.
  const brandIds = (
    await db.select({ id: brands.id }).from(brands).where(inArray(brands.name, tagNames))
  ).map((brand) => brand.id);
  const reads: PromiseLike<{ id: number }[]>[] =
    brandIds.length > 0 ? [newestWhere(inArray(complaints.brandId, brandIds))] : [];
  if (phrases.length > 0) {
    const query = sql.join(
      phrases.map((words) => sql`phraseto_tsquery('simple', ${words})`),
      sql` || `,
    );
    const periods = Array.from(
      { length: RELATED_WORD_MONTHS },
      (_, back) =>
        `'${searchMonthLexeme(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)))}'`,
    ).join(" | ");
    // The matches are gathered from the words index first (OFFSET 0 keeps the subquery whole): with
    // the newest-first limit beside it, the planner would walk the newest complaints instead, all of
    // them when the words match none.
    const matchesWords = and(
      isPublicComplaint(),
      sql`${complaints.searchVector} @@ ((${query}) && ${periods}::tsquery)`,
    );
    reads.push(
      db
        .execute<{ id: number }>(
          sql`select id from (select ${complaints.id} as id from ${complaints} where ${matchesWords} offset 0) as matched
              order by id desc limit ${ARTICLE_RELATED_COUNT}`,
        )
        .then((result) => result.rows),
    );
  }
  const ids = [...new Set((await Promise.all(reads)).flat().map((row) => row.id))]
    .sort((a, b) => b - a)
    .slice(0, ARTICLE_RELATED_COUNT);
  if (ids.length === 0) return [];
  return loadComplaintSummaries(db, ids, await readImageDefaults(db));
}
