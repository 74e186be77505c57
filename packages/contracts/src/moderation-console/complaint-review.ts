import { COMPLAINT_STATUSES, PERSONAL_DATA_KINDS } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { idParam, isoDateTime, keywordQuery, pageOf, pageQuery } from "../shared";
import { z } from "../zod";
import { applicationSummary, namedRef, queryFlag, reasonBody, staffActionEntry, TAGS } from "./fields";

// The audit queue and a complaint's full record for review; its lifecycle steps (approve, reject …)
// are in complaint-lifecycle.ts.

const reviewFlag = z.object({ reason: z.string(), words: z.array(z.string()), created_at: isoDateTime });

export const listReviewComplaints = defineContract({
  method: "GET",
  path: "/admin/complaints",
  service: "main",
  summary: "审核队列（默认待审核；会员加急的在前，其余最早的在前）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    status: z.enum(COMPLAINT_STATUSES, { message: "无效的投诉状态" }).default("pending_review"),
    keyword: keywordQuery,
    flagged: queryFlag,
  }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      sn: z.string(),
      title: z.string(),
      status: z.enum(COMPLAINT_STATUSES),
      status_label: z.string(),
      brand_name: z.string().describe("the brand, or the name the consumer typed for an unlisted brand"),
      subtype_name: z.string(),
      author: z.string().describe("masked: the nickname, never the phone"),
      created_at: isoDateTime,
      flags: z.array(reviewFlag),
      personal_data: z
        .array(z.enum(PERSONAL_DATA_KINDS))
        .describe("kinds of personal data found in the title and text (each once), masked on public views"),
      is_resubmission: z.boolean(),
      is_hidden: z.boolean(),
      audit_due_at: isoDateTime
        .nullable()
        .describe("a member's complaint (加急): audited by then; staff only, null for everyone else's"),
    }),
  ),
});

const timelineEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_type: z.string(),
  content: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  is_public: z.boolean(),
  created_at: isoDateTime,
});

export const getReviewComplaint = defineContract({
  method: "GET",
  path: "/admin/complaints/:id",
  service: "main",
  summary: "审核用的投诉全文（含非公开记录、标记与操作日志）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: z.object({
    id: z.number().int(),
    sn: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    status_label: z.string(),
    brand: namedRef.nullable(),
    custom_brand_name: z.string().nullable(),
    enterprise: namedRef.nullable(),
    subtype_name: z.string(),
    money: z.number(),
    is_anonymous: z.boolean(),
    is_hidden: z.boolean(),
    reject_reason: z.string().nullable(),
    close_reason: z.string().nullable(),
    resubmit_count: z.number().int(),
    appeal_count: z.number().int(),
    created_at: isoDateTime,
    dispatched_at: isoDateTime.nullable(),
    author: z.object({
      id: z.number().int(),
      nickname: z.string(),
      phone_masked: z.string().nullable(),
      real_name: z.string().nullable().describe("the complainant's name as filed, for the reviewer only"),
      id_card_masked: z.string().nullable(),
      is_real_name_verified: z.boolean(),
    }),
    images: z.array(z.object({ url: z.string(), thumb_url: z.string().nullable() })),
    problems: z.array(z.string()),
    appeals: z.array(z.string()),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
    timeline: z.array(timelineEntry),
    flags: z.array(reviewFlag),
    staff_actions: z.array(staffActionEntry),
    pending_application: applicationSummary.nullable(),
    moderator_actions: z.array(z.string()).describe("lifecycle actions a moderator may take now"),
  }),
});

const complaintVisibility = {
  service: "main",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: reasonBody,
  data: z.object({ id: z.number().int(), is_hidden: z.boolean() }),
} as const;

export const hideComplaint = defineContract({
  ...complaintVisibility,
  method: "POST",
  path: "/admin/complaints/:id/hide",
  summary: "隐藏投诉（从公开列表与详情页撤下）",
});

export const restoreComplaint = defineContract({
  ...complaintVisibility,
  method: "POST",
  path: "/admin/complaints/:id/restore",
  summary: "恢复被隐藏的投诉",
});
