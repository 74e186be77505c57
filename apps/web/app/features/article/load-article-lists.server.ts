import {
  ARTICLE_PAGE_HOT_ARTICLES,
  ARTICLE_PAGE_HOT_TAGS,
  getArticleCategories,
  getArticleHotInfo,
  getArticleList,
  getHotArticleTags,
} from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import type { createServerApi } from "../../lib/api.server";

type ServerApi = ReturnType<typeof createServerApi>;

export const ARTICLE_PAGE_SIZE = 20;

/** The category and tag links every article page shows beside its content. */
export async function loadArticleTaxonomy(api: ServerApi) {
  const [categories, hotTags] = await Promise.all([
    api.call(getArticleCategories, {}),
    api.call(getHotArticleTags, { query: { limit: ARTICLE_PAGE_HOT_TAGS } }),
  ]);
  return { categories, hotTags };
}

/** One page of a category's or a tag's articles, newest first. */
export function loadArticlePage(
  api: ServerApi,
  request: Request,
  filter: { category_id: number } | { tag_id: number },
) {
  return api.call(getArticleList, {
    query: { ...filter, page: readPageNumber(request), page_size: ARTICLE_PAGE_SIZE, sort: "newest" },
  });
}

/** The side column's most read articles of late and hot search words. */
export function loadArticleHotInfo(api: ServerApi) {
  return api.call(getArticleHotInfo, { query: { limit: ARTICLE_PAGE_HOT_ARTICLES } });
}
