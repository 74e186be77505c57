// A membership order and its state machine (docs/decisions/087). Pure: the API loads an order, asks
// the transition it means to take whether it may, and stores the state that follows, under the
// order's row lock, in the one writer of orders.

/** The channels a member can pay through; each belongs to one provider (`paymentProviderOf`). */
export const VIP_PAYMENT_CHANNELS = [
  "wechat_native",
  "wechat_jsapi",
  "wechat_h5",
  "alipay_page",
  "alipay_wap",
] as const;
export type VipPaymentChannel = (typeof VIP_PAYMENT_CHANNELS)[number];
export type VipPaymentProvider = "wechat" | "alipay";

/** How staff and bills name each channel. */
export const VIP_PAYMENT_CHANNEL_LABELS: Record<VipPaymentChannel, string> = {
  wechat_native: "微信支付（扫码）",
  wechat_jsapi: "微信支付（微信内）",
  wechat_h5: "微信支付（手机浏览器）",
  alipay_page: "支付宝（电脑网站）",
  alipay_wap: "支付宝（手机网站）",
};

/** `wechat_*` is WeChat Pay's, `alipay_*` Alipay's. */
export function paymentProviderOf(channel: VipPaymentChannel): VipPaymentProvider {
  return channel.startsWith("wechat_") ? "wechat" : "alipay";
}

/** Every amount is integer fen in this currency; a notification in another is a mismatch. */
export const VIP_CURRENCY = "CNY";

export const VIP_ORDER_STATUSES = [
  "created",
  "paying",
  "paid",
  "closed",
  "failed",
  "refunding",
  "refunded",
  "partially_refunded",
] as const;
export type VipOrderStatus = (typeof VIP_ORDER_STATUSES)[number];

export const VIP_ORDER_STATUS_LABELS: Record<VipOrderStatus, string> = {
  created: "待支付",
  paying: "支付中",
  paid: "已支付",
  closed: "已关闭",
  failed: "支付失败",
  refunding: "退款中",
  refunded: "已退款",
  partially_refunded: "已部分退款",
};

/** A refund's course at the channel: asked (`pending` until it answers), `processing`, then an outcome. */
export const VIP_REFUND_STATUSES = ["pending", "processing", "succeeded", "failed"] as const;
export type VipRefundStatus = (typeof VIP_REFUND_STATUSES)[number];

export const VIP_REFUND_STATUS_LABELS: Record<VipRefundStatus, string> = {
  pending: "退款申请中",
  processing: "退款处理中",
  succeeded: "退款成功",
  failed: "退款失败",
};

/**
 * The channels a device pays through, in the order offered: a computer scans WeChat Pay's code or
 * opens Alipay's page; inside WeChat a phone uses WeChat's own payment sheet (JSAPI; WeChat opens no
 * Alipay page); another phone browser opens WeChat Pay's H5 page or Alipay's wap page.
 */
export const VIP_DEVICE_CHANNELS = {
  pc: ["wechat_native", "alipay_page"],
  wechat: ["wechat_jsapi"],
  phone: ["wechat_h5", "alipay_wap"],
} as const satisfies Record<string, readonly VipPaymentChannel[]>;
export type VipPayingDevice = keyof typeof VIP_DEVICE_CHANNELS;

/** What a device offers of the channels the platform takes payments through. */
export function offeredChannels(
  device: VipPayingDevice,
  available: readonly VipPaymentChannel[],
): VipPaymentChannel[] {
  return VIP_DEVICE_CHANNELS[device].filter((channel) => available.includes(channel));
}

/** How long an order can be paid: WeChat Native codes live two hours, and the order is closed then. */
export const VIP_ORDER_TTL_MINUTES = 120;
/** When the channel is first asked about an order no notification has settled yet. */
export const VIP_ORDER_FIRST_QUERY_MINUTES = 5;
/** How often it is asked again while the order is still paying and not yet expired. */
export const VIP_ORDER_QUERY_INTERVAL_MINUTES = 15;
/**
 * When a refund is first followed up (its notification may be lost, or the channel never answered the
 * request), and how often after that until it ends (docs/decisions/091).
 */
export const VIP_REFUND_FIRST_QUERY_MINUTES = 10;
export const VIP_REFUND_QUERY_INTERVAL_MINUTES = 60;
/**
 * A refund the channel has refused this many times in a row (an error, not an answer) is blocked:
 * finance staff are shown it with the channel's words, since only they can remove the cause (the
 * merchant account's balance, a closed account, a wrong setting).
 */
export const VIP_REFUND_BLOCKED_AFTER_FAILURES = 3;
/** After a day of hourly refusals the follow-up slows to every six hours; it never stops while money is owed. */
export const VIP_REFUND_SLOW_QUERY_AFTER_FAILURES = 24;
export const VIP_REFUND_SLOW_QUERY_INTERVAL_MINUTES = 360;

/** Minutes until a refund's next follow-up, given how many times in a row the channel has refused it. */
export function refundFollowUpMinutes(consecutiveFailures: number): number {
  return consecutiveFailures >= VIP_REFUND_SLOW_QUERY_AFTER_FAILURES
    ? VIP_REFUND_SLOW_QUERY_INTERVAL_MINUTES
    : VIP_REFUND_QUERY_INTERVAL_MINUTES;
}

/** Whether a refund the channel keeps refusing needs a finance staff member. */
export function isRefundBlocked(consecutiveFailures: number): boolean {
  return consecutiveFailures >= VIP_REFUND_BLOCKED_AFTER_FAILURES;
}

export type OrderTransition = { ok: true; next: VipOrderStatus } | { ok: false; reason: string };

const refused = (status: VipOrderStatus, what: string): OrderTransition => ({
  ok: false,
  reason: `订单${VIP_ORDER_STATUS_LABELS[status]}，不能${what}`,
});

/** The channel accepted the order and gave the payer something to pay with. */
export function beginPaying(status: VipOrderStatus): OrderTransition {
  return status === "created" ? { ok: true, next: "paying" } : refused(status, "发起支付");
}

/** The channel confirmed the payment (a verified notification, or its query answer). */
export function settlePaid(status: VipOrderStatus): OrderTransition {
  return status === "paying" ? { ok: true, next: "paid" } : refused(status, "确认支付");
}

/** Unpaid at expiry: closed at the channel, so its code or page can no longer be paid. */
export function closeUnpaid(status: VipOrderStatus): OrderTransition {
  return status === "paying" ? { ok: true, next: "closed" } : refused(status, "关闭");
}

/**
 * The channel refused the order (creating it failed, or it reports the payment failed). An order
 * still `created` never reached the payer, so it can only fail.
 */
export function failPayment(status: VipOrderStatus): OrderTransition {
  return status === "created" || status === "paying"
    ? { ok: true, next: "failed" }
    : refused(status, "标记失败");
}

/**
 * A refund of a paid order was asked of the channel. What is left of a partly refunded order may be
 * refunded too, and a further refund opened while earlier ones are still with the channel
 * (docs/decisions/091).
 */
export function beginRefund(status: VipOrderStatus): OrderTransition {
  return status === "paid" || status === "partially_refunded" || status === "refunding"
    ? { ok: true, next: "refunding" }
    : refused(status, "退款");
}

/**
 * One of the order's refunds ended at the channel (succeeded or failed). While others are still open
 * the order stays `refunding`; then the whole amount refunded ends `refunded`, some of it
 * `partially_refunded`, and none (every refund failed) leaves it `paid` as before.
 */
export function finishRefund(
  status: VipOrderStatus,
  refunds: { refundedFen: number; amountFen: number; openRefunds: number },
): OrderTransition {
  if (status !== "refunding") return refused(status, "完成退款");
  if (refunds.openRefunds > 0) return { ok: true, next: "refunding" };
  if (refunds.refundedFen >= refunds.amountFen) return { ok: true, next: "refunded" };
  return { ok: true, next: refunds.refundedFen > 0 ? "partially_refunded" : "paid" };
}

/** What flags an order for staff (decision 087): a payment of another amount, or one after it closed. */
export const VIP_ORDER_ANOMALIES = ["amount_mismatch", "paid_after_close"] as const;
export type VipOrderAnomaly = (typeof VIP_ORDER_ANOMALIES)[number];

export const VIP_ORDER_ANOMALY_LABELS: Record<VipOrderAnomaly, string> = {
  amount_mismatch: "金额不符",
  paid_after_close: "关闭后付款",
};

/**
 * What may still be refunded of an order: its amount less every refund that succeeded or may yet
 * succeed (only a failed refund gives its amount back), so two refunds opened at once never add up
 * to more than was paid.
 */
export function refundableFen(
  amountFen: number,
  refunds: readonly { amountFen: number; status: VipRefundStatus }[],
): number {
  const committed = refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amountFen, 0);
  return Math.max(0, amountFen - committed);
}

/** A staff refund's reason is kept with the refund and sent to the channel (Alipay shows it the payer). */
export const VIP_REFUND_REASON_MAX = 80;

/**
 * A payment for an order that can no longer take one (closed, failed): the money came anyway and
 * goes back automatically (docs/decisions/087).
 */
export function isLatePayment(status: VipOrderStatus): boolean {
  return status === "closed" || status === "failed";
}

/** Order numbers (`V…`) and refund numbers (`R…`): valid as WeChat's and Alipay's `out_trade_no`. */
export const VIP_ORDER_NO_PATTERN = /^[VR][0-9]{17}[0-9A-Za-z]{10}$/;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SHANGHAI_OFFSET_MS = 8 * 60 * 60_000;
export const VIP_ORDER_NO_RANDOM_BYTES = 10;
/** The first letter of each kind of number: membership orders, their refunds, points-mall redemptions. */
const NUMBER_LETTERS = { order: "V", refund: "R", redemption: "M" } as const;

/**
 * A unique, time-ordered number: the kind's letter, the Shanghai time to the millisecond
 * (yyyyMMddHHmmssSSS) and ten base-62 characters from `random` (ten random bytes), 28 characters of
 * `[0-9A-Za-z]` in all (WeChat and Alipay allow 32 and 64). Numbers of earlier milliseconds sort first.
 */
export function paymentNumber(kind: keyof typeof NUMBER_LETTERS, now: Date, random: Uint8Array): string {
  if (random.length < VIP_ORDER_NO_RANDOM_BYTES) throw new Error("paymentNumber needs ten random bytes");
  const stamp = new Date(now.getTime() + SHANGHAI_OFFSET_MS)
    .toISOString()
    .replace(/[-:TZ.]/g, "")
    .slice(0, 17);
  const suffix = Array.from(random.subarray(0, VIP_ORDER_NO_RANDOM_BYTES), (byte) => BASE62[byte % 62]).join(
    "",
  );
  return `${NUMBER_LETTERS[kind]}${stamp}${suffix}`;
}
