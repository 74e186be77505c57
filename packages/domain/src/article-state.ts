/**
 * An article's state in the staff CMS (docs/decisions/041). Readers see an article when it has a
 * publication time that has come; the state is read from that time and the withdrawal mark, so the
 * public reads need no second rule.
 */
export const ARTICLE_STATES = ["draft", "scheduled", "published", "withdrawn"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ARTICLE_STATE_LABELS: Record<ArticleState, string> = {
  draft: "草稿",
  scheduled: "定时发布",
  published: "已发布",
  withdrawn: "已撤回",
};

export function articleStateOf(
  article: { publishedAt: Date | null; withdrawnAt: Date | null },
  now: Date,
): ArticleState {
  if (article.publishedAt === null) return article.withdrawnAt === null ? "draft" : "withdrawn";
  return article.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** Lengths of what the editor stores (docs/product/validation.md, Articles). */
export const ARTICLE_TITLE_MAX = 80;
export const ARTICLE_SUMMARY_MAX = 200;
export const ARTICLE_AUTHOR_MAX = 30;
export const ARTICLE_SOURCE_FIELD_MAX = 100;
export const ARTICLE_SOURCE_URL_MAX = 500;
/** The editor's document, as JSON text: generous for a long piece with many images. */
export const ARTICLE_DOCUMENT_MAX_CHARS = 200_000;
/** How deeply the document's JSON may nest: lists in quotes in lists need a dozen levels, not more. */
export const ARTICLE_DOCUMENT_MAX_DEPTH = 40;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAXONOMY_NAME_MAX = 20;
/** How many articles one bulk publish or withdraw may name. */
export const ARTICLE_BULK_MAX = 100;
