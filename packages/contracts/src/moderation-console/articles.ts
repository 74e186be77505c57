import {
  ARTICLE_AUTHOR_MAX,
  ARTICLE_BULK_MAX,
  ARTICLE_DOCUMENT_MAX_CHARS,
  ARTICLE_DOCUMENT_MAX_DEPTH,
  ARTICLE_SOURCE_FIELD_MAX,
  ARTICLE_SOURCE_URL_MAX,
  ARTICLE_STATES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TAXONOMY_NAME_MAX,
  ARTICLE_TITLE_MAX,
  checkOutboundLink,
} from "@tousu/domain";
import { defineContract } from "../define-contract";
import {
  idParam,
  idSchema,
  isoDateTime,
  keywordQuery,
  pageOf,
  pageQuery,
  requiredText,
  textUpTo,
} from "../shared";
import { z } from "../zod";
import { namedRef, TAGS } from "./fields";

// The article CMS (docs/decisions/041): editors write in the console's editor, which sends its
// document as JSON; the server renders the HTML readers get. Every endpoint needs the editor role.

export const articleState = z.enum(ARTICLE_STATES, { message: "无效的文章状态" });

/** Optional text: trimmed, and an empty field stored as nothing. */
const optionalText = (name: string, max: number) =>
  textUpTo(name, max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .default(null);

/** Whether JSON nests deeper than `max`, walked with its own stack (a deep body must not overflow the call stack). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The editor's document: a ProseMirror tree whose nodes the server checks against the schema. */
const articleDocument = z
  .object(
    { type: z.literal("doc", { message: "文章内容格式无效" }), content: z.array(z.unknown()).optional() },
    { message: "文章内容格式无效" },
  )
  .loose()
  .refine((document) => !nestsDeeperThan(document, ARTICLE_DOCUMENT_MAX_DEPTH), {
    message: "文章内容层级过深，请减少嵌套的列表或引用",
    abort: true,
  })
  .refine((document) => JSON.stringify(document).length <= ARTICLE_DOCUMENT_MAX_CHARS, {
    message: "文章内容过长，请分篇发布",
  })
  .describe("Tiptap JSON (a ProseMirror document)");

const sourceUrl = textUpTo("原文链接", ARTICLE_SOURCE_URL_MAX)
  .refine((value) => value === "" || checkOutboundLink(value).ok, {
    message: "原文链接须是以 http:// 或 https:// 开头的网址",
  })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .default(null);

export const articleDraftBody = z.object({
  title: requiredText("标题", 1, ARTICLE_TITLE_MAX),
  summary: optionalText("摘要", ARTICLE_SUMMARY_MAX),
  author: optionalText("作者", ARTICLE_AUTHOR_MAX),
  cover: z.string().max(ARTICLE_SOURCE_URL_MAX, { message: "封面地址无效" }).nullable().default(null),
  category_id: idSchema("无效的分类编号").nullable().default(null),
  tags: z
    .array(requiredText("标签", 1, ARTICLE_TAXONOMY_NAME_MAX), { message: "标签格式无效" })
    .max(ARTICLE_TAGS_MAX, { message: `标签不能超过${ARTICLE_TAGS_MAX}个` })
    .default([]),
  source_name: optionalText("来源", ARTICLE_SOURCE_FIELD_MAX),
  source_url: sourceUrl,
  original_title: optionalText("原标题", ARTICLE_SOURCE_FIELD_MAX),
  original_author: optionalText("原作者", ARTICLE_SOURCE_FIELD_MAX),
  document: articleDocument,
});

const articleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  state: articleState,
  category: namedRef.nullable(),
  author: z.string().nullable(),
  is_repost: z.boolean(),
  published_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
});

const articleSource = z.object({
  source_name: z.string().nullable(),
  source_url: z.string().nullable(),
  original_title: z.string().nullable(),
  original_author: z.string().nullable(),
});

export const listCmsArticles = defineContract({
  method: "GET",
  path: "/admin/articles",
  service: "main",
  summary: "文章管理列表（按状态、分类、标题筛选）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  query: pageQuery.extend({
    state: articleState.optional(),
    category_id: idSchema("无效的分类编号").optional(),
    keyword: keywordQuery,
  }),
  data: pageOf(articleRow),
});

export const getCmsArticle = defineContract({
  method: "GET",
  path: "/admin/articles/:id",
  service: "main",
  summary: "编辑中的文章（编辑器文档、来源、标签与状态）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  data: articleSource.extend({
    id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    author: z.string().nullable(),
    cover: z.string().nullable(),
    category_id: z.number().int().nullable(),
    tags: z.array(namedRef),
    document: z
      .record(z.string(), z.unknown())
      .describe("Tiptap JSON; read from the HTML for articles never edited here"),
    state: articleState,
    published_at: isoDateTime.nullable(),
  }),
});

const savedArticle = z.object({ id: z.number().int(), state: articleState });

export const createCmsArticle = defineContract({
  method: "POST",
  path: "/admin/articles",
  service: "main",
  summary: "新建文章（存为草稿）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: articleDraftBody,
  data: savedArticle,
});

export const updateCmsArticle = defineContract({
  method: "PUT",
  path: "/admin/articles/:id",
  service: "main",
  summary: "保存文章（状态不变；已发布的文章即时更新）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  body: articleDraftBody,
  data: savedArticle,
});

export const previewCmsArticle = defineContract({
  method: "POST",
  path: "/admin/articles/preview",
  service: "main",
  summary: "预览未保存的文章正文（与读者看到的 HTML 相同）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({ document: articleDocument }),
  data: z.object({ content: z.string() }),
});

const articleIds = z
  .array(idSchema("无效的文章编号"), { message: "请选择文章" })
  .min(1, { message: "请选择文章" })
  .max(ARTICLE_BULK_MAX, { message: `一次最多处理${ARTICLE_BULK_MAX}篇文章` });

export const publishCmsArticles = defineContract({
  method: "POST",
  path: "/admin/articles/publish",
  service: "main",
  summary: "发布文章（可批量；给出将来的时间即定时发布）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({
    ids: articleIds,
    publish_at: z.iso
      .datetime({ offset: true, message: "定时发布时间格式无效" })
      .optional()
      .describe("a future time schedules the articles; omitted publishes now"),
  }),
  data: z.object({ ids: z.array(z.number().int()), state: articleState }),
});

export const withdrawCmsArticles = defineContract({
  method: "POST",
  path: "/admin/articles/withdraw",
  service: "main",
  summary: "撤回文章（可批量；读者不再看到）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({ ids: articleIds }),
  data: z.object({ ids: z.array(z.number().int()) }),
});

// —— classifications ——

const taxonomyName = (name: string) => requiredText(name, 1, ARTICLE_TAXONOMY_NAME_MAX);
const countedTaxon = namedRef.extend({ article_count: z.number().int() });

export const listCmsArticleCategories = defineContract({
  method: "GET",
  path: "/admin/article-categories",
  service: "main",
  summary: "文章分类（按排序，附全部文章数）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  data: z.array(countedTaxon),
});

export const createCmsArticleCategory = defineContract({
  method: "POST",
  path: "/admin/article-categories",
  service: "main",
  summary: "新建文章分类（排在最后）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({ name: taxonomyName("分类名称") }),
  data: namedRef,
});

export const renameCmsArticleCategory = defineContract({
  method: "PUT",
  path: "/admin/article-categories/:id",
  service: "main",
  summary: "重命名文章分类",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  body: z.object({ name: taxonomyName("分类名称") }),
  data: namedRef,
});

export const reorderCmsArticleCategories = defineContract({
  method: "POST",
  path: "/admin/article-categories/order",
  service: "main",
  summary: "调整文章分类顺序（给出全部分类的新顺序）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({
    ids: z
      .array(idSchema("无效的分类编号"), { message: "请给出分类顺序" })
      .min(1, { message: "请给出分类顺序" })
      .max(500),
  }),
  data: z.array(countedTaxon),
});

export const deleteCmsArticleCategory = defineContract({
  method: "DELETE",
  path: "/admin/article-categories/:id",
  service: "main",
  summary: "删除文章分类（仍有文章时须给出 move_to，把文章移到另一分类）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  query: z.object({ move_to: idSchema("无效的分类编号").optional() }),
  data: z.object({ id: z.number().int(), moved: z.number().int() }),
});

// —— tags ——

export const listCmsArticleTags = defineContract({
  method: "GET",
  path: "/admin/article-tags",
  service: "main",
  summary: "文章标签（按名称查找，附文章数）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  query: pageQuery.extend({ keyword: keywordQuery }),
  data: pageOf(countedTaxon),
});

export const createCmsArticleTag = defineContract({
  method: "POST",
  path: "/admin/article-tags",
  service: "main",
  summary: "新建文章标签",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({ name: taxonomyName("标签名称") }),
  data: namedRef,
});

export const renameCmsArticleTag = defineContract({
  method: "PUT",
  path: "/admin/article-tags/:id",
  service: "main",
  summary: "重命名文章标签",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  body: z.object({ name: taxonomyName("标签名称") }),
  data: namedRef,
});

export const mergeCmsArticleTag = defineContract({
  method: "POST",
  path: "/admin/article-tags/:id/merge",
  service: "main",
  summary: "合并文章标签（文章改挂 into_id，原标签删除）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  body: z.object({ into_id: idSchema("无效的标签编号") }),
  data: namedRef.extend({ moved: z.number().int() }),
});

export const deleteCmsArticleTag = defineContract({
  method: "DELETE",
  path: "/admin/article-tags/:id",
  service: "main",
  summary: "删除文章标签（文章上的该标签一并去掉）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  data: z.object({ id: z.number().int() }),
});

export type ArticleDraftInput = z.input<typeof articleDraftBody>;
