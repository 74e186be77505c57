import { defineContract } from "../define-contract";
import { idParam, isoDateTime, optionalNote, pageOf, pageQuery } from "../shared";
import { z } from "../zod";
import { namedRef, reviewStatus, TAGS } from "./fields";

export const listBrandClaimsForReview = defineContract({
  method: "GET",
  path: "/admin/brand-claims",
  service: "main",
  summary: "企业认领品牌的申请",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
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
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({
    decision: z.enum(["approve", "refuse"], { message: "请选择审核结果" }),
    note: optionalNote,
  }),
  data: z.object({ id: z.number().int(), status: reviewStatus }),
});
