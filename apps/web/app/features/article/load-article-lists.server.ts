import { getArticleCategories, getArticleHotInfo, getArticleList, getHotArticleTags } from "@tousu/contracts";
import type { createServerApi } from "../../lib/api.server";
import { readPageNumber } from "../../lib/page-number";

type ServerApi = ReturnType<typeof createServerApi>;

export const ARTICLE_PAGE_SIZE = 20;
const HOT_TAGS_SHOWN = 20;
const HOT_SIDE_SHOWN = 10;

/** The category and tag links every article page shows beside its content. */
export async function loadArticleTaxonomy(api: ServerApi) {
  const [categories, hotTags] = await Promise.all([
    api.call(getArticleCategories, {}),
    api.call(getHotArticleTags, { query: { limit: HOT_TAGS_SHOWN } }),
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
  return api.call(getArticleHotInfo, { query: { limit: HOT_SIDE_SHOWN } });
}
