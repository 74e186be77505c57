import { randomBytes } from "node:crypto";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import {
  beginPaying,
  beginRefund,
  closeUnpaid,
  failPayment,
  finishRefund,
  grantedPeriod,
  isLatePayment,
  isMembershipActive,
  type OrderTransition,
  paymentNumber,
  refundedSeconds,
  settlePaid,
  shortenedEnd,
  VIP_CURRENCY,
  VIP_ORDER_FIRST_QUERY_MINUTES,
  VIP_ORDER_NO_RANDOM_BYTES,
  VIP_ORDER_TTL_MINUTES,
  VIP_REFUND_FIRST_QUERY_MINUTES,
  type VipOrderStatus,
  type VipPaymentChannel,
} from "@tousu/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { scheduleJobs } from "../../jobs/job-queue";
import type { ChannelRefund, ChannelTransaction } from "../../providers/payment/payment-gateway";

// The one writer of membership orders, their refunds and the memberships they change (decision 087):
// every state change is a transition of the domain's state machine, taken with the order's row
// locked (`for update`), and every change to a membership is a ledger entry whose unique key names
// its cause, so however many notifications, queries and jobs settle one order, it is granted once.

const { vipOrders, vipRefunds, vipMemberships, vipMembershipEntries } = schema;

export type VipOrderRow = typeof vipOrders.$inferSelect;
export type VipRefundRow = typeof vipRefunds.$inferSelect;

export const VIP_ORDER_QUERY_JOB = "vip.order-query";
export const VIP_ORDER_CLOSE_JOB = "vip.order-close";
export const VIP_REFUND_JOB = "vip.refund";
export const VIP_REFUND_QUERY_JOB = "vip.refund-query";

/** The advisory-lock space of memberships (the other modules' spaces are small numbers). */
const MEMBERSHIP_LOCK = 87;

/** Why a payment that came after its order closed goes back, as the refund and the channel record it. */
export const LATE_PAYMENT_REFUND_REASON = "订单已关闭后收到付款，自动退款";

/** What settling a channel's word about an order did; the notification's record keeps it. */
export type SettleOutcome =
  | "paid"
  | "duplicate"
  | "still_paying"
  | "closed"
  | "failed"
  | "unchanged"
  | "unknown_order"
  | "amount_mismatch"
  | "paid_after_close"
  | "refund_recorded"
  | "unknown_refund";

const newNumber = (kind: "order" | "refund", now: Date) =>
  paymentNumber(kind, now, randomBytes(VIP_ORDER_NO_RANDOM_BYTES));

function take(transition: OrderTransition): VipOrderStatus {
  if (!transition.ok) throw new Error(transition.reason);
  return transition.next;
}

export interface OrderRequest {
  userId: number;
  plan: { id: number; name: string; priceFen: number; durationDays: number };
  channel: VipPaymentChannel;
}

/**
 * A new order, `created`, with what the plan was when it was bought, and its two jobs: a query of
 * the channel a few minutes on (a lost notification) and its close at expiry. Both are booked with
 * the order, so an order the channel never saw still ends.
 */
export async function openOrder(tx: DatabaseOrTransaction, request: OrderRequest, now: Date) {
  const expiresAt = new Date(now.getTime() + VIP_ORDER_TTL_MINUTES * 60_000);
  const [order] = await tx
    .insert(vipOrders)
    .values({
      orderNo: newNumber("order", now),
      userId: request.userId,
      planId: request.plan.id,
      planName: request.plan.name,
      planPriceFen: request.plan.priceFen,
      planDurationDays: request.plan.durationDays,
      channel: request.channel,
      amountFen: request.plan.priceFen,
      currency: VIP_CURRENCY,
      status: "created",
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error("insert returned no row");
  const queryAt = new Date(now.getTime() + VIP_ORDER_FIRST_QUERY_MINUTES * 60_000);
  await scheduleJobs(tx, [
    orderQueryJob(order.orderNo, queryAt),
    {
      name: VIP_ORDER_CLOSE_JOB,
      payload: { orderNo: order.orderNo },
      runAt: expiresAt,
      dedupeKey: `${VIP_ORDER_CLOSE_JOB}:${order.orderNo}`,
    },
  ]);
  return order;
}

export function orderQueryJob(orderNo: string, runAt: Date) {
  return {
    name: VIP_ORDER_QUERY_JOB,
    payload: { orderNo },
    runAt,
    dedupeKey: `${VIP_ORDER_QUERY_JOB}:${orderNo}:${runAt.toISOString()}`,
  };
}

/** The order with its row locked for the rest of the caller's transaction; null when unknown. */
export async function lockOrder(tx: DatabaseOrTransaction, orderNo: string): Promise<VipOrderRow | null> {
  const [order] = await tx.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo)).for("update");
  return order ?? null;
}

async function moveOrder(
  tx: DatabaseOrTransaction,
  order: VipOrderRow,
  status: VipOrderStatus,
  changes: Partial<Pick<VipOrderRow, "paidAt" | "closedAt" | "channelTradeNo">>,
  now: Date,
): Promise<void> {
  await tx
    .update(vipOrders)
    .set({ status, ...changes, updatedAt: now })
    .where(eq(vipOrders.id, order.id));
}

/**
 * The channel gave the payer something to pay with. A payment settled in the meantime (the payer was
 * quicker than this step) has moved the order on already.
 */
export async function markPaying(tx: DatabaseOrTransaction, orderNo: string, now: Date): Promise<void> {
  const order = await lockOrder(tx, orderNo);
  if (!order) throw new Error(`order ${orderNo} vanished`);
  if (order.status !== "created") return;
  await moveOrder(tx, order, take(beginPaying(order.status)), {}, now);
}

/** The channel refused to create the order, or reports it failed. */
export async function markFailed(tx: DatabaseOrTransaction, order: VipOrderRow, now: Date): Promise<void> {
  await moveOrder(tx, order, take(failPayment(order.status)), { closedAt: now }, now);
}

/** Closed at the channel at expiry, unpaid. */
export async function markClosed(tx: DatabaseOrTransaction, order: VipOrderRow, now: Date): Promise<void> {
  await moveOrder(tx, order, take(closeUnpaid(order.status)), { closedAt: now }, now);
}

/**
 * Settles what the channel says of an order (a verified notification, or its query answer), under
 * the order's row lock, in the caller's transaction: the one path by which an order is paid.
 *
 * - paid, amount and currency the order's: the order is paid and the membership extended once;
 * - paid, another amount or currency: nothing granted, the order flagged for staff;
 * - paid, the order already closed or failed: flagged, and its money refunded automatically;
 * - paid again: nothing (a duplicate);
 * - closed or failed at the channel while still paying here: the order follows.
 */
export async function settleChannelTransaction(
  tx: DatabaseOrTransaction,
  transaction: ChannelTransaction,
  now: Date,
): Promise<SettleOutcome> {
  const order = await lockOrder(tx, transaction.orderNo);
  if (!order) return "unknown_order";
  if (transaction.state === "paying") return "still_paying";
  if (transaction.state === "closed" || transaction.state === "failed") {
    if (order.status !== "paying" && order.status !== "created") return "unchanged";
    if (transaction.state === "failed" || order.status === "created") await markFailed(tx, order, now);
    else await markClosed(tx, order, now);
    return transaction.state;
  }

  if (transaction.amountFen !== order.amountFen || transaction.currency !== order.currency) {
    if (order.anomaly === null) await flagOrder(tx, order, "amount_mismatch", transaction, now);
    return "amount_mismatch";
  }
  if (isLatePayment(order.status)) {
    if (order.anomaly === "paid_after_close") return "duplicate";
    await flagOrder(tx, order, "paid_after_close", transaction, now);
    await openRefund(
      tx,
      { order, amountFen: transaction.amountFen, reason: LATE_PAYMENT_REFUND_REASON, staffId: null },
      now,
    );
    return "paid_after_close";
  }
  if (order.status !== "created" && order.status !== "paying") return "duplicate";

  // An order still `created` had its pay instruction handed out just before its step to paying was
  // stored; the payment proves it reached the payer.
  const paying = order.status === "created" ? take(beginPaying(order.status)) : order.status;
  await moveOrder(
    tx,
    order,
    take(settlePaid(paying)),
    { paidAt: transaction.paidAt ?? now, channelTradeNo: transaction.channelTradeNo },
    now,
  );
  await grantMembership(tx, order, now);
  return "paid";
}

async function flagOrder(
  tx: DatabaseOrTransaction,
  order: VipOrderRow,
  anomaly: "amount_mismatch" | "paid_after_close",
  transaction: ChannelTransaction,
  now: Date,
): Promise<void> {
  await tx
    .update(vipOrders)
    .set({
      anomaly,
      anomalyDetail: {
        amountFen: transaction.amountFen,
        currency: transaction.currency,
        channelTradeNo: transaction.channelTradeNo,
        paidAt: transaction.paidAt?.toISOString() ?? null,
      },
      channelTradeNo: order.channelTradeNo ?? transaction.channelTradeNo,
      updatedAt: now,
    })
    .where(eq(vipOrders.id, order.id));
}

/**
 * The member's membership end (null: never a member), their grants and shortenings serialised from
 * here to the end of the caller's transaction, so two orders paid at once extend one after the other.
 */
async function lockMembershipEnd(tx: DatabaseOrTransaction, userId: number): Promise<Date | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERSHIP_LOCK}, hashtext(${String(userId)}))`);
  const [current] = await tx
    .select({ endsAt: vipMemberships.endsAt })
    .from(vipMemberships)
    .where(eq(vipMemberships.userId, userId));
  return current?.endsAt ?? null;
}

/** What extends a membership: its ledger entry's key and cause, the days, and the plan's name. */
interface MembershipGrant {
  userId: number;
  /** Unique in the ledger: one grant per key, whatever the caller checked. */
  entryKey: string;
  cause: { orderId: number } | { mallRedemptionId: number };
  days: number;
  planName: string;
  /** Whether a running plan keeps its own name, as days bought with points do. */
  keepsRunningPlanName: boolean;
}

/** Extends a membership by the grant's days, from the later of now and its current end. */
async function extendMembership(tx: DatabaseOrTransaction, grant: MembershipGrant, now: Date): Promise<void> {
  const endsBefore = await lockMembershipEnd(tx, grant.userId);
  const { endsAt } = grantedPeriod(now, endsBefore, grant.days);
  const [entry] = await tx
    .insert(vipMembershipEntries)
    .values({
      entryKey: grant.entryKey,
      userId: grant.userId,
      ...grant.cause,
      changeSeconds: grant.days * 86_400,
      endsBefore,
      endsAfter: endsAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: vipMembershipEntries.entryKey })
    .returning({ id: vipMembershipEntries.id });
  if (!entry) return;
  const keepsName = grant.keepsRunningPlanName && isMembershipActive(now, endsBefore);
  await tx
    .insert(vipMemberships)
    .values({ userId: grant.userId, planName: grant.planName, endsAt, updatedAt: now })
    .onConflictDoUpdate({
      target: vipMemberships.userId,
      set: keepsName ? { endsAt, updatedAt: now } : { planName: grant.planName, endsAt, updatedAt: now },
    });
}

/** Extends the buyer's membership by the order's period, once per order (`order:{order_no}`). */
function grantMembership(tx: DatabaseOrTransaction, order: VipOrderRow, now: Date): Promise<void> {
  return extendMembership(
    tx,
    {
      userId: order.userId,
      entryKey: `order:${order.orderNo}`,
      cause: { orderId: order.id },
      days: order.planDurationDays,
      planName: order.planName,
      keepsRunningPlanName: false,
    },
    now,
  );
}

/**
 * Extends a member's membership by days bought with points in the mall (decision 111), in the
 * redemption's transaction, once per redemption (`points:{redemption_no}`). A member without a
 * running plan holds it under the mall's name; a running plan keeps its own.
 */
export function grantMembershipForPoints(
  tx: DatabaseOrTransaction,
  redemption: { id: number; redemptionNo: string; userId: number; days: number; planName: string },
  now: Date,
): Promise<void> {
  return extendMembership(
    tx,
    {
      userId: redemption.userId,
      entryKey: `points:${redemption.redemptionNo}`,
      cause: { mallRedemptionId: redemption.id },
      days: redemption.days,
      planName: redemption.planName,
      keepsRunningPlanName: true,
    },
    now,
  );
}

/**
 * A refund to send to the channel, with a number of its own that every try repeats, the job that
 * sends it (retried with back-off until the channel answers) and its follow-up, which asks the channel
 * about it, or sends it again, until it ends (decision 091).
 */
export async function openRefund(
  tx: DatabaseOrTransaction,
  request: { order: VipOrderRow; amountFen: number; reason: string; staffId: number | null },
  now: Date,
): Promise<VipRefundRow> {
  const [refund] = await tx
    .insert(vipRefunds)
    .values({
      refundNo: newNumber("refund", now),
      orderId: request.order.id,
      amountFen: request.amountFen,
      reason: request.reason,
      staffId: request.staffId,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!refund) throw new Error("insert returned no row");
  await scheduleJobs(tx, [
    {
      name: VIP_REFUND_JOB,
      payload: { refundNo: refund.refundNo },
      runAt: now,
      dedupeKey: `${VIP_REFUND_JOB}:${refund.refundNo}`,
    },
    refundQueryJob(refund.refundNo, new Date(now.getTime() + VIP_REFUND_FIRST_QUERY_MINUTES * 60_000)),
  ]);
  return refund;
}

/** One follow-up of a refund waits at a time: the key is the refund's, so a retried run books no twin. */
export function refundQueryJob(refundNo: string, runAt: Date) {
  return {
    name: VIP_REFUND_QUERY_JOB,
    payload: { refundNo },
    runAt,
    dedupeKey: `${VIP_REFUND_QUERY_JOB}:${refundNo}`,
  };
}

/**
 * A staff member's refund of a paid order (or of what is left of one), the order's row locked by the
 * caller, who has checked the amount against what is still refundable under that lock: the order
 * moves to `refunding` and the refund goes to the channel like any other.
 */
export async function openStaffRefund(
  tx: DatabaseOrTransaction,
  request: { order: VipOrderRow; amountFen: number; reason: string; staffId: number },
  now: Date,
): Promise<VipRefundRow> {
  await moveOrder(tx, request.order, take(beginRefund(request.order.status)), {}, now);
  return openRefund(tx, request, now);
}

/** The refund with its row locked for the rest of the caller's transaction; null when unknown. */
export async function lockRefund(tx: DatabaseOrTransaction, refundNo: string): Promise<VipRefundRow | null> {
  const [refund] = await tx.select().from(vipRefunds).where(eq(vipRefunds.refundNo, refundNo)).for("update");
  return refund ?? null;
}

/**
 * Records what the channel says of a refund (its answer to the request, its notification, its query);
 * a refund that already succeeded or failed keeps its end. A refund of a paid order (the order
 * `refunding`) that succeeds ends the order's refund and takes back the refunded share of its period.
 */
export async function recordRefundState(
  tx: DatabaseOrTransaction,
  channelRefund: ChannelRefund,
  now: Date,
): Promise<SettleOutcome> {
  const [found] = await tx
    .select({ orderNo: vipOrders.orderNo })
    .from(vipRefunds)
    .innerJoin(vipOrders, eq(vipOrders.id, vipRefunds.orderId))
    .where(eq(vipRefunds.refundNo, channelRefund.refundNo));
  if (!found) return "unknown_refund";
  // The order first, then the refund: the order's lock is what every writer of both takes first.
  const order = await lockOrder(tx, found.orderNo);
  const refund = await lockRefund(tx, channelRefund.refundNo);
  if (!order || !refund) return "unknown_refund";
  if (refund.status === "succeeded" || refund.status === "failed") return "duplicate";
  await tx
    .update(vipRefunds)
    .set({
      status: channelRefund.state,
      succeededAt: channelRefund.state === "succeeded" ? (channelRefund.succeededAt ?? now) : null,
      consecutiveFailures: 0,
      updatedAt: now,
    })
    .where(eq(vipRefunds.id, refund.id));
  // Only a refund a staff member opened moves its order (`refunding` while any is open); the
  // automatic refund of a late payment leaves its closed order as it is and granted nothing to take back.
  if (channelRefund.state !== "processing" && order.status === "refunding") {
    const refunds = await tx
      .select({ status: vipRefunds.status, amountFen: vipRefunds.amountFen })
      .from(vipRefunds)
      .where(eq(vipRefunds.orderId, order.id));
    const next = take(
      finishRefund(order.status, {
        refundedFen: refunds
          .filter((each) => each.status === "succeeded")
          .reduce((sum, each) => sum + each.amountFen, 0),
        amountFen: order.amountFen,
        openRefunds: refunds.filter((each) => each.status === "pending" || each.status === "processing")
          .length,
      }),
    );
    if (next !== order.status) await moveOrder(tx, order, next, {}, now);
    if (channelRefund.state === "succeeded") await shortenMembership(tx, order, refund, now);
  }
  return "refund_recorded";
}

/**
 * Records that the channel refused a call about a refund (an error, not an answer about the refund):
 * the count since it last answered, which blocks the refund for staff, and the channel's words.
 * Returns the count; a refund that has ended is left as it is.
 */
export async function recordRefundFailure(
  tx: DatabaseOrTransaction,
  refundNo: string,
  failure: string,
  now: Date,
): Promise<number> {
  const [updated] = await tx
    .update(vipRefunds)
    .set({
      consecutiveFailures: sql`${vipRefunds.consecutiveFailures} + 1`,
      lastFailure: failure,
      lastFailureAt: now,
      updatedAt: now,
    })
    .where(and(eq(vipRefunds.refundNo, refundNo), inArray(vipRefunds.status, ["pending", "processing"])))
    .returning({ consecutiveFailures: vipRefunds.consecutiveFailures });
  return updated?.consecutiveFailures ?? 0;
}

/**
 * Takes back the refunded share of the order's period from the buyer's membership, never below now
 * (decision 087); the ledger's key `refund:{refund_no}` admits it once.
 */
async function shortenMembership(
  tx: DatabaseOrTransaction,
  order: VipOrderRow,
  refund: VipRefundRow,
  now: Date,
): Promise<void> {
  const currentEnd = await lockMembershipEnd(tx, order.userId);
  if (!currentEnd) return;
  const seconds = refundedSeconds(order.planDurationDays, refund.amountFen, order.amountFen);
  const endsAt = shortenedEnd(now, currentEnd, seconds);
  const [entry] = await tx
    .insert(vipMembershipEntries)
    .values({
      entryKey: `refund:${refund.refundNo}`,
      userId: order.userId,
      orderId: order.id,
      refundId: refund.id,
      changeSeconds: -Math.round((currentEnd.getTime() - endsAt.getTime()) / 1000),
      endsBefore: currentEnd,
      endsAfter: endsAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: vipMembershipEntries.entryKey })
    .returning({ id: vipMembershipEntries.id });
  if (!entry) return;
  await tx
    .update(vipMemberships)
    .set({ endsAt, updatedAt: now })
    .where(eq(vipMemberships.userId, order.userId));
}
