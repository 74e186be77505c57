import { type ContractOutput, SEARCH_RESULT_LIMIT, type searchComplaints } from "@tousu/contracts";
import { segmentForSearch } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { expiringValue } from "../../lib/expiring-value";
import { pageResult } from "../../lib/paging";
import { findNumberedComplaint } from "./find-numbered-complaint";
import { findMatchRanges } from "./match-ranges";
import { rankComplaintMatches } from "./rank-complaint-matches";
import { type RecentWordsIndex, readRecentWordsIndex } from "./recent-words-index";
import { chooseSearchWindow } from "./search-window";
import { createWordStatistics, STATISTICS_TTL_MS } from "./word-statistics";

type ComplaintSearchQuery = ContractOutput<typeof searchComplaints, "query">;

/**
 * The complaint search, holding the word statistics and the recent words index it chooses a
 * window from: both are read again only when they expire, not on every search.
 */
export function createComplaintSearch(deps: Pick<AppDeps, "db" | "providers">) {
  const { db } = deps;
  const wordStatistics = createWordStatistics(db, deps.providers.now);
  // A stale answer is still true (complaints before its boundary were filed before its `after`):
  // an index dropped meanwhile only means the words are read from the whole words index.
  const recentWordsIndex = expiringValue(
    () => readRecentWordsIndex(db),
    STATISTICS_TTL_MS,
    () => deps.providers.now().getTime(),
  );

  /** The matches of the key's words, ranked; see rankComplaintMatches. */
  async function findMatches(query: ComplaintSearchQuery) {
    const [statistics, recent] = await Promise.all([wordStatistics(), recentWordsIndex()]);
    const words = segmentForSearch(query.key);
    const choose = (index?: RecentWordsIndex) =>
      chooseSearchWindow(
        words === "" ? [] : words.split(" "),
        statistics,
        deps.providers.now(),
        SEARCH_RESULT_LIMIT + 1,
        index,
      );
    // The recent words index when the window it calls for lies within it, else the whole one.
    const recentWindow = recent ? choose(recent) : null;
    const window =
      recent && recentWindow && recentWindow.since > recent.after
        ? { ...recentWindow, fromId: recent.fromId }
        : choose();
    const windowed = window ? await rankComplaintMatches(deps, query, window) : null;
    // The window is sized from estimates: when it held no more than the limit, the newest matches
    // may reach past it, and every match is ranked after all.
    return windowed && windowed.matched > SEARCH_RESULT_LIMIT
      ? windowed
      : rankComplaintMatches(deps, query, null);
  }

  return async function searchComplaintPage(query: ComplaintSearchQuery) {
    const [numbered, defaults] = await Promise.all([
      findNumberedComplaint(deps, query.key.trim()),
      readImageDefaults(db),
    ]);
    const { ids, matched } =
      numbered === null ? await findMatches(query) : { ids: query.page === 1 ? [numbered] : [], matched: 1 };
    const summaries = await loadComplaintSummaries(db, ids, defaults);
    const list = summaries.map((summary) => ({
      ...summary,
      highlight: {
        title: findMatchRanges(summary.title, query.key),
        summary: findMatchRanges(summary.summary, query.key),
      },
    }));
    return {
      ...pageResult(list, Math.min(matched, SEARCH_RESULT_LIMIT), query),
      total_capped: matched > SEARCH_RESULT_LIMIT,
    };
  };
}
