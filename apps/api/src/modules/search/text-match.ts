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
  columns: { vector: Column; title: Column; createdAt?: Column },
  key: string,
  /** Matches filed within this window only (with `columns.createdAt`). */
  window?: SearchWindow,
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
  // Title hits are kept to the window too, checked on their rows: the trigram index has no dates.
  const titleMatch = within ? and(titleContains, gte(within.createdAt, within.since))! : titleContains;
  return {
    // The title first: PostgreSQL rechecks each match in this order, and the title is short.
    where: key.length >= TRIGRAM_MIN_LENGTH ? or(titleMatch, vectorMatch)! : vectorMatch,
    // A verbatim title hit outweighs any body-only match.
    rank: sql`(ts_rank(${columns.vector}, ${phrase}) + case when ${titleContains} then 1.0 else 0 end)`,
  };
}

/**
 * The phrase within the window's months, dekads and days: the words index intersects the phrase's
 * entries with each period's, so only the window's matches are read from the table (decision 012,
 * addenda of sessions 11 and 12). One condition per period keeps it a required entry of each
 * intersection.
 */
function windowedVectorMatch(vector: Column, phrase: SQL, lexemes: string[]): SQL {
  return or(...lexemes.map((lexeme) => sql`${vector} @@ (${phrase} && ${quoteLexeme(lexeme)}::tsquery)`))!;
}

/** A tsquery of one lexeme, taken as it is (the lexemes here are ours: 'month:202611'). */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replaceAll("'", "''")}'`;
}

function hasCase(text: string): boolean {
  return text.toLowerCase() !== text.toUpperCase();
}
