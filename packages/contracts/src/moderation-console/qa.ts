import { QA_BULK_MAX, STAFF_REASON_MAX, STAFF_REASON_MIN } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { idSchema, isoDateTime, keywordQuery, pageOf, pageQuery, requiredText } from "../shared";
import { z } from "../zod";
import { TAGS } from "./fields";

// The console's Q&A queue: held posts and posts readers reported, and one request that hides,
// restores or deletes any number of them (docs/decisions/038).

export const QA_POST_KINDS = ["question", "answer"] as const;
export type QaPostKind = (typeof QA_POST_KINDS)[number];

/**
 * pending: held before publication (a review word, a new member's first posts). reported: taken
 * down by readers' reports until reviewed. hidden: hidden by staff.
 */
export const QA_POST_STATUSES = ["published", "pending", "reported", "hidden"] as const;
export type QaPostStatus = (typeof QA_POST_STATUSES)[number];

export const QA_QUEUE_FILTERS = ["review", "pending", "reported", "hidden", "published"] as const;

export const QA_MODERATION_ACTIONS = ["hide", "restore", "delete"] as const;
export type QaModerationAction = (typeof QA_MODERATION_ACTIONS)[number];

const kind = z.enum(QA_POST_KINDS, { message: "无效的内容类型" });

export const qaQueueItem = z.object({
  kind,
  id: z.number().int(),
  question: z.object({ id: z.number().int(), title: z.string() }),
  excerpt: z.string(),
  status: z.enum(QA_POST_STATUSES),
  author: z.object({ id: z.number().int(), nickname: z.string() }),
  open_report_count: z.number().int(),
  created_at: isoDateTime,
});
export type QaQueueItem = z.output<typeof qaQueueItem>;

export const listQaQueue = defineContract({
  method: "GET",
  path: "/admin/qa",
  service: "main",
  summary: "问答审核队列：待审核、被举报隐藏、已隐藏或已发布的问题与回答（可筛选）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    status: z
      .enum(QA_QUEUE_FILTERS, { message: "无效的状态" })
      .default("review")
      .describe("review: pending and reported together"),
    kind: kind.optional(),
    keyword: keywordQuery,
    author_id: idSchema("无效的用户编号").optional(),
  }),
  data: pageOf(qaQueueItem),
});

export const moderateQaPosts = defineContract({
  method: "POST",
  path: "/admin/qa/moderate",
  service: "main",
  summary: `批量隐藏、恢复或删除问题与回答（一次最多${QA_BULK_MAX}条，同一事务）`,
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  body: z.object({
    action: z.enum(QA_MODERATION_ACTIONS, { message: "请选择处理方式" }),
    items: z
      .array(z.object({ kind, id: idSchema() }), { message: "请选择要处理的内容" })
      .min(1, { message: "请选择要处理的内容" })
      .max(QA_BULK_MAX, { message: `一次最多处理${QA_BULK_MAX}条` }),
    reason: requiredText("操作原因", STAFF_REASON_MIN, STAFF_REASON_MAX),
  }),
  data: z.object({
    changed: z.number().int().describe("posts whose state this request changed (one staff log entry each)"),
    unchanged: z.number().int().describe("posts already in that state, deleted or not found"),
  }),
});
