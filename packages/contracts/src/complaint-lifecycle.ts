import {
  APPEAL_REASON_MAX,
  APPEAL_REASON_MIN,
  APPLICATION_REASON_MAX,
  APPLICATION_REASON_MIN,
  CLOSE_NOTE_MAX,
  CLOSE_NOTE_MIN,
  COMPANY_REPLY_MAX,
  COMPANY_REPLY_MIN,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_STATUSES,
  IMAGE_URL_MAX,
  INFO_REQUEST_MAX,
  INFO_REQUEST_MIN,
  RATING_CONTENT_MAX,
  RATING_TAGS_MAX,
  REJECT_REASONS,
  REPLY_AMOUNT_MAX,
  REPLY_OUTCOMES,
  SUPPLEMENT_CONTENT_MAX,
  SUPPLEMENT_CONTENT_MIN,
  WITHDRAW_REASON_MAX,
} from "@tousu/domain";
import { COMPLAINT_IMAGES_MESSAGE, COMPLAINT_TITLE_MAX, COMPLAINT_TITLE_MIN } from "./complaint-filing";
import { defineContract } from "./define-contract";
import { idParam, idSchema, optionalNote, requiredText, textUpTo } from "./shared";
import { z } from "./zod";

// Every state-changing call of the complaint lifecycle (docs/decisions/009). Each answers with the
// complaint's new status; who may call which is decided by the server (the actor of the action and
// the caller's relation to the complaint), never by the page that offers the button.

const lifecycleResult = z.object({
  id: z.number().int(),
  status: z.enum(COMPLAINT_STATUSES),
  status_label: z.string(),
});

// Paths or URLs from our upload flow (relative with the default local image host); the server checks
// that each one is ours.
const evidenceImages = z
  .array(z.string().min(1).max(IMAGE_URL_MAX, { message: "图片地址无效" }))
  .max(COMPLAINT_IMAGES_MAX, { message: COMPLAINT_IMAGES_MESSAGE })
  .default([]);

const complaintIdBody = z.object({
  complaint_id: idSchema("无效的投诉编号"),
});

// —— the consumer (only the complaint's author) ——

export const completeComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/complete",
  service: "main",
  summary: "确认完成投诉（投诉人）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  body: z.object({}).default({}),
  data: lifecycleResult,
});

export const getComplaintAppeal = defineContract({
  method: "GET",
  path: "/complaintAppeal/:id",
  service: "main",
  summary: "投诉申诉信息：能否申诉、剩余次数与历次申诉",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  data: z.object({
    can_appeal: z.boolean(),
    appeals_left: z.number().int(),
    refusal: z.string().nullable().describe("why the appeal is not possible now, in Chinese"),
    history: z.array(
      z.object({ content: z.string().nullable(), images: z.array(z.string()), created_at: z.string() }),
    ),
  }),
});

export const appealComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/apply",
  service: "main",
  summary: "不满意商家回复，申诉（退回商家再次处理）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  body: z.object({
    content: requiredText("申诉理由", APPEAL_REASON_MIN, APPEAL_REASON_MAX),
    images: evidenceImages,
  }),
  data: lifecycleResult,
});

export const listPlatformRatingTags = defineContract({
  method: "GET",
  path: "/v2/platformRating/tag",
  service: "main",
  summary: "评价标签",
  tags: ["complaint-lifecycle"],
  auth: "none",
  data: z.array(z.object({ id: z.number().int(), name: z.string(), is_positive: z.boolean() })),
});

const score = (name: string) =>
  z.coerce
    .number({ message: `请为${name}打分` })
    .int({ message: `请为${name}打分` })
    .min(1, { message: `请为${name}打分` })
    .max(5, { message: `${name}评分为1到5星` });

export const rateComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/rating",
  service: "main",
  summary: "评价已完成的投诉（投诉人）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  body: z.object({
    attitude_score: score("服务态度"),
    speed_score: score("处理速度"),
    satisfaction_score: score("满意度"),
    tag_ids: z
      .array(idSchema("无效的评价标签"))
      .max(RATING_TAGS_MAX, { message: `最多选择${RATING_TAGS_MAX}个标签` })
      .default([]),
    content: textUpTo("评价内容", RATING_CONTENT_MAX).optional(),
  }),
  data: lifecycleResult,
});

export const withdrawComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/withdraw",
  service: "main",
  summary: "撤销投诉（投诉人）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  body: z.object({ reason: textUpTo("撤诉理由", WITHDRAW_REASON_MAX).optional() }),
  data: lifecycleResult,
});

export const supplementComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/supplement",
  service: "main",
  summary: "按平台或商家要求补充材料（投诉人）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  body: z.object({
    content: requiredText("补充说明", SUPPLEMENT_CONTENT_MIN, SUPPLEMENT_CONTENT_MAX),
    images: evidenceImages,
  }),
  data: lifecycleResult,
});

export const resubmitComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/resubmit",
  service: "main",
  summary: "修改被驳回的投诉并重新提交（仅一次）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  params: idParam,
  body: z.object({
    title: requiredText("投诉标题", COMPLAINT_TITLE_MIN, COMPLAINT_TITLE_MAX),
    content: z
      .string({ message: "请填写投诉内容" })
      .min(1, { message: "请填写投诉内容" })
      .describe("AES-encrypted like the submit call"),
  }),
  data: lifecycleResult,
});

// —— the company (operators of the enterprise that owns the complaint's brand) ——

export const acceptComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/operator/accept",
  service: "main",
  summary: "商家受理投诉",
  tags: ["complaint-lifecycle"],
  auth: "required",
  body: complaintIdBody,
  data: lifecycleResult,
});

export const replyToComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/operator/reply",
  service: "main",
  summary: "商家公开回复（附处理结果）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  body: complaintIdBody
    .extend({
      content: requiredText("回复内容", COMPANY_REPLY_MIN, COMPANY_REPLY_MAX),
      outcome: z.enum(REPLY_OUTCOMES, { message: "请选择处理结果" }),
      amount: z.coerce.number().min(0, { message: "金额不能为负数" }).max(REPLY_AMOUNT_MAX).optional(),
    })
    .refine(
      (body) => !(body.outcome === "refund" || body.outcome === "compensation") || (body.amount ?? 0) > 0,
      {
        message: "退款或赔偿请填写金额",
        path: ["amount"],
      },
    ),
  data: lifecycleResult,
});

export const requestComplaintInfo = defineContract({
  method: "POST",
  path: "/v2/complaint/operator/requestInfo",
  service: "main",
  summary: "商家请用户补充信息（处理时限暂停）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  body: complaintIdBody.extend({
    content: requiredText("需要补充的内容", INFO_REQUEST_MIN, INFO_REQUEST_MAX),
  }),
  data: lifecycleResult,
});

const companyApplication = complaintIdBody.extend({
  reason: requiredText("申请理由", APPLICATION_REASON_MIN, APPLICATION_REASON_MAX),
  images: evidenceImages,
});

export const companyApplyArchive = defineContract({
  method: "POST",
  path: "/v2/complaint/operator/companyApplyArchive",
  service: "main",
  summary: "商家申请归档（平台审核）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  body: companyApplication,
  data: lifecycleResult,
});

export const companyApplyEnd = defineContract({
  method: "POST",
  path: "/v2/complaint/operator/companyApplyEnd",
  service: "main",
  summary: "商家申请结案（平台审核）",
  tags: ["complaint-lifecycle"],
  auth: "required",
  body: companyApplication,
  data: lifecycleResult,
});

// —— platform staff (moderators and admins) ——

export const approveComplaint = defineContract({
  method: "POST",
  path: "/admin/complaint/:id/approve",
  service: "main",
  summary: "审核通过并发布、派发商家",
  tags: ["moderation"],
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({ note: optionalNote }),
  data: lifecycleResult,
});

export const rejectComplaint = defineContract({
  method: "POST",
  path: "/admin/complaint/:id/reject",
  service: "main",
  summary: "审核驳回（附原因代码）",
  tags: ["moderation"],
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({ reason_code: z.enum(REJECT_REASONS, { message: "请选择驳回原因" }), note: optionalNote }),
  data: lifecycleResult,
});

export const requestInfoForReview = defineContract({
  method: "POST",
  path: "/admin/complaint/:id/requestInfo",
  service: "main",
  summary: "审核中请用户补充材料",
  tags: ["moderation"],
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({ content: requiredText("需要补充的内容", INFO_REQUEST_MIN, INFO_REQUEST_MAX) }),
  data: lifecycleResult,
});

export const closeComplaintByModerator = defineContract({
  method: "POST",
  path: "/admin/complaint/:id/close",
  service: "main",
  summary: "关闭投诉（重复投诉或违反平台规则）",
  tags: ["moderation"],
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({
    reason: z.enum(["duplicate", "rule_breach"], { message: "请选择关闭原因" }),
    note: requiredText("关闭说明", CLOSE_NOTE_MIN, CLOSE_NOTE_MAX),
  }),
  data: lifecycleResult,
});

export const reviewCompanyApplication = defineContract({
  method: "POST",
  path: "/admin/application/:id/review",
  service: "main",
  summary: "审核商家归档/结案申请",
  tags: ["moderation"],
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({
    decision: z.enum(["approve", "refuse"], { message: "请选择审核结果" }),
    note: optionalNote,
  }),
  data: lifecycleResult,
});
