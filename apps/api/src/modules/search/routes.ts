import {
  COMPLAINT_SEARCH_RESULT_LIMIT,
  type ContractOutput,
  getHotSearchWords,
  searchArticles,
  searchComplaints,
} from "@tousu/contracts";
import { schema, segmentForSearch } from "@tousu/db";
import { isComplaintNumber } from "@tousu/domain";
import { and, type Column, count, desc, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { expiringValue } from "../../lib/expiring-value";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { readImageDefaults } from "../common/system-config";
import { isPublicComplaint, loadComplaintSummaries, toPlainExcerpt } from "../complaint/complaint-summaries";
import { findMatchRanges } from "./match-ranges";
import { type RecentWordsIndex, readRecentWordsIndex } from "./recent-words-index";
import { createSearchCounter, listHotKeywords } from "./search-keywords";
import { chooseSearchWindow, type SearchWindow } from "./search-window";
import { textMatch } from "./text-match";
import { createWordStatistics, STATISTICS_TTL_MS } from "./word-statistics";

const { complaints, articles } = schema;

/** Relevance first; among equally relevant hits the newer one wins, fading over about a month. */
function recencyBoost(at: Column, now: Date): SQL {
  // date_part is a float; extract(epoch …) would be numeric, several times slower per match.
  return sql`0.2 / (1 + date_part('epoch', ${now}::timestamptz - ${at}) / (30 * 86400))`;
}

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const countSearch = createSearchCounter(deps.counters.searches, deps.providers.now);

  const wordStatistics = createWordStatistics(db, deps.providers.now);
  // A stale answer is still true (complaints before its boundary were filed before its `after`):
  // an index dropped meanwhile only means the words are read from the whole words index.
  const recentWordsIndex = expiringValue(
    () => readRecentWordsIndex(db),
    STATISTICS_TTL_MS,
    () => deps.providers.now().getTime(),
  );

  /**
   * The newest matches (at most the result limit, plus one to tell whether there are more), ranked
   * by relevance, and how many there are up to that limit. The planner reaches them through the
   * primary key backwards when a word is common and through the text indexes when it is rare, so
   * no key makes it rank every match. A word in between is read from a window of recent filing.
   */
  async function rankMatches(
    query: ContractOutput<typeof searchComplaints, "query">,
    window: (SearchWindow & { fromId?: number }) | null,
  ) {
    const match = textMatch(
      {
        vector: complaints.searchVector,
        title: complaints.title,
        createdAt: complaints.createdAt,
        id: complaints.id,
      },
      query.key,
      window ?? undefined,
    );
    const score = sql<number>`${match.rank} + ${recencyBoost(complaints.createdAt, deps.providers.now())}`;
    const candidates = db
      .select({ id: complaints.id, score: score.as("score") })
      .from(complaints)
      .where(and(isPublicComplaint(), match.where))
      // The score as a second key changes no order (ids are unique) but has PostgreSQL compute it
      // beneath the sort, so a rare word's matches are sorted as (id, score) and not as whole rows
      // with their tsvectors: half the cost of a search with a few hundred matches.
      .orderBy(desc(complaints.id), desc(sql`score`))
      .limit(COMPLAINT_SEARCH_RESULT_LIMIT + 1)
      .as("candidates");
    // The match past the limit only tells that there are more: it is counted, not ranked, or it would
    // take a newer match's place on the last page. Numbering follows the candidates' order: no sort.
    const counted = db
      .select({
        id: candidates.id,
        score: candidates.score,
        matched: sql<number>`count(*) over ()`.as("matched"),
        newness: sql<number>`row_number() over (order by ${candidates.id} desc)`.as("newness"),
      })
      .from(candidates)
      .as("counted");
    const rows = await db
      .select({ id: counted.id, matched: sql<number>`${counted.matched}`.mapWith(Number) })
      .from(counted)
      .where(lte(counted.newness, COMPLAINT_SEARCH_RESULT_LIMIT))
      .orderBy(desc(counted.score), desc(counted.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    // A page past the last one still tells how many there were.
    const matched =
      rows[0]?.matched ??
      (query.page === 1 ? 0 : ((await db.select({ value: count() }).from(candidates))[0]?.value ?? 0));
    return { ids: rows.map((row) => row.id), matched };
  }

  /** A whole complaint number finds that complaint (decision 029), when it is public. */
  async function findNumberedComplaint(key: string): Promise<number | null> {
    if (!isComplaintNumber(key)) return null;
    const [row] = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(isPublicComplaint(), eq(complaints.sn, key)));
    return row?.id ?? null;
  }

  /** The matches of the key's words, ranked; see rankMatches. */
  async function findMatches(query: ContractOutput<typeof searchComplaints, "query">) {
    const [statistics, recent] = await Promise.all([wordStatistics(), recentWordsIndex()]);
    const words = segmentForSearch(query.key);
    const choose = (index?: RecentWordsIndex) =>
      chooseSearchWindow(
        words === "" ? [] : words.split(" "),
        statistics,
        deps.providers.now(),
        COMPLAINT_SEARCH_RESULT_LIMIT + 1,
        index,
      );
    // The recent words index when the window it calls for lies within it, else the whole one.
    const recentWindow = recent ? choose(recent) : null;
    const window =
      recent && recentWindow && recentWindow.since > recent.after
        ? { ...recentWindow, fromId: recent.fromId }
        : choose();
    const windowed = window ? await rankMatches(query, window) : null;
    // The window is sized from estimates: when it held no more than the limit, the newest matches
    // may reach past it, and every match is ranked after all.
    return windowed && windowed.matched > COMPLAINT_SEARCH_RESULT_LIMIT ? windowed : rankMatches(query, null);
  }

  async function searchComplaintPage(query: ContractOutput<typeof searchComplaints, "query">) {
    const [numbered, defaults] = await Promise.all([
      findNumberedComplaint(query.key.trim()),
      readImageDefaults(db),
    ]);
    const { ids, matched } =
      numbered === null ? await findMatches(query) : { ids: query.page === 1 ? [numbered] : [], matched: 1 };
    const summaries = await loadComplaintSummaries(db, ids, defaults);
    return {
      list: summaries.map((summary) => ({
        ...summary,
        highlight: {
          title: findMatchRanges(summary.title, query.key),
          summary: findMatchRanges(summary.summary, query.key),
        },
      })),
      total: Math.min(matched, COMPLAINT_SEARCH_RESULT_LIMIT),
      total_capped: matched > COMPLAINT_SEARCH_RESULT_LIMIT,
      page: query.page,
      page_size: query.page_size,
    };
  }

  route(app, searchComplaints, async ({ query, request }) => {
    const page = await deps.cache.remember(`complaint-search:${queryKey(query)}`, CACHE_TTL_MS.list, () =>
      searchComplaintPage(query),
    );
    if (page.total > 0) countSearch(request.ip, query.key);
    return page;
  });

  route(app, searchArticles, ({ query }) =>
    deps.cache.remember(`article-search:${queryKey(query)}`, CACHE_TTL_MS.list, () =>
      searchArticlePage(query),
    ),
  );

  async function searchArticlePage(query: ContractOutput<typeof searchArticles, "query">) {
    const now = deps.providers.now();
    const match = textMatch({ vector: articles.searchVector, title: articles.title }, query.key);
    const where = and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now), match.where);
    const score = sql`${match.rank} + ${recencyBoost(articles.publishedAt, now)}`;
    const [rows, [totalRow]] = await Promise.all([
      db
        .select({
          id: articles.id,
          title: articles.title,
          summary: articles.summary,
          content: articles.content,
          coverUrl: articles.coverUrl,
          publishedAt: articles.publishedAt,
        })
        .from(articles)
        .where(where)
        .orderBy(desc(score), desc(articles.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db.select({ value: count() }).from(articles).where(where),
    ]);
    return {
      list: rows.map((row) => {
        const summary = row.summary || toPlainExcerpt(row.content);
        return {
          id: row.id,
          title: row.title,
          summary,
          cover: row.coverUrl,
          published_at: (row.publishedAt ?? now).toISOString(),
          highlight: {
            title: findMatchRanges(row.title, query.key),
            summary: findMatchRanges(summary, query.key),
          },
        };
      }),
      total: totalRow?.value ?? 0,
      page: query.page,
      page_size: query.page_size,
    };
  }

  route(app, getHotSearchWords, ({ query }) =>
    deps.cache.remember(`hot-search-words:${query.limit}`, CACHE_TTL_MS.figures, () =>
      listHotKeywords(db, query.limit),
    ),
  );
}
