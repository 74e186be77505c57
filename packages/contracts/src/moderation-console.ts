import {
  COMPLAINT_STATUSES,
  hasCreditCodeFormat,
  isComplaintNumber,
  isUnifiedSocialCreditCode,
  STAFF_ROLES,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery, phoneSchema } from "./shared";
import { z } from "./zod";

// The moderation console's own API: queues, reports, brands, enterprises, the word list,
// users and the staff log. Lifecycle transitions (approve, reject …) are in complaint-lifecycle.ts.
// Every endpoint needs a staff role; the server checks it, the console only hides what a role lacks.

const TAGS = ["moderation"] as const;

function requiredText(name: string, min: number, max: number) {
  return z
    .string({ message: `请填写${name}` })
    .trim()
    .min(min, { message: min === 1 ? `请填写${name}` : `${name}至少${min}个字` })
    .max(max, { message: `${name}不能超过${max}个字` });
}

const optionalNote = z.string().trim().max(500, { message: "备注不能超过500个字" }).optional();
const reasonBody = z.object({ reason: requiredText("操作原因", 2, 200) });
const reviewStatus = z.enum(["pending", "approved", "refused"], { message: "无效的审核状态" });
const namedRef = z.object({ id: z.number().int(), name: z.string() });

/** Query strings carry booleans as text; only "true"/"1" count as yes. */
const queryFlag = z
  .enum(["true", "false", "1", "0"], { message: "无效的筛选条件" })
  .transform((value) => value === "true" || value === "1")
  .optional();

const keywordQuery = z.string().trim().max(50, { message: "关键词不能超过50个字" }).optional();

// —— who am I ——

export const getStaffMe = defineContract({
  method: "GET",
  path: "/admin/me",
  service: "main",
  summary: "当前账号的平台角色（非平台人员返回403）",
  tags: TAGS,
  auth: "required",
  data: z.object({ id: z.number().int(), nickname: z.string(), roles: z.array(z.enum(STAFF_ROLES)) }),
});

// —— the audit queue ——

const reviewFlag = z.object({ reason: z.string(), words: z.array(z.string()), created_at: isoDateTime });

export const listReviewComplaints = defineContract({
  method: "GET",
  path: "/admin/complaints",
  service: "main",
  summary: "审核队列（默认待审核，最早的在前）",
  tags: TAGS,
  auth: "required",
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
      is_resubmission: z.boolean(),
      is_hidden: z.boolean(),
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

const staffActionEntry = z.object({
  id: z.number().int(),
  staff: namedRef.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  complaint_id: z.number().int().nullable(),
  complaint_sn: z.string().nullable().describe("the complaint's public number (投诉编号)"),
  detail: z.record(z.string(), z.unknown()),
  is_public: z.boolean(),
  created_at: isoDateTime,
});

const applicationSummary = z.object({
  id: z.number().int(),
  kind: z.enum(["archive", "end"]),
  reason: z.string(),
  evidence_urls: z.array(z.string()),
  status: reviewStatus,
  review_note: z.string().nullable(),
  created_at: isoDateTime,
  reviewed_at: isoDateTime.nullable(),
});

export const getReviewComplaint = defineContract({
  method: "GET",
  path: "/admin/complaints/:id",
  service: "main",
  summary: "审核用的投诉全文（含非公开记录、标记与操作日志）",
  tags: TAGS,
  auth: "required",
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

// —— company applications ——

export const listCompanyApplications = defineContract({
  method: "GET",
  path: "/admin/applications",
  service: "main",
  summary: "商家归档/结案申请",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ status: reviewStatus.default("pending") }),
  data: pageOf(
    applicationSummary.extend({
      complaint: z.object({ id: z.number().int(), title: z.string(), status_label: z.string() }),
      enterprise: namedRef,
    }),
  ),
});

// —— reports ——

export const listContentReports = defineContract({
  method: "GET",
  path: "/admin/reports",
  service: "main",
  summary: "用户举报的投诉与评论",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ status: reviewStatus.default("pending") }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      target_type: z.enum(["complaint", "comment"]),
      target_id: z.number().int(),
      reason: z.string(),
      detail: z.string().nullable(),
      status: reviewStatus,
      reporter: z.string().nullable(),
      created_at: isoDateTime,
      handled_at: isoDateTime.nullable(),
      target: z
        .object({
          preview: z.string(),
          complaint_id: z.number().int().nullable(),
          is_hidden: z.boolean(),
        })
        .nullable()
        .describe("null when the reported content no longer exists"),
    }),
  ),
});

export const resolveContentReport = defineContract({
  method: "POST",
  path: "/admin/reports/:id/resolve",
  service: "main",
  summary: "处理举报：隐藏被举报内容或驳回举报（同一内容的其他待处理举报一并处理）",
  tags: TAGS,
  auth: "required",
  params: idParam,
  body: z.object({ action: z.enum(["hide", "dismiss"], { message: "请选择处理方式" }), note: optionalNote }),
  data: z.object({ id: z.number().int(), status: reviewStatus, resolved_count: z.number().int() }),
});

// —— comments ——

const commentStatus = z.enum(["published", "pending", "hidden"]);

export const listModeratedComments = defineContract({
  method: "GET",
  path: "/admin/comments",
  service: "main",
  summary: "待审核（含审核敏感词）或已隐藏的评论",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({
    status: z.enum(["pending", "hidden"], { message: "无效的评论状态" }).default("pending"),
  }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      content: z.string(),
      status: commentStatus,
      author: z.string(),
      complaint: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      article_id: z.number().int().nullable(),
      created_at: isoDateTime,
    }),
  ),
});

const commentModeration = {
  service: "main",
  tags: TAGS,
  auth: "required",
  params: idParam,
  data: z.object({ id: z.number().int(), status: commentStatus }),
} as const;

export const approveComment = defineContract({
  ...commentModeration,
  method: "POST",
  path: "/admin/comments/:id/approve",
  summary: "审核通过评论（发布）",
  body: z.object({ note: optionalNote }),
});

export const hideComment = defineContract({
  ...commentModeration,
  method: "POST",
  path: "/admin/comments/:id/hide",
  summary: "隐藏评论",
  body: reasonBody,
});

export const restoreComment = defineContract({
  ...commentModeration,
  method: "POST",
  path: "/admin/comments/:id/restore",
  summary: "恢复被隐藏的评论",
  body: reasonBody,
});

// —— brands and enterprises (admin) ——

const adminBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string(),
  description: z.string().nullable(),
  enterprise: namedRef.nullable(),
  complaint_count: z.number().int(),
});

export const listAdminBrands = defineContract({
  method: "GET",
  path: "/admin/brands",
  service: "main",
  summary: "品牌管理列表",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ keyword: keywordQuery }),
  data: pageOf(adminBrand),
});

export const updateAdminBrand = defineContract({
  method: "PUT",
  path: "/admin/brands/:id",
  service: "main",
  summary: "修改品牌资料与所属企业",
  tags: TAGS,
  auth: "required",
  params: idParam,
  body: z.object({
    /** Left out, the name stays; a new name must not belong to another brand. */
    name: requiredText("品牌名称", 1, 30).optional(),
    industry: requiredText("所属行业", 1, 20),
    description: z.string().trim().max(500, { message: "品牌简介不能超过500个字" }).nullable().default(null),
    enterprise_id: idSchema("无效的企业编号").nullable(),
  }),
  data: adminBrand,
});

const adminEnterprise = z.object({
  id: z.number().int(),
  name: z.string(),
  credit_code: z.string(),
  description: z.string().nullable(),
  is_verified: z.boolean(),
  verified_at: isoDateTime.nullable(),
  brand_count: z.number().int(),
  member_count: z.number().int(),
  created_at: isoDateTime,
});

export const listAdminEnterprises = defineContract({
  method: "GET",
  path: "/admin/enterprises",
  service: "main",
  summary: "企业列表",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ keyword: keywordQuery }),
  data: pageOf(adminEnterprise),
});

export const createAdminEnterprise = defineContract({
  method: "POST",
  path: "/admin/enterprises",
  service: "main",
  summary: "新建企业",
  tags: TAGS,
  auth: "required",
  body: z.object({
    name: requiredText("企业名称", 2, 60),
    credit_code: z
      .string({ message: "请填写统一社会信用代码" })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(hasCreditCodeFormat, { message: "请填写18位有效的统一社会信用代码" })
      // Only a well-formed code has a check character worth comparing; one message per mistake.
      .refine((value) => !hasCreditCodeFormat(value) || isUnifiedSocialCreditCode(value), {
        message: "统一社会信用代码校验位不正确，请核对后重新填写",
      }),
    description: z.string().trim().max(500, { message: "企业简介不能超过500个字" }).optional(),
  }),
  data: adminEnterprise,
});

export const updateAdminEnterprise = defineContract({
  method: "PUT",
  path: "/admin/enterprises/:id",
  service: "main",
  summary: "修改企业资料或认证状态",
  tags: TAGS,
  auth: "required",
  params: idParam,
  body: z
    .object({
      name: requiredText("企业名称", 2, 60).optional(),
      description: z.string().trim().max(500, { message: "企业简介不能超过500个字" }).nullable().optional(),
      is_verified: z.boolean({ message: "无效的认证状态" }).optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: "请填写要修改的内容",
    }),
  data: adminEnterprise,
});

// —— brand claims (moderator) ——

export const listBrandClaimsForReview = defineContract({
  method: "GET",
  path: "/admin/brand-claims",
  service: "main",
  summary: "企业认领品牌的申请",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ status: reviewStatus.default("pending") }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      brand: namedRef.extend({ enterprise_id: z.number().int().nullable() }),
      enterprise: namedRef.extend({ is_verified: z.boolean() }),
      applicant: z.string().nullable(),
      evidence: z.string(),
      status: reviewStatus,
      review_note: z.string().nullable(),
      created_at: isoDateTime,
      reviewed_at: isoDateTime.nullable(),
    }),
  ),
});

export const reviewBrandClaim = defineContract({
  method: "POST",
  path: "/admin/brand-claims/:id/review",
  service: "main",
  summary: "审核品牌认领（通过后品牌归属该企业，同品牌其他待审申请一并拒绝）",
  tags: TAGS,
  auth: "required",
  params: idParam,
  body: z.object({
    decision: z.enum(["approve", "refuse"], { message: "请选择审核结果" }),
    note: optionalNote,
  }),
  data: z.object({ id: z.number().int(), status: reviewStatus }),
});

// —— sensitive words (editor) ——

const sensitiveWordLevel = z.enum(["block", "review"], { message: "请选择处理方式" });
const sensitiveWord = z.object({
  id: z.number().int(),
  word: z.string(),
  level: sensitiveWordLevel,
  created_at: isoDateTime,
});

export const listSensitiveWords = defineContract({
  method: "GET",
  path: "/admin/sensitive-words",
  service: "main",
  summary: "敏感词列表",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ keyword: keywordQuery, level: sensitiveWordLevel.optional() }),
  data: pageOf(sensitiveWord),
});

export const addSensitiveWord = defineContract({
  method: "POST",
  path: "/admin/sensitive-words",
  service: "main",
  summary: "添加敏感词（block 直接拦截，review 送人工审核）",
  tags: TAGS,
  auth: "required",
  body: z.object({ word: requiredText("敏感词", 1, 30), level: sensitiveWordLevel }),
  data: sensitiveWord,
});

export const deleteSensitiveWord = defineContract({
  method: "DELETE",
  path: "/admin/sensitive-words/:id",
  service: "main",
  summary: "删除敏感词",
  tags: TAGS,
  auth: "required",
  params: idParam,
  data: z.object({ id: z.number().int() }),
});

// —— users (admin) ——

const adminUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  phone_masked: z.string(),
  status: z.enum(["active", "banned"]),
  roles: z.array(z.string()),
  created_at: isoDateTime,
  last_login_at: isoDateTime.nullable(),
});

export const listAdminUsers = defineContract({
  method: "GET",
  path: "/admin/users",
  service: "main",
  summary: "按手机号（精确）或昵称查找用户",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({ phone: phoneSchema.optional(), keyword: keywordQuery }),
  data: pageOf(adminUser),
});

const accountStatusChange = {
  service: "main",
  tags: TAGS,
  auth: "required",
  params: idParam,
  body: reasonBody,
  data: z.object({ id: z.number().int(), status: z.enum(["active", "banned"]) }),
} as const;

export const banUser = defineContract({
  ...accountStatusChange,
  method: "POST",
  path: "/admin/users/:id/ban",
  summary: "封禁用户（立即注销其全部登录）",
});

export const unbanUser = defineContract({
  ...accountStatusChange,
  method: "POST",
  path: "/admin/users/:id/unban",
  summary: "解除封禁",
});

// —— the staff log ——

export const listStaffActions = defineContract({
  method: "GET",
  path: "/admin/staff-actions",
  service: "main",
  summary: "平台操作日志（最新在前，只增不改）",
  tags: TAGS,
  auth: "required",
  query: pageQuery.extend({
    staff_id: idSchema("无效的人员编号").optional(),
    complaint_id: idSchema("无效的投诉编号").optional(),
    complaint_sn: z.string().trim().refine(isComplaintNumber, "无效的投诉编号").optional(),
  }),
  data: pageOf(staffActionEntry),
});
