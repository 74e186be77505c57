import { searchDayLexeme, searchDekadLexeme, searchMonthLexeme } from "@tousu/db";

/** What PostgreSQL's statistics say of the complaints' search vectors (`pg_stats`). */
export interface WordStatistics {
  /** Complaints in the table, as PostgreSQL last counted them. */
  rows: number;
  /**
   * Share of complaints whose vector holds each of its most common lexemes, periods of filing
   * included. A lexeme missing here is rarer than every one listed.
   */
  shares: ReadonlyMap<string, number>;
}

/**
 * The newest stretch of filing that should hold a key's newest matches: the lexemes of the months,
 * dekads and days it is made of (searchMonthLexeme, searchDekadLexeme, searchDayLexeme in
 * `@tousu/db`), and where it starts.
 */
export interface SearchWindow {
  lexemes: string[];
  /** The first instant of its oldest period. */
  since: Date;
}

/** A month, dekad or day of filing. */
interface Period {
  lexeme: string;
  start: Date;
  /** Its dekads or days, newest first, those still to come left out. */
  parts: () => Period[];
}

/**
 * Reading a match through the words index and scoring it costs about six times as much as testing
 * one more complaint while walking the newest ones backwards (58 ms for 75,000 rows walked, 6.8 ms
 * for 1,479 matches read: docs/performance.md, measured 2026-11-23; decision 032).
 */
const MATCH_COST_IN_WALKED_ROWS = 6;
/**
 * A window is sized to hold this many times the matches needed: the shares are estimates from a
 * sample of 300,000 complaints (statistics target 1,000, migration 0016), within a few percent for
 * the words a window is chosen for. One that holds too few costs a second search, over every match.
 */
const WINDOW_MARGIN = 1.25;
/** A period is read by its parts where it holds this many times what is still missing. */
const FINER_PERIOD_WORTH = 2;
const RECENT_FINER_PERIOD_WORTH = 1.25;
/** In the recent index, parts hold on average this many times the word's entries there, or more. */
const RECENT_PART_MARGIN = 1.5;
/** How far back a window may reach before the search reads every match instead. */
const MAX_WINDOW_MONTHS = 120;

/**
 * Where the newest `needed` matches of a key's words should be read from: a window of the newest
 * filing, or null when PostgreSQL's own plans are bounded already. They are for a rare key, whose
 * matches are few (a word missing from the statistics, or fewer than twice `needed` expected), and
 * for a common one, which walking the newest complaints finds soon. In between, reading every match
 * or walking to the 1,001st grows with the table; the window reads the matches of recent filing only.
 *
 * The window takes whole months, newest first, while each holds fewer matches than are still
 * missing. The month that completes it is taken whole too, unless it holds more than twice what is
 * missing: then its dekads, and the completing dekad's days, the same way. At a million complaints
 * the newest month holds 13 % of them, and a word in 2 % of complaints 2,800 matches there. The
 * words index walks the entries of the word or of the periods, whichever are rarer, and of any
 * period as rare as the word: a finer period adds to them, so it is taken only where it saves half
 * the rows.
 *
 * With `recent`, the window is for the recent words index (recent-words-index.ts), which holds the
 * newest complaints only, and the word has few entries there: periods are split where that saves a
 * fifth, into parts that hold well more complaints each than the word's entries there.
 */
export function chooseSearchWindow(
  words: string[],
  statistics: WordStatistics,
  now: Date,
  needed: number,
  recent: { rows: number } | null = null,
): SearchWindow | null {
  if (words.length === 0) return null;
  // A phrase is no more frequent than its rarest word.
  let share = 1;
  for (const word of words) share = Math.min(share, statistics.shares.get(word) ?? 0);
  const expectedMatches = share * statistics.rows;
  if (expectedMatches <= 2 * needed) return null;
  // A lexeme missing from the statistics names too few complaints to be listed, e.g. a day just begun.
  const complaintsIn = (period: Period) => (statistics.shares.get(period.lexeme) ?? 0) * statistics.rows;
  const matchesIn = (period: Period) => complaintsIn(period) * share;
  const finerWorth = recent ? RECENT_FINER_PERIOD_WORTH : FINER_PERIOD_WORTH;
  const partsWorthReading = (period: Period, parts: Period[]) =>
    parts.length > 0 &&
    (!recent || complaintsIn(period) / parts.length >= RECENT_PART_MARGIN * share * recent.rows);

  /** The newest periods that should hold `wanted` matches, finer ones where they are worth it. */
  const fill = (periods: Iterable<Period>, wanted: number): Window | null => {
    const lexemes: string[] = [];
    let matches = 0;
    for (const period of periods) {
      const held = matchesIn(period);
      const missing = wanted - matches;
      if (held < missing) {
        lexemes.push(period.lexeme);
        matches += held;
        continue;
      }
      const finer = held > finerWorth * missing ? period.parts() : [];
      const parts = partsWorthReading(period, finer) ? fill(finer, missing) : null;
      // Parts reaching back to the period's start are the period, named by one lexeme. Parts that
      // cannot hold what is missing, although the period can, are estimates that disagree.
      if (parts && parts.since.getTime() > period.start.getTime()) {
        return {
          lexemes: [...lexemes, ...parts.lexemes],
          since: parts.since,
          matches: matches + parts.matches,
        };
      }
      return { lexemes: [...lexemes, period.lexeme], since: period.start, matches: matches + held };
    }
    return null;
  };

  const window = fill(monthsBack(now, MAX_WINDOW_MONTHS), WINDOW_MARGIN * needed);
  if (!window || window.matches * MATCH_COST_IN_WALKED_ROWS >= needed / share) return null;
  return { lexemes: window.lexemes, since: window.since };
}

type Window = SearchWindow & { matches: number };

function* monthsBack(now: Date, count: number): Generator<Period> {
  for (let back = 0; back < count; back += 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    yield { lexeme: searchMonthLexeme(start), start, parts: () => dekadsOf(start, now) };
  }
}

function dekadsOf(month: Date, now: Date): Period[] {
  return [21, 11, 1]
    .map((day) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), day)))
    .filter((start) => start <= now)
    .map((start) => ({ lexeme: searchDekadLexeme(start), start, parts: () => daysOf(start, now) }));
}

function daysOf(dekad: Date, now: Date): Period[] {
  const [year, month, first] = [dekad.getUTCFullYear(), dekad.getUTCMonth(), dekad.getUTCDate()];
  // The third dekad runs to the month's end: day 0 of the next month.
  const last = first === 21 ? new Date(Date.UTC(year, month + 1, 0)).getUTCDate() : first + 9;
  const days: Period[] = [];
  for (let day = last; day >= first; day -= 1) {
    const start = new Date(Date.UTC(year, month, day));
    if (start <= now) days.push({ lexeme: searchDayLexeme(start), start, parts: () => [] });
  }
  return days;
}
