import { segmentForSearch } from "@tousu/db";
import { and, type Column, gte, or, type SQL, sql } from "drizzle-orm";
import { escapeLike } from "../../lib/like-pattern";
import type { SearchWindow } from "./search-window";

/** Below three characters a trigram index cannot narrow anything down, so it would scan. */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * The condition and relevance of a search key against a table with a segmented tsvector and a
 * trigram-indexed title. The key is segmented exactly like the stored tokens and matched as a
 * phrase (every word, adjacent, in order), so "退款 客服" never matches a text where the two words
 * sit far apart. A title containing the key verbatim also matches: it catches keys the segmenter
 * splits differently from the text, and keys with no word at all (punctuation, symbols).
 */
export function textMatch(
  columns: { vector: Column; title: Column; createdAt?: Column; id?: Column },
  key: string,
  /**
   * Matches filed within this window only (with `columns.createdAt`). With `fromId` (and
   * `columns.id`), the window is known to hold complaints from that id on only, and the words are
   * read from the recent words index (recent-words-index.ts).
   */
  window?: SearchWindow & { fromId?: number },
): { where: SQL; rank: SQL } {
  const words = segmentForSearch(key);
  const pattern = `%${escapeLike(key)}%`;
  // A key without letters that have case (Chinese, digits) needs no case folding: LIKE compares
  // bytes, about four times faster than ILIKE over a title, and the trigram index serves both.
  const titleContains = hasCase(key)
    ? sql`${columns.title} ilike ${pattern}`
    : sql`${columns.title} like ${pattern}`;
  if (words === "") return { where: titleContains, rank: sql`1.0` };
  const phrase = sql`phraseto_tsquery('simple', ${words})`;
  const within = window && columns.createdAt ? { ...window, createdAt: columns.createdAt } : null;
  const vectorMatch = within
    ? windowedVectorMatch(columns.vector, phrase, within.lexemes)
    : sql`${columns.vector} @@ ${phrase}`;
  // A literal, so that PostgreSQL can prove the recent index's condition from it in any plan.
  const recentMatch =
    within?.fromId !== undefined && columns.id
      ? and(sql`${columns.id} >= ${sql.raw(String(Math.trunc(within.fromId)))}`, vectorMatch)!
      : vectorMatch;
  // Title hits are kept to the window too, checked on their rows: the trigram index has no dates.
  const titleMatch = within ? and(titleContains, gte(within.createdAt, within.since))! : titleContains;
  return {
    // The title first: PostgreSQL rechecks each match in this order, and the title is short.
    where: matchesTitleVerbatim(key) ? or(titleMatch, recentMatch)! : recentMatch,
    // A verbatim title hit outweighs any body-only match.
    rank: matchesTitleVerbatim(key)
      ? sql`(ts_rank(${columns.vector}, ${phrase}) + case when ${titleContains} then 1.0 else 0 end)`
      : sql`ts_rank(${columns.vector}, ${phrase})`,
  };
}

/**
 * The phrase within the window's months, dekads and days: the words index reads the phrase's
 * entries and checks each against the periods' (decision 032), so
 * only the window's matches are read from the table. The periods are one tsquery: as separate
 * conditions, each would read all of the phrase's entries again.
 */
function windowedVectorMatch(vector: Column, phrase: SQL, lexemes: string[]): SQL {
  const periods = lexemes.map((lexeme) => `'${lexeme.replaceAll("'", "''")}'`).join(" | ");
  return sql`${vector} @@ (${phrase} && ${periods}::tsquery)`;
}

/**
 * Whether the key is also looked for inside titles as written (TRIGRAM_MIN_LENGTH). A key with a digit is matched by its words only: the words are
 * read from the masked text (decision 058), while the title holds its phone or ID number whole, and
 * "345678" found inside it would confirm the masked digits.
 */
function matchesTitleVerbatim(key: string): boolean {
  return key.length >= TRIGRAM_MIN_LENGTH && !/\d/.test(key);
}

function hasCase(text: string): boolean {
  return text.toLowerCase() !== text.toUpperCase();
}
