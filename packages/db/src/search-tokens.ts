// PostgreSQL has no Chinese parser, so text is split into words here and stored space-separated;
// the 'simple' tsvector config then only splits on spaces. Queries must go through the same
// function before phraseto_tsquery('simple', …) so both sides agree on word boundaries.
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
 * The lexeme naming a complaint's month of filing (UTC), which its search vector carries beside its
 * words so that the words index can narrow a search to recent months (docs/decisions/012, addendum
 * of session 11). A key never produces it: the parser splits text at the colon.
 */
export function searchMonthLexeme(at: Date): string {
  return `month:${at.getUTCFullYear() * 100 + at.getUTCMonth() + 1}`;
}
