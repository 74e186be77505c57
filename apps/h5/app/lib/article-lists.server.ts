import type { ApiClient } from "@tousu/api-client";
import {
  ARTICLE_PAGE_HOT_TAGS,
  getArticleCategories,
  getArticleList,
  getHotArticleTags,
} from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { type ArticleCardData, toArticleCardData } from "../ui/article-card";
import type { TaxonomyLink } from "../ui/article-taxonomy";
import type { ListPage } from "../ui/infinite-list";
import { nextPageHref, previousPageHref } from "./list-page";

/** Articles a page of a list brings, as on the PC pages. */
export const ARTICLE_PAGE_SIZE = 20;

/** The categories and hot tags the article pages offer, as the PC pages read them. */
export async function loadArticleTaxonomy(
  api: ApiClient,
): Promise<{ categories: TaxonomyLink[]; hotTags: TaxonomyLink[] }> {
  const [categories, hotTags] = await Promise.all([
    api.call(getArticleCategories, {}),
    api.call(getHotArticleTags, { query: { limit: ARTICLE_PAGE_HOT_TAGS } }),
  ]);
  const linkOf = ({ id, name }: { id: number; name: string }) => ({ id, name });
  return { categories: categories.map(linkOf), hotTags: hotTags.map(linkOf) };
}

/** One page of articles, newest first: all of them, a category's or a tag's. */
export async function loadArticlePage(
  api: ApiClient,
  request: Request,
  filter: { category_id?: number; tag_id?: number } = {},
): Promise<ListPage<ArticleCardData> & { category: string | null; tag: string | null; total: number }> {
  const page = await api.call(getArticleList, {
    query: { ...filter, page: readPageNumber(request), page_size: ARTICLE_PAGE_SIZE, sort: "newest" },
  });
  return {
    items: page.list.map(toArticleCardData),
    nextHref: nextPageHref(request, page),
    previousHref: previousPageHref(request, page),
    total: page.total,
    category: page.category?.name ?? null,
    tag: page.tag?.name ?? null,
  };
}
