// The daily reconciliation of the channels' trade bills with the membership's orders and refunds
// (docs/decisions/094). Pure: the API downloads a bill, reads the orders and refunds it names or
// that were settled that day, and stores what this says does not agree.

import { shanghaiDay, shanghaiDayStart, shiftDay } from "./format-date";
import type { VipOrderStatus, VipPaymentProvider } from "./vip-order";

/** The providers whose bills are reconciled: every provider the membership takes payments through. */
export const VIP_RECONCILED_PROVIDERS = ["wechat", "alipay"] as const satisfies readonly VipPaymentProvider[];

export const VIP_PROVIDER_LABELS: Record<VipPaymentProvider, string> = {
  wechat: "微信支付",
  alipay: "支付宝",
};

/**
 * What can disagree between a channel's bill and the platform:
 * - `channel_only`: the bill has a payment for an order the platform does not hold as paid;
 * - `platform_only`: the platform holds an order paid that day that the bill does not list;
 * - `amount_differs`: both hold it paid, for different amounts;
 * - `refund_differs`: a refund in the bill the platform does not hold as succeeded for that amount,
 *   or a refund the platform holds as succeeded that day that the bill does not list;
 * - `unknown_order`: the bill names an order number the platform never issued.
 */
export const VIP_BILL_MISMATCH_KINDS = [
  "channel_only",
  "platform_only",
  "amount_differs",
  "refund_differs",
  "unknown_order",
] as const;
export type VipBillMismatchKind = (typeof VIP_BILL_MISMATCH_KINDS)[number];

export const VIP_BILL_MISMATCH_LABELS: Record<VipBillMismatchKind, string> = {
  channel_only: "渠道已收款，本站未到账",
  platform_only: "本站已到账，渠道无记录",
  amount_differs: "金额不一致",
  refund_differs: "退款不一致",
  unknown_order: "未知订单",
};

/**
 * The hour of Beijing time after which each channel has published the previous day's bill: WeChat
 * Pay after 10:00, Alipay after 09:00.
 */
const BILL_PUBLISHED_HOUR: Record<VipPaymentProvider, number> = { wechat: 10, alipay: 9 };
/** The daily run waits this long past the publishing hour, for a channel that publishes late. */
const DAILY_RUN_DELAY_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;

/** When a day's bill can be downloaded: the publishing hour of the next Beijing day. */
export function billPublishedAt(provider: VipPaymentProvider, day: string): Date {
  return new Date(shanghaiDayStart(day, 1).getTime() + BILL_PUBLISHED_HOUR[provider] * HOUR_MS);
}

/** When the daily job reconciles a day's bill. */
export function dailyReconciliationAt(provider: VipPaymentProvider, day: string): Date {
  return new Date(billPublishedAt(provider, day).getTime() + DAILY_RUN_DELAY_MS);
}

/** The day whose daily run comes next after `now`: yesterday's until it has run today, then today's. */
export function nextDailyBillDay(provider: VipPaymentProvider, now: Date): string {
  const yesterday = shiftDay(shanghaiDay(now), -1);
  return now < dailyReconciliationAt(provider, yesterday) ? yesterday : shanghaiDay(now);
}

/** A line of a channel's bill, as reconciliation reads it. */
export interface BillLineFacts {
  orderNo: string;
  channelTradeNo: string;
  kind: "payment" | "refund";
  refundNo: string | null;
  amountFen: number;
}

/** An order the bill names, or that the platform holds as paid on the bill's day. */
export interface PlatformOrderFacts {
  orderNo: string;
  status: VipOrderStatus;
  amountFen: number;
  /** Paid (by the channel's time) on the bill's Beijing day. */
  paidOnDay: boolean;
}

/** A refund the bill names, or that the platform holds as succeeded on the bill's day. */
export interface PlatformRefundFacts {
  refundNo: string;
  orderNo: string;
  status: "pending" | "processing" | "succeeded" | "failed";
  amountFen: number;
  succeededOnDay: boolean;
}

export interface BillMismatch {
  kind: VipBillMismatchKind;
  orderNo: string;
  refundNo: string | null;
  channelTradeNo: string | null;
  /** The channel's figure, or null when the bill has no line for it. */
  channelFen: number | null;
  /** The platform's figure, or null when the platform has no such payment or refund. */
  platformFen: number | null;
  /** The platform's state of the order or refund, or null when it has none. */
  platformStatus: string | null;
}

/** The statuses of an order that was paid (whatever was refunded since). */
const PAID_STATUSES: ReadonlySet<VipOrderStatus> = new Set([
  "paid",
  "refunding",
  "refunded",
  "partially_refunded",
]);

/** What identifies a mismatch within its day and provider, so a re-run finds the one it stored. */
export function billMismatchKey(mismatch: Pick<BillMismatch, "kind" | "orderNo" | "refundNo">): string {
  return `${mismatch.kind}:${mismatch.orderNo}:${mismatch.refundNo ?? ""}`;
}

/**
 * Every disagreement between one day's bill and the platform's orders and refunds. `orders` and
 * `refunds` must hold every order and refund the bill names (those absent are unknown here) and
 * every one the platform settled on that day.
 */
export function reconcileBill(
  lines: readonly BillLineFacts[],
  orders: readonly PlatformOrderFacts[],
  refunds: readonly PlatformRefundFacts[],
): BillMismatch[] {
  const orderByNo = new Map(orders.map((order) => [order.orderNo, order]));
  const refundByNo = new Map(refunds.map((refund) => [refund.refundNo, refund]));
  const billedPayments = new Set<string>();
  const billedRefunds = new Set<string>();
  const mismatches: BillMismatch[] = [];
  const add = (mismatch: BillMismatch) => {
    const key = billMismatchKey(mismatch);
    if (!mismatches.some((found) => billMismatchKey(found) === key)) mismatches.push(mismatch);
  };

  for (const line of lines) {
    const order = orderByNo.get(line.orderNo);
    const figures = {
      orderNo: line.orderNo,
      channelTradeNo: line.channelTradeNo,
      channelFen: line.amountFen,
    };
    if (!order) {
      add({
        kind: "unknown_order",
        refundNo: line.refundNo,
        platformFen: null,
        platformStatus: null,
        ...figures,
      });
      continue;
    }
    if (line.kind === "payment") {
      billedPayments.add(line.orderNo);
      if (!PAID_STATUSES.has(order.status))
        add({
          kind: "channel_only",
          refundNo: null,
          platformFen: null,
          platformStatus: order.status,
          ...figures,
        });
      else if (order.amountFen !== line.amountFen)
        add({
          kind: "amount_differs",
          refundNo: null,
          platformFen: order.amountFen,
          platformStatus: order.status,
          ...figures,
        });
      continue;
    }
    const refundNo = line.refundNo ?? "";
    billedRefunds.add(refundNo);
    const refund = refundByNo.get(refundNo);
    if (
      refund?.status !== "succeeded" ||
      refund.amountFen !== line.amountFen ||
      refund.orderNo !== line.orderNo
    )
      add({
        kind: "refund_differs",
        refundNo,
        platformFen: refund?.amountFen ?? null,
        platformStatus: refund?.status ?? null,
        ...figures,
      });
  }

  for (const order of orders) {
    if (order.paidOnDay && PAID_STATUSES.has(order.status) && !billedPayments.has(order.orderNo))
      add({
        kind: "platform_only",
        orderNo: order.orderNo,
        refundNo: null,
        channelTradeNo: null,
        channelFen: null,
        platformFen: order.amountFen,
        platformStatus: order.status,
      });
  }
  for (const refund of refunds) {
    if (refund.succeededOnDay && refund.status === "succeeded" && !billedRefunds.has(refund.refundNo))
      add({
        kind: "refund_differs",
        orderNo: refund.orderNo,
        refundNo: refund.refundNo,
        channelTradeNo: null,
        channelFen: null,
        platformFen: refund.amountFen,
        platformStatus: refund.status,
      });
  }
  return mismatches;
}
