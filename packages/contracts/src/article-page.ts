import {
  getArticle,
  getArticleCategories,
  getArticleHotInfo,
  getArticleRelated,
  getHotArticleTags,
} from "./article";
import { getArticleComments } from "./comments";
import { defineContract } from "./define-contract";
import { idParam } from "./shared";
import { z } from "./zod";

/** How many hot tags, and how many most-read articles, the article pages show beside their content. */
export const ARTICLE_PAGE_HOT_TAGS = 20;
export const ARTICLE_PAGE_HOT_ARTICLES = 10;

export const getArticlePage = defineContract({
  method: "GET",
  path: "/article/:id/page",
  service: "main",
  summary:
    "文章页一次读取：文章、分类与热门标签、侧栏、相关文章与投诉、首页评论（各部分与单独接口相同；每次读取计一次阅读）",
  tags: ["article"],
  auth: "optional",
  params: idParam,
  data: z.object({
    article: getArticle.data,
    categories: getArticleCategories.data,
    hot_tags: getHotArticleTags.data.describe(`the first ${ARTICLE_PAGE_HOT_TAGS}`),
    hot_info: getArticleHotInfo.data.describe(`the ${ARTICLE_PAGE_HOT_ARTICLES} most read of late`),
    related: getArticleRelated.data,
    comments: getArticleComments.data.describe("the first page, newest first"),
  }),
});
export type ArticlePage = z.infer<typeof getArticlePage.data>;
