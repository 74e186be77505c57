import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery } from "./shared";
import { z } from "./zod";

// Comments under a public complaint or a published article (docs/product/api.md#comments): one
// system for both. One level of replies: a reply to a reply joins the top-level thread and names whom
// it answers (`reply_to`). Replies, likes and deleting work on any comment's id.

export const COMMENT_CONTENT_MIN = 2;
export const COMMENT_CONTENT_MAX = 500;
export const COMMENT_CONTENT_MESSAGE = `评论内容需为${COMMENT_CONTENT_MIN}-${COMMENT_CONTENT_MAX}个字`;
/** What a deleted comment that still carries replies shows in place of its text. */
export const DELETED_COMMENT_TEXT = "该评论已删除";
/** How many replies each top-level comment brings along in the list; the rest load on demand. */
export const INLINE_REPLY_COUNT = 3;
export const COMMENT_SORTS = ["new", "hot"] as const;

const commentAuthor = z.object({ nickname: z.string(), avatar: z.string() });

export const commentItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  content: z.string().describe(`plain text; "${DELETED_COMMENT_TEXT}" when deleted`),
  /** null for a deleted comment: who wrote it is no longer shown. */
  author: commentAuthor.nullable(),
  reply_to: z.object({ nickname: z.string() }).nullable().describe("whom a reply to a reply answers"),
  like_count: z.number().int(),
  liked: z.boolean().describe("whether the viewer has liked it (false for visitors)"),
  is_mine: z.boolean(),
  is_deleted: z.boolean(),
  /** pending: held for moderation (审核中), shown to its author only. */
  status: z.enum(["published", "pending"]),
  created_at: isoDateTime,
});
export type CommentItem = z.output<typeof commentItem>;

export const topLevelComment = commentItem.extend({
  reply_count: z.number().int(),
  replies: z.array(commentItem).describe(`the first ${INLINE_REPLY_COUNT} replies, oldest first`),
});
export type TopLevelComment = z.output<typeof topLevelComment>;

const commentListQuery = pageQuery.extend({
  page_size: pageQuery.shape.page_size.default(10),
  sort: z.enum(COMMENT_SORTS, { message: "无效的排序方式" }).default("new"),
});

/** What a list of comments is about: the complaint's or the article's id, title and comment count. */
const commentedItem = z.object({ id: z.number().int(), title: z.string(), comment_count: z.number().int() });
export type CommentedItem = z.output<typeof commentedItem>;

const commentListData = pageOf(topLevelComment).extend({ complaint: commentedItem });
export type CommentListData = z.output<typeof commentListData>;

const articleCommentListData = pageOf(topLevelComment).extend({ article: commentedItem });
export type ArticleCommentListData = z.output<typeof articleCommentListData>;

const commentContent = z
  .string({ message: "请输入评论内容" })
  .trim()
  .min(1, { message: "请输入评论内容" })
  // Generous before markup is stripped; the real limit is checked on the cleaned text.
  .max(COMMENT_CONTENT_MAX * 4, { message: COMMENT_CONTENT_MESSAGE });
const commentParentId = idSchema("无效的评论编号").optional();

export const getComplaintComments = defineContract({
  method: "GET",
  path: "/v2/complaint/comment/:id",
  service: "main",
  summary: "投诉的评论列表（最新或最热，附前3条回复）",
  tags: ["complaint-comment"],
  auth: "optional",
  params: idParam,
  query: commentListQuery,
  data: commentListData,
});

/** The older client's call: the same list under the path it has always used. */
export const getComplaintCommentsLegacy = defineContract({
  ...getComplaintComments,
  path: "/complaint/comment/:id",
  summary: "投诉的评论列表（旧版路径）",
});

export const getComplaintSubComments = defineContract({
  method: "GET",
  path: "/v2/complaint/subComment/:id",
  service: "main",
  summary: "评论的全部回复（按时间正序）",
  tags: ["complaint-comment"],
  auth: "optional",
  params: idParam,
  query: pageQuery,
  data: pageOf(commentItem),
});

export const likeComplaintComment = defineContract({
  method: "POST",
  path: "/complaintComment/:id/like",
  service: "main",
  summary: "点赞评论（每人每条一次）",
  tags: ["complaint-comment"],
  auth: "required",
  params: idParam,
  data: z.object({ like_count: z.number().int(), liked: z.literal(true) }),
});

export const postComplaintComment = defineContract({
  method: "POST",
  path: "/user/complaint/comment",
  service: "main",
  summary: "发表评论或回复",
  tags: ["complaint-comment"],
  auth: "required",
  body: z.object({
    complaint_id: idSchema("无效的投诉编号"),
    content: commentContent,
    parent_id: commentParentId,
  }),
  data: commentItem,
});

export const getArticleComments = defineContract({
  method: "GET",
  path: "/v2/article/comment/:id",
  service: "main",
  summary: "文章的评论列表（最新或最热，附前3条回复）",
  tags: ["article-comment"],
  auth: "optional",
  params: idParam,
  query: commentListQuery,
  data: articleCommentListData,
});

export const postArticleComment = defineContract({
  method: "POST",
  path: "/user/article/comment",
  service: "main",
  summary: "发表文章评论或回复",
  tags: ["article-comment"],
  auth: "required",
  body: z.object({
    article_id: idSchema("无效的文章编号"),
    content: commentContent,
    parent_id: commentParentId,
  }),
  data: commentItem,
});

export const deleteComment = defineContract({
  method: "DELETE",
  path: "/common/comment/:id",
  service: "main",
  summary: "删除自己的评论",
  tags: ["complaint-comment"],
  auth: "required",
  params: idParam,
  // The product's call sends a body (docs/product/api.md#comments), which carries nothing; Fastify reads a
  // missing one as null.
  body: z.object({}).nullish(),
  data: z.object({ id: z.number().int() }),
});
