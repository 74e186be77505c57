// PostgreSQL has no Chinese parser, so text is split into words here and stored space-separated;
// the 'simple' tsvector config then only splits on spaces. Queries must go through the same
// function before phraseto_tsquery('simple', …) so both sides agree on word boundaries.
import { maskPersonalData } from "@tousu/domain";

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

export function segmentForSearch(text: string): string {
  const words: string[] = [];
  // NFKC folds full-width letters and digits (ＡＢＣ１２３) into their ASCII forms.
  for (const { segment, isWordLike } of segmenter.segment(text.normalize("NFKC"))) {
    if (isWordLike) words.push(segment.toLowerCase());
  }
  return words.join(" ");
}

/**
 * A complaint's search words (its brand, title and text), read from the text as the public reads it:
 * personal data masked first, so a search for a phone or ID number, or a part of one, finds nothing
 * the public page does not show (docs/decisions/058).
 */
export function complaintSearchTokens(...texts: string[]): string {
  return segmentForSearch(maskPersonalData(texts.join(" ")));
}

/** An article's search words: its title, summary and body text (the seed and the CMS alike). */
export function articleSearchTokens(article: {
  title: string;
  summary: string | null;
  text: string;
}): string {
  return segmentForSearch([article.title, article.summary ?? "", article.text].join(" "));
}

/**
 * The lexemes naming a complaint's month, dekad and day of filing (UTC), which its search vector
 * carries beside its words so that the words index can narrow a search to recent filing
 * (docs/decisions/032). A dekad is a month's first, second or last ten
 * days (the 21st to the month's end). A key never produces them: the parser splits text at the colon.
 * The generated column's expression in the schema computes the same.
 */
export function searchMonthLexeme(at: Date): string {
  return `month:${yearMonth(at)}`;
}

export function searchDekadLexeme(at: Date): string {
  return `dekad:${yearMonth(at) * 10 + dekadOfDay(at.getUTCDate())}`;
}

export function searchDayLexeme(at: Date): string {
  return `day:${yearMonth(at) * 100 + at.getUTCDate()}`;
}

/** The dekad (1, 2 or 3) of a day of the month (1–31). */
function dekadOfDay(day: number): number {
  return Math.min(3, Math.floor((day - 1) / 10) + 1);
}

function yearMonth(at: Date): number {
  return at.getUTCFullYear() * 100 + at.getUTCMonth() + 1;
}
