import {
  BRAND_DESCRIPTION_MAX,
  BRAND_INDUSTRY_MAX,
  BRAND_NAME_MAX,
  CREDIT_CODE_LENGTH,
  ENTERPRISE_DESCRIPTION_MAX,
  ENTERPRISE_NAME_MAX,
  ENTERPRISE_NAME_MIN,
  hasCreditCodeFormat,
  isUnifiedSocialCreditCode,
} from "@tousu/domain";
import { defineContract } from "../define-contract";
import {
  idParam,
  idSchema,
  isoDateTime,
  keywordQuery,
  pageOf,
  pageQuery,
  requiredText,
  textUpTo,
} from "../shared";
import { z } from "../zod";
import { namedRef, TAGS } from "./fields";

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
  staffRoles: ["admin"],
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
  staffRoles: ["admin"],
  params: idParam,
  body: z.object({
    /** Left out, the name stays; a new name must not belong to another brand. */
    name: requiredText("品牌名称", 1, BRAND_NAME_MAX).optional(),
    industry: requiredText("所属行业", 1, BRAND_INDUSTRY_MAX),
    description: textUpTo("品牌简介", BRAND_DESCRIPTION_MAX).nullable().default(null),
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
  staffRoles: ["admin"],
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
  staffRoles: ["admin"],
  body: z.object({
    name: requiredText("企业名称", ENTERPRISE_NAME_MIN, ENTERPRISE_NAME_MAX),
    credit_code: z
      .string({ message: "请填写统一社会信用代码" })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(hasCreditCodeFormat, { message: `请填写${CREDIT_CODE_LENGTH}位有效的统一社会信用代码` })
      // Only a well-formed code has a check character worth comparing; one message per mistake.
      .refine((value) => !hasCreditCodeFormat(value) || isUnifiedSocialCreditCode(value), {
        message: "统一社会信用代码校验位不正确，请核对后重新填写",
      }),
    description: textUpTo("企业简介", ENTERPRISE_DESCRIPTION_MAX).optional(),
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
  staffRoles: ["admin"],
  params: idParam,
  body: z
    .object({
      name: requiredText("企业名称", ENTERPRISE_NAME_MIN, ENTERPRISE_NAME_MAX).optional(),
      description: textUpTo("企业简介", ENTERPRISE_DESCRIPTION_MAX).nullable().optional(),
      is_verified: z.boolean({ message: "无效的认证状态" }).optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: "请填写要修改的内容",
    }),
  data: adminEnterprise,
});
