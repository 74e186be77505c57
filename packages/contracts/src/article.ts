import { complaintSummary, randomQuery } from "./complaint";
import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery, shortListLimit } from "./shared";
import { z } from "./zod";

const tags = ["article"];

export const getRandomArticles = defineContract({
  method: "GET",
  path: "/random/article",
  service: "main",
  summary: "随机文章（404 页推荐）",
  tags,
  auth: "none",
  query: randomQuery,
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

const named = z.object({ id: z.number().int(), name: z.string() });

export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  author: z.string().nullable(),
  published_at: isoDateTime,
  category: named.nullable(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
});

export const ARTICLE_SORTS = ["newest", "hot"] as const;

export const getArticleList = defineContract({
  method: "GET",
  path: "/article/list",
  service: "main",
  summary: "已发布文章列表（可按分类、标签筛选；最新或最多阅读）",
  tags,
  auth: "none",
  query: pageQuery.extend({
    category_id: idSchema("无效的分类编号").optional(),
    tag_id: idSchema("无效的标签编号").optional(),
    sort: z.enum(ARTICLE_SORTS, { message: "排序方式只能是 newest 或 hot" }).default("newest"),
  }),
  data: pageOf(articleSummary).extend({
    category: named.nullable().describe("the category's name when filtering by category_id; null if none"),
    tag: named.nullable().describe("the tag's name when filtering by tag_id; null if none"),
  }),
});

export const getArticle = defineContract({
  method: "GET",
  path: "/article/:id",
  service: "main",
  summary: "文章详情（草稿、定时未到或不存在时 404；每次读取计一次阅读）",
  tags,
  auth: "optional",
  params: idParam,
  data: articleSummary.extend({
    content: z.string().describe("the body as HTML, limited to the tags and attributes an article may carry"),
    tags: z.array(named),
    source: z
      .object({
        name: z.string().nullable(),
        url: z.string().nullable().describe("the original's address; the page links it through /transfer"),
        original_title: z.string().nullable(),
        original_author: z.string().nullable(),
      })
      .nullable()
      .describe("where a reposted article came from; null for the platform's own"),
    liked: z.boolean().describe("whether the viewer has liked it (false for visitors)"),
  }),
});

const countedName = named.extend({ article_count: z.number().int() });

export const getArticleCategories = defineContract({
  method: "GET",
  path: "/article/classify/list",
  service: "main",
  summary: "文章分类（按排序值，附已发布文章数）",
  tags,
  auth: "none",
  data: z.array(countedName),
});

export const getHotArticleTags = defineContract({
  method: "GET",
  path: "/article/tags/hot",
  service: "main",
  summary: "热门文章标签（按已发布文章数）",
  tags,
  auth: "none",
  query: z.object({ limit: shortListLimit(20) }),
  data: z.array(countedName),
});

const articleLikeState = z.object({ like_count: z.number().int(), liked: z.boolean() });

export const likeArticle = defineContract({
  method: "POST",
  path: "/article/:id/like",
  service: "main",
  summary: "点赞文章（每人每篇一次）",
  tags,
  auth: "required",
  params: idParam,
  data: articleLikeState,
});

export const unlikeArticle = defineContract({
  method: "DELETE",
  path: "/article/:id/like",
  service: "main",
  summary: "取消点赞文章",
  tags,
  auth: "required",
  params: idParam,
  data: articleLikeState,
});

/** How many related articles and related complaints the article page shows. */
export const ARTICLE_RELATED_COUNT = 5;

export const getArticleRelated = defineContract({
  method: "GET",
  path: "/article/:id/related",
  service: "main",
  summary: "相关文章（同标签优先，其次同分类）与相关投诉（品牌名或内容与文章标签相符）",
  tags,
  auth: "none",
  params: idParam,
  data: z.object({
    articles: z.array(articleSummary),
    complaints: z.array(complaintSummary),
  }),
});

export const getArticleHotInfo = defineContract({
  method: "GET",
  path: "/common/articleHotInfo",
  service: "main",
  summary: "文章侧栏：近期阅读最多的文章与热门搜索词",
  tags,
  auth: "none",
  query: z.object({ limit: shortListLimit(10) }),
  data: z.object({
    articles: z.array(z.object({ id: z.number().int(), title: z.string(), view_count: z.number().int() })),
    words: z.array(z.object({ keyword: z.string(), is_hot: z.boolean() })),
  }),
});

export type ArticleSummary = z.infer<typeof articleSummary>;
export type ArticleSource = NonNullable<z.infer<typeof getArticle.data>["source"]>;
export type ArticleCategory = z.infer<typeof countedName>;
export type ArticleTag = ArticleCategory;
