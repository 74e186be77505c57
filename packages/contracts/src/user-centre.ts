import {
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  type DeadlineKind,
  IMAGE_URL_MAX,
  isEmail,
  isMobilePhone,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS } from "./moderation-console/fields";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery } from "./shared";
import { z } from "./zod";

// The user centre (/user/* pages, docs/product/api.md#user-centre): messages, my complaints, points,
// feedback.

const tags = ["user-centre"] as const;

export const PUSH_MESSAGE_KINDS = ["platform", "complaint"] as const;
export type PushMessageKind = (typeof PUSH_MESSAGE_KINDS)[number];
export const PUSH_MESSAGE_KIND_LABELS: Record<PushMessageKind, string> = {
  platform: "平台消息",
  complaint: "投诉消息",
};

const DEADLINE_KINDS = [
  "company_response",
  "company_reply",
  "consumer_confirm",
] as const satisfies readonly DeadlineKind[];

/** The running deadline of a complaint (`activeDeadline` in @tousu/domain), with its label. */
export const complaintDeadline = z.object({
  kind: z.enum(DEADLINE_KINDS),
  label: z.string(),
  due_at: isoDateTime,
  paused: z.boolean(),
});

const unreadCounts = z.object({ platform: z.number().int(), complaint: z.number().int() });

export const pushMessage = z.object({
  id: z.number().int(),
  kind: z.enum(PUSH_MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable().describe("a site path the message opens"),
  complaint_id: z.number().int().nullable(),
  is_read: z.boolean(),
  created_at: isoDateTime,
});
export type PushMessage = z.infer<typeof pushMessage>;

export const listPushMessages = defineContract({
  method: "GET",
  path: "/user/push/list",
  service: "main",
  summary: "我的消息（新消息在前）",
  tags,
  auth: "required",
  query: pageQuery.extend({
    kind: z.enum(PUSH_MESSAGE_KINDS, { message: "不支持的消息类型" }).optional(),
  }),
  data: pageOf(pushMessage),
});

/** Id 0 stands for "all my messages" (optionally of one kind): the 全部已读 button. */
export const MARK_ALL_MESSAGES_READ = 0;

export const readPushMessage = defineContract({
  method: "PUT",
  path: "/user/push/read/:id",
  service: "main",
  summary: "标记消息已读（id 为 0 时全部标记已读，可按 kind 限定）；返回最新未读数",
  tags,
  auth: "required",
  withoutPhone: "allowed",
  params: z.object({
    id: z.union([z.literal("0").transform(() => MARK_ALL_MESSAGES_READ), idSchema("无效的消息编号")], {
      message: "无效的消息编号",
    }),
  }),
  body: z
    .object({ kind: z.enum(PUSH_MESSAGE_KINDS, { message: "不支持的消息类型" }).optional() })
    .nullish()
    .transform((body) => body ?? {}),
  data: unreadCounts,
});

// —— my complaints ——

/** The tabs of /user/complaint; a complaint may sit in more than one (e.g. company_needs_info). */
export const MY_COMPLAINT_GROUPS = ["all", "reviewing", "back", "processing", "replied", "finished"] as const;
export type MyComplaintGroup = (typeof MY_COMPLAINT_GROUPS)[number];

export const MY_COMPLAINT_GROUP_STATUSES: Record<MyComplaintGroup, readonly ComplaintStatus[]> = {
  all: COMPLAINT_STATUSES,
  reviewing: ["pending_review", "needs_info"],
  back: ["rejected", "needs_info", "company_needs_info"],
  processing: ["dispatched", "processing", "company_needs_info"],
  replied: ["replied"],
  finished: ["completed", "closed"],
};

export const MY_COMPLAINT_GROUP_LABELS: Record<MyComplaintGroup, string> = {
  all: "全部",
  reviewing: "审核中",
  back: "待我处理",
  processing: "处理中",
  replied: "商家已回复",
  finished: "已结束",
};

export const myComplaintItem = z.object({
  id: z.number().int(),
  sn: z.string().describe("投诉编号, the public number"),
  title: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  status_label: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
  custom_brand_name: z.string().nullable(),
  is_public: z.boolean().describe("published and not hidden: /tousu/{id} shows it"),
  is_overdue: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  dispatched_at: isoDateTime.nullable(),
  replied_at: isoDateTime.nullable(),
  deadline: complaintDeadline.nullable(),
  attention: z.string().nullable().describe("what the complainant should do now, in Chinese"),
});
export type MyComplaintItem = z.infer<typeof myComplaintItem>;

export const listMyComplaints = defineContract({
  method: "GET",
  path: "/complaint/mylist",
  service: "main",
  summary: "我的投诉（按状态分组）",
  tags,
  auth: "required",
  query: pageQuery.extend({
    status: z.enum(MY_COMPLAINT_GROUPS, { message: "不支持的投诉分组" }).default("all"),
  }),
  data: pageOf(myComplaintItem).extend({
    counts: z.record(z.enum(MY_COMPLAINT_GROUPS), z.number().int()).describe("complaints per group"),
  }),
});

// —— points ——

export const getMyScores = defineContract({
  method: "GET",
  path: "/user/scores",
  service: "main",
  summary: "我的积分：余额与明细",
  tags,
  auth: "required",
  query: pageQuery,
  data: pageOf(
    z.object({
      id: z.number().int(),
      points: z.number().int(),
      reason: z.string(),
      reason_label: z.string(),
      created_at: isoDateTime,
    }),
  ).extend({ balance: z.number().int() }),
});

// —— feedback ——

export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 4;

export const submitFeedback = defineContract({
  method: "POST",
  path: "/feedback",
  service: "main",
  summary: "意见反馈（可匿名）",
  tags,
  auth: "optional",
  body: z.object({
    content: z
      .string({ message: "请填写反馈内容" })
      .trim()
      .min(FEEDBACK_CONTENT_MIN, { message: `反馈内容至少${FEEDBACK_CONTENT_MIN}个字` })
      .max(FEEDBACK_CONTENT_MAX, { message: `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字` }),
    contact: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, ""))
      .refine((value) => value === "" || isMobilePhone(value) || isEmail(value), {
        message: "请填写正确的手机号或邮箱",
      })
      .optional(),
    images: z
      .array(z.string().max(IMAGE_URL_MAX, { message: "图片地址无效，请重新上传" }), {
        message: "图片格式不正确",
      })
      .max(FEEDBACK_IMAGES_MAX, { message: `最多上传${FEEDBACK_IMAGES_MAX}张图片` })
      .default([]),
  }),
  data: z.object({
    id: z.number().int(),
    priority: z.boolean().describe("sent by a member: staff see it flagged and handle it first"),
  }),
});

export const consoleFeedback = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable().describe("null: sent without a login"),
  content: z.string(),
  contact: z.string().nullable().describe("whole, for staff to answer"),
  images: z.array(z.string()),
  priority: z.boolean().describe("sent by a member while their membership ran"),
  created_at: isoDateTime,
  handled_at: isoDateTime.nullable(),
});

export const listConsoleFeedback = defineContract({
  method: "GET",
  path: "/admin/feedback",
  service: "main",
  summary: "意见反馈列表：未处理在前，其中会员的反馈在前（优先处理），再按提交时间新的在前",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery,
  data: pageOf(consoleFeedback),
});

export const markFeedbackHandled = defineContract({
  method: "POST",
  path: "/admin/feedback/:id/handled",
  service: "main",
  summary: "标记意见反馈已处理（重复标记不改变处理时间）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: z.object({
    id: z.number().int(),
    handled_at: isoDateTime.describe("when it was first marked handled; a repeated mark answers the same"),
  }),
});
