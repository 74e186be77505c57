import {
  findAdvertisingViolation,
  isPracticeCity,
  LICENSE_NO_MESSAGE,
  MAX_PRACTICE_AREAS,
  MEMBER_DISCOUNT_PERCENT_MAX,
  MEMBER_DISCOUNT_PERCENT_MESSAGE,
  MEMBER_DISCOUNT_PERCENT_MIN,
  PRACTICE_AREA_CODES,
  PRACTICE_CITY_MESSAGE,
  STAFF_REASON_MAX,
  STAFF_REASON_MIN,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { lawyerEnterpriseClient } from "./lawyer-clients";
import { idParam, isoDateTime, keywordQuery, pageOf, pageQuery, requiredText } from "./shared";
import { z } from "./zod";

// A lawyer's account on the lawyer service: applying, the applicant's own view, and staff
// verification (docs/decisions/049-lawyer-accounts.md).

const TAGS = ["lawyer"] as const;
const STAFF_TAGS = ["lawyer", "moderation"] as const;

export const LAWYER_INTRODUCTION_MIN = 20;
export const LAWYER_INTRODUCTION_MAX = 1000;
export const PRACTICE_AREAS_MESSAGE = `请选择1至${MAX_PRACTICE_AREAS}个执业领域`;
export const LAW_FIRM_MESSAGE = "请填写执业机构的完整名称（××律师事务所）";

/** The year is checked against the clock by the server; here only the shape. */
export const licenseNoSchema = z
  .string({ message: LICENSE_NO_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ""))
  .refine((value) => /^\d{17}$/.test(value), { message: LICENSE_NO_MESSAGE });

export const lawFirmSchema = requiredText("执业机构", 6, 60).refine((value) => value.includes("律师事务所"), {
  message: LAW_FIRM_MESSAGE,
});

/** One of the city list's practice cities, so /law's city filter offers only cities of that list. */
export const practiceCitySchema = z
  .string({ message: PRACTICE_CITY_MESSAGE })
  .trim()
  .refine(isPracticeCity, { message: PRACTICE_CITY_MESSAGE });

export const practiceAreasSchema = z
  .array(z.enum(PRACTICE_AREA_CODES, { message: "无效的执业领域" }), { message: PRACTICE_AREAS_MESSAGE })
  .min(1, { message: PRACTICE_AREAS_MESSAGE })
  .max(MAX_PRACTICE_AREAS, { message: PRACTICE_AREAS_MESSAGE })
  .transform((codes) => [...new Set(codes)]);

/** A lawyer's own words: checked against the advertising rules wherever they are stored. */
export const lawyerIntroductionSchema = requiredText(
  "个人简介",
  LAWYER_INTRODUCTION_MIN,
  LAWYER_INTRODUCTION_MAX,
).superRefine((value, context) => {
  const violation = findAdvertisingViolation(value);
  if (violation) context.addIssue({ code: "custom", message: violation.message });
});

export const lawyerStatus = z.enum(["pending", "verified", "refused", "suspended"]);

export const lawyerApplicationBody = z.object({
  license_no: licenseNoSchema,
  law_firm: lawFirmSchema,
  city: practiceCitySchema,
  practice_areas: practiceAreasSchema,
  practice_since_year: z.coerce
    .number({ message: "请填写首次执业年份" })
    .int({ message: "请填写首次执业年份" }),
  license_photo_url: z.string({ message: "请上传执业证照片" }).trim().min(1, { message: "请上传执业证照片" }),
  introduction: lawyerIntroductionSchema,
});

/** What the applicant sees of their own application and profile. */
export const ownLawyerProfile = z.object({
  status: lawyerStatus,
  license_no: z.string(),
  law_firm: z.string(),
  city: z.string(),
  practice_areas: z.array(z.string()),
  practice_since_year: z.number().int(),
  introduction: z.string(),
  accepting_cases: z.boolean(),
  /** The member discount the lawyer offers now (decision 098), null when none. */
  member_discount: z.object({ percent: z.number().int(), since: isoDateTime }).nullable(),
  refusal_reason: z.string().nullable(),
  applied_at: isoDateTime,
  verified_at: isoDateTime.nullable(),
  recheck_due_at: isoDateTime.nullable(),
});

export const applyAsLawyer = defineContract({
  method: "POST",
  path: "/account/application",
  service: "lawyer",
  summary: "申请律师入驻（提交执业信息，待平台核验）",
  tags: TAGS,
  auth: "required",
  body: lawyerApplicationBody,
  data: ownLawyerProfile,
});

export const getOwnLawyerApplication = defineContract({
  method: "GET",
  path: "/account/application",
  service: "lawyer",
  summary: "我的律师入驻申请与执业资料",
  tags: TAGS,
  auth: "required",
  data: z.object({ application: ownLawyerProfile.nullable() }),
});

export const updateOwnLawyerProfile = defineContract({
  method: "PUT",
  path: "/account/profile",
  service: "lawyer",
  summary: "修改律师资料（修改执业证号或执业机构需重新核验）",
  tags: TAGS,
  auth: "required",
  body: z.object({
    license_no: licenseNoSchema.optional(),
    law_firm: lawFirmSchema.optional(),
    city: practiceCitySchema.optional(),
    practice_areas: practiceAreasSchema.optional(),
    introduction: lawyerIntroductionSchema.optional(),
    accepting_cases: z.boolean({ message: "无效的接案状态" }).optional(),
  }),
  data: ownLawyerProfile,
});

/**
 * A verified lawyer offers members a discount off their fee on entrustment, changes it, or withdraws
 * it (`percent: null`). It applies to requests made from then on; requests made before keep theirs.
 */
export const setOwnMemberDiscount = defineContract({
  method: "PUT",
  path: "/account/member-discount",
  service: "lawyer",
  summary: "设置、修改或撤回会员优惠（此后的委托请求适用）",
  tags: TAGS,
  auth: "required",
  body: z.object({
    percent: z
      .number({ message: MEMBER_DISCOUNT_PERCENT_MESSAGE })
      .int({ message: MEMBER_DISCOUNT_PERCENT_MESSAGE })
      .min(MEMBER_DISCOUNT_PERCENT_MIN, { message: MEMBER_DISCOUNT_PERCENT_MESSAGE })
      .max(MEMBER_DISCOUNT_PERCENT_MAX, { message: MEMBER_DISCOUNT_PERCENT_MESSAGE })
      .nullable(),
  }),
  data: ownLawyerProfile,
});

const lawyerSummary = z.object({
  user_id: z.number().int(),
  real_name: z.string().describe("masked, e.g. 张*"),
  license_no: z.string(),
  law_firm: z.string(),
  city: z.string(),
  practice_areas: z.array(z.string()),
  status: lawyerStatus,
  applied_at: isoDateTime,
  verified_at: isoDateTime.nullable(),
  recheck_due_at: isoDateTime.nullable(),
});

export const listLawyerApplications = defineContract({
  method: "GET",
  path: "/admin/lawyers",
  service: "lawyer",
  summary: "律师审核：申请与已入驻律师",
  tags: STAFF_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    status: lawyerStatus.default("pending"),
    city: z.string().trim().max(20).optional(),
    keyword: keywordQuery,
    /** Verified lawyers whose re-check falls due within the reminder window or is past. */
    due_for_recheck: z
      .enum(["true", "false", "1", "0"], { message: "无效的筛选条件" })
      .transform((value) => value === "true" || value === "1")
      .optional(),
  }),
  data: pageOf(lawyerSummary),
});

export const getLawyerApplication = defineContract({
  method: "GET",
  path: "/admin/lawyers/:id",
  service: "lawyer",
  summary: "律师审核：申请详情（含执业证照片）",
  tags: STAFF_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: lawyerSummary.extend({
    /** The full name, for the manual check against the national registry; staff only. */
    real_name: z.string(),
    practice_since_year: z.number().int(),
    introduction: z.string(),
    refusal_reason: z.string().nullable(),
    reviewed_at: isoDateTime.nullable(),
    /** A short-lived signed address of the licence photo. */
    license_photo_url: z.string(),
    license_photo_expires_at: isoDateTime,
    /** The enterprises the lawyer declares they act for. */
    enterprise_clients: z.array(lawyerEnterpriseClient),
  }),
});

const staffReason = z.object({ reason: requiredText("原因", STAFF_REASON_MIN, STAFF_REASON_MAX) });
const decided = z.object({ user_id: z.number().int(), status: lawyerStatus });

export const approveLawyer = defineContract({
  method: "POST",
  path: "/admin/lawyers/:id/approve",
  service: "lawyer",
  summary: "律师审核：核验通过",
  tags: STAFF_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: decided,
});

export const refuseLawyer = defineContract({
  method: "POST",
  path: "/admin/lawyers/:id/refuse",
  service: "lawyer",
  summary: "律师审核：驳回申请",
  tags: STAFF_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: staffReason,
  data: decided,
});

export const suspendLawyer = defineContract({
  method: "POST",
  path: "/admin/lawyers/:id/suspend",
  service: "lawyer",
  summary: "律师审核：暂停执业展示",
  tags: STAFF_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: staffReason,
  data: decided,
});

export const reinstateLawyer = defineContract({
  method: "POST",
  path: "/admin/lawyers/:id/reinstate",
  service: "lawyer",
  summary: "律师审核：恢复（重新核验通过）",
  tags: STAFF_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: decided,
});

/** The licence photo behind a signed address, for staff's browsers (an <img> sends no token). */
export const getLicensePhoto = defineContract({
  method: "GET",
  path: "/admin/license-photos/:id",
  service: "lawyer",
  summary: "律师执业证照片（签名短时地址）",
  tags: STAFF_TAGS,
  auth: "none",
  params: idParam,
  query: z.object({ expires: z.coerce.number().int(), signature: z.string().regex(/^[0-9a-f]{64}$/) }),
  mediaTypes: ["image/jpeg"],
  data: z.string().describe("the photo itself (JPEG), not an envelope"),
});
