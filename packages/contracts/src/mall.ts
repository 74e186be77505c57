import {
  MALL_BENEFIT_KINDS,
  MALL_CATALOGUE,
  MALL_FULFILMENT_NOTE_MIN,
  MALL_REDEMPTION_STATUSES,
  STAFF_NOTE_MAX,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS } from "./moderation-console/fields";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery, requiredText } from "./shared";
import { z } from "./zod";

// The points mall on the mall service (docs/product/api.md#points-mall, decision 111): the benefits
// points buy, a member's redemptions, and the console's list of them.

const tags = ["mall"] as const;

/** A client's key for one redemption: a repeated request with it answers the first one's result. */
export const REDEMPTION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const benefitCodes = MALL_CATALOGUE.map((benefit) => benefit.code) as [string, ...string[]];

export const mallBenefit = z.object({
  code: z.string(),
  kind: z.enum(MALL_BENEFIT_KINDS),
  title: z.string(),
  description: z.string(),
  price_points: z.number().int(),
  needs_complaint: z.boolean().describe("a printed package names the member's complaint it is made of"),
});

export const listMallBenefits = defineContract({
  method: "GET",
  path: "/benefits",
  service: "mall",
  summary: "积分商城：可兑换的权益（价格为积分）",
  tags,
  auth: "none",
  data: z.object({ list: z.array(mallBenefit) }),
});

/** A list of redemptions, one status or all. */
const redemptionsQuery = pageQuery.extend({
  status: z.enum(MALL_REDEMPTION_STATUSES, { message: "无效的兑换状态" }).optional(),
});

export const mallRedemption = z.object({
  redemption_no: z.string(),
  benefit_code: z.string(),
  benefit_kind: z.enum(MALL_BENEFIT_KINDS),
  benefit_title: z.string(),
  points: z.number().int().describe("the points it spent"),
  status: z.enum(MALL_REDEMPTION_STATUSES),
  status_label: z.string(),
  complaint_id: z.number().int().nullable(),
  fulfilment_note: z.string().nullable().describe("what staff wrote when they sent a printed package"),
  fulfilled_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const redeemBenefit = defineContract({
  method: "POST",
  path: "/redemptions",
  service: "mall",
  summary: "用积分兑换一项权益（同一 idempotency_key 重复请求返回同一结果，只扣一次积分）",
  tags,
  auth: "required",
  body: z.object({
    benefit_code: z.enum(benefitCodes, { message: "该权益不存在或已下架" }),
    idempotency_key: z
      .string({ message: "兑换请求缺少编号，请刷新页面后重试" })
      .regex(REDEMPTION_KEY_PATTERN, { message: "兑换请求编号无效，请刷新页面后重试" }),
    complaint_id: idSchema("请选择要打印的投诉").optional(),
  }),
  data: z.object({
    redemption: mallRedemption,
    balance: z.number().int().describe("the points left after it"),
    repeated: z.boolean().describe("true: this key's redemption was made before; nothing was spent now"),
  }),
});

export const listMyRedemptions = defineContract({
  method: "GET",
  path: "/redemptions",
  service: "mall",
  summary: "我的兑换记录，新的在前；可按状态筛选（如未使用的律师咨询券）",
  tags,
  auth: "required",
  query: redemptionsQuery,
  data: pageOf(mallRedemption),
});

export const consoleRedemption = mallRedemption.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  complaint_title: z.string().nullable(),
  fulfilled_by: z.number().int().nullable(),
});

export const listConsoleRedemptions = defineContract({
  method: "GET",
  path: "/admin/redemptions",
  service: "mall",
  summary: "积分兑换记录：可按状态筛选，新的在前（待寄送的打印包在此处理）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["mediator"],
  query: redemptionsQuery,
  data: pageOf(consoleRedemption),
});

export const fulfilRedemption = defineContract({
  method: "POST",
  path: "/admin/redemptions/:id/fulfil",
  service: "mall",
  summary: "标记打印包已寄送（只对待寄送的打印包）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["mediator"],
  params: idParam,
  body: z.object({ note: requiredText("寄送说明", MALL_FULFILMENT_NOTE_MIN, STAFF_NOTE_MAX) }),
  data: consoleRedemption,
});
