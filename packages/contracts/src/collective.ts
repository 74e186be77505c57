import {
  COLLECTIVE_DESCRIPTION_MAX,
  COLLECTIVE_DESCRIPTION_MIN,
  COLLECTIVE_TITLE_MAX,
  COLLECTIVE_TITLE_MIN,
} from "@tousu/domain";
import { complaintSummary } from "./complaint";
import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery, requiredText } from "./shared";
import { z } from "./zod";

// Collective complaints (/tousu/collective/*, docs/product/api.md#collective-complaints): one shared grievance against a brand that
// consumers join by filing a complaint with its collective_id. Moderators open and close them.

export const COLLECTIVE_STATUSES = ["open", "processing", "closed"] as const;
export type CollectiveStatus = (typeof COLLECTIVE_STATUSES)[number];
export const COLLECTIVE_STATUS_LABELS: Record<CollectiveStatus, string> = {
  open: "征集中",
  processing: "处理中",
  closed: "已结束",
};

/** Still under way: consumers may join (open) or the company is working on it (processing). */
export const ONGOING_COLLECTIVE_STATUSES: readonly CollectiveStatus[] = ["open", "processing"];
/** The public list's filter: one status, or `ongoing` for every collective not yet closed. */
export const COLLECTIVE_LIST_STATUSES = ["ongoing", ...COLLECTIVE_STATUSES] as const;
export type CollectiveListStatus = (typeof COLLECTIVE_LIST_STATUSES)[number];

const tags = ["collective"];
const brandRef = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });

export const collectiveSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  status: z.enum(COLLECTIVE_STATUSES),
  status_label: z.string(),
  brand: brandRef,
  /** Every complaint filed into the collective, including those still in review. */
  member_count: z.number().int(),
  created_at: isoDateTime,
  /** When a moderator closed it; null while it is under way. */
  closed_at: isoDateTime.nullable(),
  /** When the latest public member complaint was filed, or the collective's creation if none is public yet. */
  latest_activity_at: isoDateTime,
});
export type CollectiveSummary = z.infer<typeof collectiveSummary>;

export const getCollectiveList = defineContract({
  method: "GET",
  path: "/collective/list",
  service: "main",
  summary: "集体投诉列表",
  tags,
  auth: "none",
  query: pageQuery.extend({
    status: z.enum(COLLECTIVE_LIST_STATUSES, { message: "不支持的集体投诉状态" }).optional(),
    brand_id: idSchema("无效的品牌编号").optional(),
  }),
  data: pageOf(collectiveSummary),
});

const companyReply = z.object({
  complaint_id: z.number().int(),
  content: z.string(),
  created_at: isoDateTime,
});

/** The enterprise's own answer to the collective as a whole (collective-reply.ts), as the public sees it. */
const collectiveReply = z.object({
  content: z.string(),
  enterprise_name: z.string(),
  created_at: isoDateTime,
  /** Set when the text was changed after it was first posted: when the current text was written. */
  edited_at: isoDateTime.nullable(),
});

export const getCollectiveDetail = defineContract({
  method: "GET",
  path: "/collective/detail/:id",
  service: "main",
  summary: "集体投诉详情",
  tags,
  auth: "none",
  params: idParam,
  data: collectiveSummary.extend({
    enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Member complaints anyone may read (the sub-complaint list's total). */
    public_member_count: z.number().int(),
    /** The enterprise's reply to the collective; null before it answers or while a moderator hides it. */
    collective_reply: collectiveReply.nullable(),
    /** The company's latest public replies on individual member complaints. */
    company_replies: z.array(companyReply),
  }),
});

export const getComplaintCollectiveInfo = defineContract({
  method: "GET",
  path: "/complaint/collectiveInfo/:id",
  service: "main",
  summary: "投诉所属或可加入的集体投诉",
  tags,
  auth: "none",
  params: idParam,
  data: z.object({
    /** 'member': the complaint belongs to it; 'joinable': an open collective of the same brand. */
    relation: z.enum(["member", "joinable"]).nullable(),
    collective: collectiveSummary.nullable(),
  }),
});

export const getCollectiveSubComplaints = defineContract({
  method: "GET",
  path: "/collective/subComplaintList",
  service: "main",
  summary: "集体投诉的成员投诉（仅公开）",
  tags,
  auth: "none",
  query: pageQuery.extend({
    collective_id: idSchema("无效的集体投诉编号"),
  }),
  data: pageOf(complaintSummary),
});

// —— the moderation console ——

export const listAdminCollectives = defineContract({
  method: "GET",
  path: "/admin/collectives",
  service: "main",
  summary: "集体投诉管理列表",
  tags,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    status: z.enum(COLLECTIVE_STATUSES, { message: "不支持的集体投诉状态" }).optional(),
  }),
  data: pageOf(
    collectiveSummary.extend({
      reply: z
        .object({ content: z.string(), is_hidden: z.boolean(), updated_at: isoDateTime })
        .nullable()
        .describe("the company's collective reply, hidden or not, for moderators to judge"),
    }),
  ),
});

export const createAdminCollective = defineContract({
  method: "POST",
  path: "/admin/collectives",
  service: "main",
  summary: "发起集体投诉",
  tags,
  auth: "required",
  staffRoles: ["moderator"],
  body: z.object({
    title: requiredText("标题", COLLECTIVE_TITLE_MIN, COLLECTIVE_TITLE_MAX),
    description: requiredText("说明", COLLECTIVE_DESCRIPTION_MIN, COLLECTIVE_DESCRIPTION_MAX),
    brand_id: idSchema("请选择品牌"),
  }),
  data: collectiveSummary,
});

export const closeAdminCollective = defineContract({
  method: "POST",
  path: "/admin/collectives/:id/close",
  service: "main",
  summary: "结束集体投诉征集",
  tags,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({}).default({}),
  data: collectiveSummary,
});
