import {
  QA_ANSWER_MAX,
  QA_ANSWER_MESSAGE,
  QA_QUESTION_BODY_MAX,
  QA_QUESTION_BODY_MESSAGE,
  QA_TITLE_MAX,
  QA_TITLE_MESSAGE,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery } from "./shared";
import { z } from "./zod";

// Questions and answers (问答, docs/product/api.md#questions-and-answers, docs/decisions/038). The
// limits are domain constants the form shares; the server checks them again on the text as cleaned.

const tags = ["qa"];

export const QA_SORTS = ["newest", "unanswered", "hot"] as const;
export type QaSort = (typeof QA_SORTS)[number];

/**
 * published: everyone sees it. under_review: held for a moderator (a review word, a new member's
 * first posts) or taken down by readers' reports; only its author and staff see it, marked 审核中.
 */
export const QA_VISIBLE_STATUSES = ["published", "under_review"] as const;
const visibleStatus = z.enum(QA_VISIBLE_STATUSES);

const named = z.object({ id: z.number().int(), name: z.string() });

export const qaAuthor = z.object({
  nickname: z.string().describe("the public nickname; phone numbers in it are masked"),
  avatar: z.string(),
  is_verified_lawyer: z.boolean().describe("a verified lawyer's badge"),
  /** The verified lawyer's public profile, `/law/lawyer/{lawyer_id}`; null for everyone else. */
  lawyer_id: z.number().int().nullable(),
});

export const qaQuestionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string().describe("the start of the question's text, plain"),
  category: named.nullable(),
  brand: named.nullable(),
  asker: qaAuthor.omit({ is_verified_lawyer: true, lawyer_id: true }),
  answer_count: z.number().int().describe("published answers"),
  has_accepted_answer: z.boolean(),
  status: visibleStatus,
  created_at: isoDateTime,
  /** The last time the question or one of its answers changed; what a sitemap reports. */
  updated_at: isoDateTime,
});
export type QaQuestionSummary = z.output<typeof qaQuestionSummary>;

export const qaAnswer = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  content: z.string().describe("plain text with line breaks"),
  author: qaAuthor,
  like_count: z.number().int(),
  liked: z.boolean().describe("whether the viewer has liked it (false for visitors)"),
  is_accepted: z.boolean(),
  is_mine: z.boolean(),
  status: visibleStatus,
  /** Until when its author may still edit it; null for anyone else or once the window has closed. */
  editable_until: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type QaAnswer = z.output<typeof qaAnswer>;

export const qaQuestionDetail = qaQuestionSummary.extend({
  content: z.string().describe("plain text with line breaks"),
  accepted_answer_id: z.number().int().nullable(),
  is_mine: z.boolean(),
  editable_until: isoDateTime.nullable(),
  can_accept: z.boolean().describe("the viewer asked it and has not accepted an answer yet"),
});
export type QaQuestionDetail = z.output<typeof qaQuestionDetail>;

export const getQaCategories = defineContract({
  method: "GET",
  path: "/qa/category/list",
  service: "main",
  summary: "问答分类（去掉无名称与“其他”，附已发布问题数）",
  tags,
  auth: "none",
  data: z.array(named.extend({ question_count: z.number().int() })),
});
export type QaCategory = z.output<typeof getQaCategories.data>[number];

export const getQaList = defineContract({
  method: "GET",
  path: "/qa/list",
  service: "main",
  summary: "问题列表（可按分类；最新、待回答或最热）",
  tags,
  auth: "none",
  query: pageQuery.extend({
    category_id: idSchema("无效的分类编号").optional(),
    sort: z.enum(QA_SORTS, { message: "排序方式只能是 newest、unanswered 或 hot" }).default("newest"),
  }),
  data: pageOf(qaQuestionSummary).extend({
    category: named.nullable().describe("the category when filtering by category_id; null if none"),
  }),
});

export const getQaQuestion = defineContract({
  method: "GET",
  path: "/qa/:id",
  service: "main",
  summary: "问题详情与回答（采纳的在前，再按点赞数、时间）",
  tags,
  auth: "optional",
  params: idParam,
  query: pageQuery,
  data: z.object({ question: qaQuestionDetail, answers: pageOf(qaAnswer) }),
});

const questionTitle = z
  .string({ message: "请填写问题标题" })
  .trim()
  .min(1, { message: "请填写问题标题" })
  // Generous before markup is stripped; the real limits are checked on the cleaned text.
  .max(QA_TITLE_MAX * 4, { message: QA_TITLE_MESSAGE });
const questionContent = z
  .string({ message: "请填写问题描述" })
  .trim()
  .min(1, { message: "请填写问题描述" })
  .max(QA_QUESTION_BODY_MAX * 4, { message: QA_QUESTION_BODY_MESSAGE });
const answerContent = z
  .string({ message: "请填写回答内容" })
  .trim()
  .min(1, { message: "请填写回答内容" })
  .max(QA_ANSWER_MAX * 4, { message: QA_ANSWER_MESSAGE });

export const askQuestion = defineContract({
  method: "POST",
  path: "/qa/question",
  service: "main",
  summary: "提问（新用户的前几条与含审核词的内容先审后发）",
  tags,
  auth: "required",
  body: z.object({
    title: questionTitle,
    content: questionContent,
    category_id: idSchema("请选择问题分类"),
    brand_id: idSchema("无效的品牌编号").optional(),
  }),
  data: qaQuestionDetail,
});

export const editQuestion = defineContract({
  method: "PUT",
  path: "/qa/question/:id",
  service: "main",
  summary: "修改自己的问题（发布后15分钟内）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ title: questionTitle, content: questionContent }),
  data: qaQuestionDetail,
});

export const deleteQuestion = defineContract({
  method: "DELETE",
  path: "/qa/question/:id",
  service: "main",
  summary: "删除自己的问题",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({}).nullish(),
  data: z.object({ id: z.number().int() }),
});

export const postAnswer = defineContract({
  method: "POST",
  path: "/qa/:id/answer",
  service: "main",
  summary: "回答问题",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ content: answerContent }),
  data: qaAnswer,
});

export const editAnswer = defineContract({
  method: "PUT",
  path: "/qa/answer/:id",
  service: "main",
  summary: "修改自己的回答（发布后15分钟内）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ content: answerContent }),
  data: qaAnswer,
});

export const deleteAnswer = defineContract({
  method: "DELETE",
  path: "/qa/answer/:id",
  service: "main",
  summary: "删除自己的回答",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({}).nullish(),
  data: z.object({ id: z.number().int() }),
});

export const acceptAnswer = defineContract({
  method: "POST",
  path: "/qa/answer/:id/accept",
  service: "main",
  summary: "采纳回答（仅提问者，每题一次，不能采纳自己的回答）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({}).nullish(),
  data: z.object({ question_id: z.number().int(), accepted_answer_id: z.number().int() }),
});

export const likeAnswer = defineContract({
  method: "POST",
  path: "/qa/answer/:id/like",
  service: "main",
  summary: "点赞或取消点赞回答（每人每条一次）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({}).nullish(),
  data: z.object({ like_count: z.number().int(), liked: z.boolean() }),
});

export const getMyQuestions = defineContract({
  method: "GET",
  path: "/user/qa/questions",
  service: "main",
  summary: "我的提问（含审核中的）",
  tags,
  auth: "required",
  query: pageQuery,
  data: pageOf(qaQuestionSummary),
});

export const getMyAnswers = defineContract({
  method: "GET",
  path: "/user/qa/answers",
  service: "main",
  summary: "我的回答（含审核中的，附所答问题）",
  tags,
  auth: "required",
  query: pageQuery,
  data: pageOf(qaAnswer.extend({ question: z.object({ id: z.number().int(), title: z.string() }) })),
});
