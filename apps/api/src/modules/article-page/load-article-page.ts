import {
  ARTICLE_PAGE_HOT_ARTICLES,
  ARTICLE_PAGE_HOT_TAGS,
  type ArticlePage,
  getArticleComments,
} from "@tousu/contracts";
import type { AppDeps } from "../../app-deps";
import {
  readArticle,
  readArticleCategories,
  readArticleHotInfo,
  readArticleRelated,
  readHotArticleTags,
} from "../article";
import { listArticleComments } from "../comments";

/** The comments the page opens with: the list endpoint's defaults (first page, newest first). */
const FIRST_COMMENTS_PAGE = getArticleComments.query.parse({});

/**
 * Everything /article/{id} shows, in one read (GET /article/{id}/page): each part comes from the
 * same code, and the same caches, as its own endpoint. Six calls cost the page six requests'
 * overhead (docs/decisions/048-article-page-in-one-read.md). The parts are read at once: an
 * unpublished article fails the article's and the comments' reads alike, with the same answer.
 */
export async function loadArticlePage(
  deps: Pick<AppDeps, "cache" | "counters" | "db" | "providers">,
  viewerId: number | null,
  articleId: number,
): Promise<ArticlePage> {
  const [article, categories, hotTags, hotInfo, related, comments] = await Promise.all([
    readArticle(deps, articleId, viewerId),
    readArticleCategories(deps),
    readHotArticleTags(deps, ARTICLE_PAGE_HOT_TAGS),
    readArticleHotInfo(deps, ARTICLE_PAGE_HOT_ARTICLES),
    readArticleRelated(deps, articleId),
    listArticleComments(deps, articleId, FIRST_COMMENTS_PAGE, viewerId),
  ]);
  return { article, categories, hot_tags: hotTags, hot_info: hotInfo, related, comments };
}
