import {
  VIP_ORDER_ANOMALIES,
  VIP_ORDER_NO_PATTERN,
  VIP_ORDER_STATUSES,
  VIP_PAYMENT_CHANNELS,
  VIP_PLAN_BENEFIT_MAX,
  VIP_PLAN_BENEFITS_MAX,
  VIP_PLAN_DURATION_DAYS_MAX,
  VIP_PLAN_NAME_MAX,
  VIP_PLAN_NAME_MIN,
  VIP_PLAN_PRICE_MAX_FEN,
  VIP_REFUND_REASON_MAX,
  VIP_REFUND_STATUSES,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS } from "./moderation-console/fields";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery, requiredText } from "./shared";
import { z } from "./zod";

// The membership (docs/decisions/087): its plans, a member's order and what it became, the channels'
// notifications and the plans' management in the console. Amounts are integer fen; `price` and
// `amount_yuan` are the same amounts as yuan for display.

const tags = ["vip"] as const;

export const vipPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  price_fen: z.number().int(),
  price: z.string().describe("yuan with two decimals, e.g. 19.90"),
  duration_days: z.number().int(),
  benefits: z.array(z.string()),
});
export type VipPlan = z.infer<typeof vipPlan>;

export const vipPaymentChannel = z.enum(VIP_PAYMENT_CHANNELS, { message: "请选择支付方式" });

export const listVipPlans = defineContract({
  method: "GET",
  path: "/vip/plans",
  service: "main",
  summary: "会员套餐（在售，按排序）",
  tags,
  auth: "none",
  data: z.object({
    list: z.array(vipPlan),
    channels: z
      .array(vipPaymentChannel)
      .describe("the channels the platform takes payments through; a page offers its device's of these"),
  }),
});

/** What the browser needs to pay: a QR code's content, an address to open, or JSAPI's parameters. */
export const vipPayInstruction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("code_url"), code_url: z.string() }),
  z.object({ type: z.literal("url"), url: z.string() }),
  z.object({
    type: z.literal("jsapi"),
    jsapi: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal("RSA"),
      paySign: z.string(),
    }),
  }),
]);

export const createVipOrder = defineContract({
  method: "POST",
  path: "/vip/order",
  service: "main",
  summary: "购买会员：下单并取得支付信息（二维码内容、支付地址或 JSAPI 参数）",
  tags,
  auth: "required",
  body: z.object({
    plan_id: idSchema("请选择会员套餐"),
    channel: vipPaymentChannel,
  }),
  data: z.object({
    order_no: z.string(),
    amount: z.number().int().describe("fen"),
    amount_yuan: z.string(),
    expires_at: isoDateTime,
    pay: vipPayInstruction,
  }),
});

export const vipOrderStatus = z.enum(VIP_ORDER_STATUSES);

/** An order number in a path: anything else is no order at all. */
const orderNoParam = z.object({
  order_no: z.string().regex(VIP_ORDER_NO_PATTERN, { message: "订单不存在" }),
});

export const getVipOrder = defineContract({
  method: "GET",
  path: "/vip/order/:order_no",
  service: "main",
  summary: "会员订单状态（仅下单人可见；支付中时向支付渠道查询）",
  tags,
  auth: "required",
  params: orderNoParam,
  data: z.object({
    order_no: z.string(),
    status: vipOrderStatus,
    status_label: z.string(),
    plan_name: z.string(),
    amount: z.number().int().describe("fen"),
    amount_yuan: z.string(),
    channel: vipPaymentChannel,
    created_at: isoDateTime,
    expires_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
  }),
});

export const vipRefundStatus = z.enum(VIP_REFUND_STATUSES);

/** A refund of one of the member's orders and what it took back of the membership. */
export const vipOwnRefund = z.object({
  refund_no: z.string(),
  amount: z.number().int().describe("fen"),
  amount_yuan: z.string(),
  reason: z.string(),
  status: vipRefundStatus,
  status_label: z.string(),
  shortened_seconds: z
    .number()
    .int()
    .nullable()
    .describe("how much the refund took off the membership's end; null until the refund succeeded"),
  created_at: isoDateTime,
  succeeded_at: isoDateTime.nullable(),
});

export const vipOwnOrder = z.object({
  order_no: z.string(),
  plan_name: z.string(),
  amount: z.number().int().describe("fen"),
  amount_yuan: z.string(),
  channel: vipPaymentChannel,
  status: vipOrderStatus,
  status_label: z.string(),
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
  refunds: z.array(vipOwnRefund),
});
export type VipOwnOrder = z.infer<typeof vipOwnOrder>;

export const listVipOrders = defineContract({
  method: "GET",
  path: "/vip/orders",
  service: "main",
  summary: "我的会员订单（新订单在前，含退款及其缩短的会员期）",
  tags,
  auth: "required",
  query: pageQuery,
  data: pageOf(vipOwnOrder),
});

/** A member's membership as `GET /user` carries it; null when none is running. */
export const vipMembershipInfo = z
  .object({ plan_name: z.string(), ends_at: isoDateTime })
  .nullable()
  .describe("the running membership: the plan that last extended it and its end; null without one");

const notificationAnswer = z
  .string()
  .describe("the channel's own answer: WeChat Pay's JSON (204 or 4xx/5xx), Alipay's text success/fail");

/** WeChat Pay's payment and refund notifications (API v3), verified on the exact bytes received. */
export const receiveWechatPayNotification = defineContract({
  method: "POST",
  path: "/pay/notify/wechat",
  service: "main",
  summary: "微信支付通知（支付、退款；按原始报文验签）",
  tags,
  auth: "none",
  body: z.string().describe("the raw body, exactly as WeChat Pay sent it"),
  mediaTypes: ["application/json", "text/plain"],
  data: notificationAnswer,
});

/** Alipay's payment and refund notifications (form-encoded), verified on the exact bytes received. */
export const receiveAlipayNotification = defineContract({
  method: "POST",
  path: "/pay/notify/alipay",
  service: "main",
  summary: "支付宝通知（支付、退款；按原始报文验签）",
  tags,
  auth: "none",
  body: z.string().describe("the raw body, exactly as Alipay sent it"),
  mediaTypes: ["application/json", "text/plain"],
  data: notificationAnswer,
});

// The console's management of plans: finance staff (and admins).

const consoleVipPlan = vipPlan.extend({
  on_sale: z.boolean(),
  sort_order: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

const planBody = z.object({
  name: requiredText("套餐名称", VIP_PLAN_NAME_MIN, VIP_PLAN_NAME_MAX),
  price_fen: z
    .number({ message: "请填写价格（分）" })
    .int({ message: "价格以分为单位，须为整数" })
    .min(1, { message: "价格至少为1分" })
    .max(VIP_PLAN_PRICE_MAX_FEN, { message: `价格不能超过${VIP_PLAN_PRICE_MAX_FEN / 100}元` }),
  duration_days: z
    .number({ message: "请填写会员天数" })
    .int({ message: "会员天数须为整数" })
    .min(1, { message: "会员天数至少为1天" })
    .max(VIP_PLAN_DURATION_DAYS_MAX, { message: `会员天数不能超过${VIP_PLAN_DURATION_DAYS_MAX}天` }),
  benefits: z
    .array(requiredText("会员权益", 1, VIP_PLAN_BENEFIT_MAX), { message: "请填写会员权益" })
    .max(VIP_PLAN_BENEFITS_MAX, { message: `会员权益最多${VIP_PLAN_BENEFITS_MAX}条` }),
  on_sale: z.boolean({ message: "请选择是否在售" }),
  sort_order: z.number({ message: "请填写排序" }).int({ message: "排序须为整数" }).min(0).max(9999),
});

export const listConsoleVipPlans = defineContract({
  method: "GET",
  path: "/admin/vip/plans",
  service: "main",
  summary: "会员套餐管理：全部套餐（含已下架）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  data: z.object({ list: z.array(consoleVipPlan) }),
});

export const createConsoleVipPlan = defineContract({
  method: "POST",
  path: "/admin/vip/plans",
  service: "main",
  summary: "新增会员套餐",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  body: planBody,
  data: consoleVipPlan,
});

export const updateConsoleVipPlan = defineContract({
  method: "PUT",
  path: "/admin/vip/plans/:id",
  service: "main",
  summary: "修改会员套餐（已下单的订单保留下单时的名称、价格和天数）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  params: idParam,
  body: planBody,
  data: consoleVipPlan,
});

export const withdrawConsoleVipPlan = defineContract({
  method: "POST",
  path: "/admin/vip/plans/:id/off_sale",
  service: "main",
  summary: "下架会员套餐（不再出售；已购会员不受影响）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  params: idParam,
  data: consoleVipPlan,
});

// The console's orders and refunds: finance staff (and admins), decision 091.

const vipOrderAnomaly = z.enum(VIP_ORDER_ANOMALIES);
const staffName = z.object({ id: z.number().int(), nickname: z.string() });

const consoleVipOrder = z.object({
  order_no: z.string(),
  buyer: staffName.describe("the member who placed the order"),
  plan_name: z.string(),
  amount: z.number().int(),
  amount_yuan: z.string(),
  channel: vipPaymentChannel,
  status: vipOrderStatus,
  status_label: z.string(),
  anomaly: vipOrderAnomaly.nullable(),
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
});

const consoleVipRefund = z.object({
  refund_no: z.string(),
  amount: z.number().int(),
  amount_yuan: z.string(),
  reason: z.string(),
  status: z.enum(VIP_REFUND_STATUSES),
  status_label: z.string(),
  staff: staffName.nullable().describe("who refunded; null for the automatic refund of a late payment"),
  created_at: isoDateTime,
  succeeded_at: isoDateTime.nullable(),
  consecutive_failures: z
    .number()
    .int()
    .describe("calls the channel refused (an error, not an answer) since it last answered"),
  blocked: z.boolean().describe("refused often enough in a row that a finance staff member must act"),
  last_failure: z.string().nullable().describe("the channel's code and words for the last refusal"),
  last_failure_at: isoDateTime.nullable(),
});

export const listConsoleVipOrders = defineContract({
  method: "GET",
  path: "/admin/vip/orders",
  service: "main",
  summary: "会员订单：按状态、支付方式、异常标记或订单号筛选，新的在前",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  query: pageQuery.extend({
    status: z.enum(VIP_ORDER_STATUSES, { message: "订单状态不正确" }).optional(),
    channel: z.enum(VIP_PAYMENT_CHANNELS, { message: "支付方式不正确" }).optional(),
    anomaly: vipOrderAnomaly.optional(),
    order_no: z.string().trim().max(32, { message: "订单号不正确" }).optional(),
  }),
  data: pageOf(consoleVipOrder),
});

export const getConsoleVipOrder = defineContract({
  method: "GET",
  path: "/admin/vip/orders/:order_no",
  service: "main",
  summary: "会员订单详情：订单、退款、会员期变动和支付渠道通知（不含报文和签名）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  params: orderNoParam,
  data: consoleVipOrder.extend({
    plan_duration_days: z.number().int(),
    channel_trade_no: z.string().nullable(),
    expires_at: isoDateTime,
    closed_at: isoDateTime.nullable(),
    anomaly_detail: z.record(z.string(), z.unknown()).nullable(),
    refundable: z.number().int().describe("fen still refundable: the amount less refunds not failed"),
    refundable_yuan: z.string(),
    refunds: z.array(consoleVipRefund),
    membership_entries: z.array(
      z.object({
        cause: z.enum(["order", "refund"]),
        refund_no: z.string().nullable(),
        change_seconds: z.number().int().describe("added (a grant) or taken back (negative)"),
        ends_before: isoDateTime.nullable(),
        ends_after: isoDateTime,
        created_at: isoDateTime,
      }),
    ),
    notifications: z.array(
      z.object({
        id: z.number().int(),
        provider: z.string(),
        received_at: isoDateTime,
        verification: z.enum(["verified", "refused"]).nullable(),
        refusal_reason: z.string().nullable(),
        kind: z.string().nullable(),
        outcome: z.string().nullable(),
        processed_at: isoDateTime.nullable(),
      }),
    ),
  }),
});

export const refundConsoleVipOrder = defineContract({
  method: "POST",
  path: "/admin/vip/orders/:order_no/refunds",
  service: "main",
  summary: "退款（全部或部分，不超过可退金额，须填原因）：经支付渠道退回，会员期按退款比例缩短",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  params: orderNoParam,
  body: z.object({
    amount_fen: z
      .number({ message: "请填写退款金额（分）" })
      .int({ message: "退款金额以分为单位，须为整数" })
      .min(1, { message: "退款金额至少为1分" }),
    reason: requiredText("退款原因", 1, VIP_REFUND_REASON_MAX),
  }),
  data: consoleVipRefund,
});

const refundNoParam = z.object({
  refund_no: z.string().regex(VIP_ORDER_NO_PATTERN, { message: "退款不存在" }),
});

export const listBlockedConsoleVipRefunds = defineContract({
  method: "GET",
  path: "/admin/vip/refunds/blocked",
  service: "main",
  summary: "被支付渠道连续拒绝的退款（需财务人员处理原因后重试），早的在前",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  data: z.array(consoleVipRefund.extend({ order_no: z.string() })),
});

export const retryConsoleVipRefund = defineContract({
  method: "POST",
  path: "/admin/vip/refunds/:refund_no/retry",
  service: "main",
  summary: "立即重试退款：以同一退款单号再次发送或查询，渠道的答复或拒绝原因记入退款",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["finance"],
  params: refundNoParam,
  data: consoleVipRefund.extend({ order_no: z.string() }),
});
