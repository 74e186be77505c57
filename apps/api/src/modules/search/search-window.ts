import { searchMonthLexeme } from "@tousu/db";

/** What PostgreSQL's statistics say of the complaints' search vectors (`pg_stats`). */
export interface WordStatistics {
  /** Complaints in the table, as PostgreSQL last counted them. */
  rows: number;
  /**
   * Share of complaints whose vector holds each of its most common lexemes, months included. A
   * lexeme missing here is rarer than every one listed.
   */
  shares: ReadonlyMap<string, number>;
}

/** The newest months of filing that should hold a key's newest matches, as lexemes and a start. */
export interface SearchWindow {
  months: string[];
  /** The first instant of the oldest month in the window. */
  since: Date;
}

/**
 * Reading a match through the words index and scoring it costs about six times as much as testing
 * one more complaint while walking the newest ones backwards (58 ms for 75,000 rows walked, 6.8 ms
 * for 1,479 matches read: docs/decisions/012, addendum of session 11).
 */
const MATCH_COST_IN_WALKED_ROWS = 6;
/**
 * A window is sized to hold this many times the matches needed: the shares are estimates from a
 * sample of 300,000 complaints (statistics target 1,000, migration 0016), within a few percent for
 * the words a window is chosen for. One that holds too few costs a second search, over every match.
 */
const WINDOW_MARGIN = 1.25;
/** How far back a window may reach before the search reads every match instead. */
const MAX_WINDOW_MONTHS = 120;

/**
 * Where the newest `needed` matches of a key's words should be read from: a window of the newest
 * months, or null when PostgreSQL's own plans are bounded already. They are for a rare key, whose
 * matches are few (a word missing from the statistics, or fewer than twice `needed` expected), and
 * for a common one, which walking the newest complaints finds soon. In between, reading every match
 * or walking to the 1,001st grows with the table; the window reads the matches of recent months only.
 */
export function chooseSearchWindow(
  words: string[],
  statistics: WordStatistics,
  now: Date,
  needed: number,
): SearchWindow | null {
  if (words.length === 0) return null;
  // A phrase is no more frequent than its rarest word.
  let share = 1;
  for (const word of words) share = Math.min(share, statistics.shares.get(word) ?? 0);
  const expectedMatches = share * statistics.rows;
  if (expectedMatches <= 2 * needed) return null;
  const rowsWalked = needed / share;

  const months: string[] = [];
  let month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  let windowMatches = 0;
  while (windowMatches < WINDOW_MARGIN * needed) {
    if (months.length === MAX_WINDOW_MONTHS) return null;
    const lexeme = searchMonthLexeme(month);
    months.push(lexeme);
    // A month missing from the statistics holds too few complaints to be listed.
    windowMatches += (statistics.shares.get(lexeme) ?? 0) * statistics.rows * share;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1));
  }
  if (windowMatches * MATCH_COST_IN_WALKED_ROWS >= rowsWalked) return null;
  const since = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  return { months, since };
}
