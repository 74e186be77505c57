import { segmentForSearch } from "@tousu/db";
import { type Column, or, type SQL, sql } from "drizzle-orm";
import { escapeLike } from "../../lib/like-pattern";

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
  columns: { vector: Column; title: Column },
  key: string,
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
  const vectorMatch = sql`${columns.vector} @@ ${phrase}`;
  return {
    // The title first: PostgreSQL rechecks each match in this order, and the title is short.
    where: key.length >= TRIGRAM_MIN_LENGTH ? or(titleContains, vectorMatch)! : vectorMatch,
    // A verbatim title hit outweighs any body-only match.
    rank: sql`(ts_rank(${columns.vector}, ${phrase}) + case when ${titleContains} then 1.0 else 0 end)`,
  };
}

function hasCase(text: string): boolean {
  return text.toLowerCase() !== text.toUpperCase();
}
