import { schema } from "@tousu/db";

const { articles } = schema;

/** The columns naming where a reposted article came from. */
export const articleSourceColumns = {
  sourceName: articles.sourceName,
  sourceUrl: articles.sourceUrl,
  originalTitle: articles.originalTitle,
  originalAuthor: articles.originalAuthor,
};

type SourceRow = { [K in keyof typeof articleSourceColumns]: string | null };

/** A repost's source as the article page shows it; null for the platform's own articles. */
export function toArticleSource(row: SourceRow) {
  if (row.sourceName === null && row.sourceUrl === null && row.originalTitle === null) return null;
  return {
    name: row.sourceName,
    url: row.sourceUrl,
    original_title: row.originalTitle,
    original_author: row.originalAuthor,
  };
}
