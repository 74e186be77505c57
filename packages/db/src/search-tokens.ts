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
