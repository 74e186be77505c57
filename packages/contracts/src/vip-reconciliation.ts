import { STAFF_NOTE_MAX, VIP_BILL_MISMATCH_KINDS, VIP_RECONCILED_PROVIDERS } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS, queryFlag } from "./moderation-console/fields";
import { calendarDay, idParam, isoDateTime, pageOf, pageQuery, requiredText } from "./shared";
import { z } from "./zod";

// The daily reconciliation of the channels' trade bills (docs/decisions/094), for finance staff
// (and admins): each day's run per provider with its counts, the mismatches it found, their
// resolution, and a day run again. Amounts are integer fen.

const provider = z.enum(VIP_RECONCILED_PROVIDERS, { message: "无效的支付渠道" });
const billDate = calendarDay("请选择有效的账单日期");

export const vipReconciliationRun = z.object({
  bill_date: z.string().describe("YYYY-MM-DD, Beijing time"),
  provider: z.enum(VIP_RECONCILED_PROVIDERS),
  status: z.enum(["done", "failed"]),
  failure: z.string().nullable().describe("why the bill could not be reconciled"),
  bill_payments: z.number().int(),
  bill_refunds: z.number().int(),
  bill_net_fen: z.number().int().describe("the bill's payments less its refunds"),
  mismatches: z.number().int(),
  unresolved: z.number().int(),
  runs: z.number().int().describe("how many times the day was reconciled"),
  ran_at: isoDateTime,
});
export type VipReconciliationRun = z.infer<typeof vipReconciliationRun>;

export const vipBillMismatch = z.object({
  id: z.number().int(),
  bill_date: z.string(),
  provider: z.enum(VIP_RECONCILED_PROVIDERS),
  kind: z.enum(VIP_BILL_MISMATCH_KINDS),
  order_no: z.string(),
  refund_no: z.string().nullable(),
  channel_trade_no: z.string().nullable(),
  channel_fen: z.number().int().nullable().describe("the bill's figure; null when the bill has no line"),
  platform_fen: z.number().int().nullable().describe("the platform's figure; null when it has none"),
  platform_status: z.string().nullable().describe("the platform's order or refund status"),
  resolved: z.boolean(),
  resolution_note: z.string().nullable(),
  resolved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  resolved_at: isoDateTime.nullable(),
});
export type VipBillMismatch = z.infer<typeof vipBillMismatch>;

export const listVipReconciliations = defineContract({
  method: "GET",
  path: "/admin/vip/reconciliations",
  service: "main",
  summary: "对账：每日每个支付渠道的对账结果（新的在前）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  query: pageQuery.extend({ provider: provider.optional() }),
  data: pageOf(vipReconciliationRun),
});

export const rerunVipReconciliation = defineContract({
  method: "POST",
  path: "/admin/vip/reconciliations",
  service: "main",
  summary: "重新对账：下载该日账单并重新比对（同一日期和渠道同时只排一次）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  body: z.object({ bill_date: billDate, provider }),
  data: z.object({
    bill_date: z.string(),
    provider: z.enum(VIP_RECONCILED_PROVIDERS),
    queued_at: isoDateTime,
  }),
});

export const listVipBillMismatches = defineContract({
  method: "GET",
  path: "/admin/vip/reconciliations/mismatches",
  service: "main",
  summary: "对账差异（按账单日期新的在前）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  query: pageQuery.extend({
    bill_date: billDate.optional(),
    provider: provider.optional(),
    kind: z.enum(VIP_BILL_MISMATCH_KINDS, { message: "无效的差异类型" }).optional(),
    resolved: queryFlag,
  }),
  data: pageOf(vipBillMismatch),
});

export const resolveVipBillMismatch = defineContract({
  method: "POST",
  path: "/admin/vip/reconciliations/mismatches/:id/resolve",
  service: "main",
  summary: "标记对账差异已处理（附处理说明；再次提交更新说明）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  params: idParam,
  body: z.object({ note: requiredText("处理说明", 1, STAFF_NOTE_MAX) }),
  data: vipBillMismatch,
});
