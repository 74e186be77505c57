import {
  CLOSE_REASONS,
  COMPLAINT_STATUSES,
  COMPLAINT_TIMELINE_ACTIONS,
  type DeadlineKind,
  LIFECYCLE_ACTIONS,
  type LifecycleAction,
  REPLY_OUTCOMES,
} from "@tousu/domain";
import { collectiveSummary } from "./collective";
import { getComplaintComments } from "./comments";
import { complaintSummary, sidebarListSize } from "./complaint";
import { defineContract } from "./define-contract";
import { getComplaintMediation } from "./mediation";
import { idParam, isoDateTime } from "./shared";
import { z } from "./zod";

// The public complaint page (/tousu/{id}, /complaint/{id}) and the reads behind it. Personal data
// never leaves the server here: the author is a masked nickname, phones and real names are not sent.

const tags = ["complaint-detail"] as const;

/** How many related complaints the complaint page lists beside it. */
export const COMPLAINT_PAGE_RELATED_COUNT = 6;

const DEADLINE_KINDS = [
  "company_response",
  "company_reply",
  "consumer_confirm",
] as const satisfies readonly DeadlineKind[];

const consumerActions = z.enum(LIFECYCLE_ACTIONS as [LifecycleAction, ...LifecycleAction[]]);

const companyReply = z.object({
  content: z.string().nullable(),
  outcome: z.enum(REPLY_OUTCOMES).nullable(),
  outcome_label: z.string().nullable(),
  amount: z.number().nullable(),
  created_at: isoDateTime,
});

export const getComplaintDetail = defineContract({
  method: "GET",
  path: "/v2/complaint/:id",
  service: "main",
  summary: "投诉详情（公开页；未公开的投诉仅投诉人可见）",
  tags,
  auth: "optional",
  params: idParam,
  data: z.object({
    id: z.number().int(),
    sn: z.string(),
    title: z.string(),
    content: z.string().describe("plain text, as stored after sanitising"),
    author: z.object({ nickname: z.string().describe("masked"), avatar: z.string() }),
    is_anonymous: z.boolean(),
    brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
    custom_brand_name: z.string().nullable(),
    subtype: z.string(),
    problems: z.array(z.string()),
    appeals: z.array(z.string()),
    money: z.number(),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
    images: z
      .array(z.object({ url: z.string(), thumb_url: z.string().nullable() }))
      .describe("empty for everyone but the owner when images_hidden"),
    images_hidden: z.boolean(),
    status: z.enum(COMPLAINT_STATUSES),
    status_label: z.string(),
    close_reason: z.enum(CLOSE_REASONS).nullable(),
    close_reason_label: z.string().nullable(),
    is_overdue: z.boolean().describe("超时: the company missed its first-response deadline"),
    is_auto_completed: z.boolean(),
    deadline: z
      .object({
        kind: z.enum(DEADLINE_KINDS),
        label: z.string(),
        due_at: isoDateTime,
        paused: z.boolean(),
      })
      .nullable(),
    replies: z.array(companyReply),
    rating: z
      .object({
        attitude_score: z.number().int(),
        speed_score: z.number().int(),
        satisfaction_score: z.number().int(),
        tags: z.array(z.string()),
        content: z.string().nullable(),
        created_at: isoDateTime,
      })
      .nullable(),
    view_count: z.number().int(),
    comment_count: z.number().int(),
    like_count: z.number().int().describe("我也遇到: how many people said they met the same problem"),
    created_at: isoDateTime,
    dispatched_at: isoDateTime.nullable(),
    viewer: z.object({
      is_owner: z.boolean(),
      liked: z.boolean().describe("whether the viewer said 我也遇到 (liked it); false for visitors"),
      actions: z.array(consumerActions).describe("what the owner may do now; empty for everyone else"),
    }),
  }),
});
export type ComplaintDetail = z.infer<typeof getComplaintDetail.data>;

export const likeComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/like",
  service: "main",
  summary: "我也遇到：为公开的投诉点赞（每人每条一次）",
  tags,
  auth: "required",
  params: idParam,
  data: z.object({ like_count: z.number().int(), liked: z.literal(true) }),
});

const TIMELINE_ACTOR_TYPES = ["user", "company", "platform", "system"] as const;

export const getComplaintTimeline = defineContract({
  method: "GET",
  path: "/v2/complaintOperatorStream/:id",
  service: "main",
  summary: "投诉公开进度（时间正序）",
  tags,
  auth: "optional",
  params: idParam,
  data: z.array(
    z.object({
      index: z.number().int().describe("1-based; /complaint/{id}/{index} deep-links the entry"),
      action: z.enum(COMPLAINT_TIMELINE_ACTIONS),
      action_label: z.string(),
      actor_type: z.enum(TIMELINE_ACTOR_TYPES),
      actor_label: z.string(),
      content: z.string().nullable(),
      detail: z.object({
        outcome_label: z.string().nullable(),
        amount: z.number().nullable(),
        reason_label: z.string().nullable(),
        images: z.array(z.string()),
      }),
      created_at: isoDateTime,
    }),
  ),
});
export type TimelineEntry = z.infer<typeof getComplaintTimeline.data>[number];

export const getProgressAuditLog = defineContract({
  method: "GET",
  path: "/v2/progressAuditLog/:id",
  service: "main",
  summary: "投诉的平台审核记录（公开部分，不含工作人员姓名）",
  tags,
  auth: "optional",
  params: idParam,
  data: z.array(
    z.object({
      action_label: z.string(),
      actor_label: z.string(),
      created_at: isoDateTime,
    }),
  ),
});
export type AuditLogEntry = z.infer<typeof getProgressAuditLog.data>[number];

const progressContent = z.object({
  type: z.enum(COMPLAINT_TIMELINE_ACTIONS),
  title: z.string(),
  meaning: z.string().describe("what this step means"),
  next_step: z.string().describe("what happens next"),
  deadline: z
    .string()
    .nullable()
    .describe("the deadline that starts with this step, in words: 5个工作日（已扣除法定节假日）, 7天"),
});
export type ProgressContent = z.infer<typeof progressContent>;

export const getProgressContentByType = defineContract({
  method: "GET",
  path: "/v2/progressContentByType",
  service: "main",
  summary: "进度说明：每种进度的含义、后续流程与时限（不传 type 返回全部）",
  tags,
  auth: "none",
  query: z.object({
    type: z.enum(COMPLAINT_TIMELINE_ACTIONS, { message: "不支持的进度类型" }).optional(),
  }),
  data: z.array(progressContent),
});

export const getRecommendedComplaints = defineContract({
  method: "GET",
  path: "/recommend/complaint/:id",
  service: "main",
  summary: "相关投诉：同品牌优先，其次同类问题",
  tags,
  auth: "optional",
  params: idParam,
  query: z.object({ page_size: sidebarListSize }),
  data: z.array(complaintSummary),
});

export const getComplaintPage = defineContract({
  method: "GET",
  path: "/v2/complaint/:id/page",
  service: "main",
  summary:
    "投诉页一次读取：详情、公开进度、审核记录、相关投诉、首页评论、所属集体投诉与调解（各部分与单独接口相同）",
  tags,
  auth: "optional",
  params: idParam,
  data: z.object({
    complaint: getComplaintDetail.data,
    timeline: getComplaintTimeline.data,
    audit_log: getProgressAuditLog.data,
    related: getRecommendedComplaints.data.describe(`the first ${COMPLAINT_PAGE_RELATED_COUNT}`),
    comments: getComplaintComments.data
      .nullable()
      .describe("the first page, newest first; null while the complaint is not public (the author's view)"),
    collective: collectiveSummary.nullable().describe("the collective complaint this one belongs to"),
    mediation: getComplaintMediation.data,
  }),
});
export type ComplaintPage = z.infer<typeof getComplaintPage.data>;
