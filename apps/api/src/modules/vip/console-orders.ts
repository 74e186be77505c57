import { schema } from "@tousu/db";
import {
  beginRefund,
  formatYuan,
  isRefundBlocked,
  refundableFen,
  VIP_REFUND_BLOCKED_AFTER_FAILURES,
  type VipOrderAnomaly,
  type VipOrderStatus,
  type VipPaymentChannel,
} from "@tousu/domain";
import { and, asc, count, desc, eq, gte, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { type PageQuery, readPage } from "../../lib/paging";
import { recordStaffAction } from "../../lib/staff-actions";
import { ORDER_NOT_FOUND } from "./load-order";
import { retryRefundNow } from "./order-jobs";
import { orderFacts, refundFacts } from "./order-views";
import { lockOrder, openStaffRefund, type VipOrderRow, type VipRefundRow } from "./vip-order-steps";

// The console's side of the membership (decision 091): finance staff find orders, read everything
// the platform knows of one (never a notification's body or headers: they hold the channel's
// signatures and the payer's identifiers) and refund it, in whole or in part.

const { vipOrders, vipRefunds, vipMembershipEntries, vipPaymentNotifications, users } = schema;
const buyers = alias(users, "vip_buyers");
const refundStaff = alias(users, "vip_refund_staff");

export interface ConsoleOrderFilter extends PageQuery {
  status?: VipOrderStatus;
  channel?: VipPaymentChannel;
  anomaly?: VipOrderAnomaly;
  order_no?: string;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function orderSummary(order: VipOrderRow, buyer: { id: number; nickname: string }) {
  return { ...orderFacts(order), buyer, anomaly: order.anomaly };
}

function refundView(refund: VipRefundRow, staff: { id: number; nickname: string } | null) {
  return {
    ...refundFacts(refund),
    staff,
    consecutive_failures: refund.consecutiveFailures,
    blocked: isRefundBlocked(refund.consecutiveFailures),
    last_failure: refund.lastFailure,
    last_failure_at: iso(refund.lastFailureAt),
  };
}

const REFUND_NOT_FOUND = "退款不存在";
const REFUND_ENDED = "退款已结束，无需重试";

/** Refunds with their orders and the staff who asked for them, oldest first. */
function refundsWithOrders(deps: Pick<AppDeps, "db">, where: SQL) {
  return deps.db
    .select({
      refund: vipRefunds,
      orderNo: vipOrders.orderNo,
      staffId: refundStaff.id,
      staffNickname: refundStaff.nickname,
    })
    .from(vipRefunds)
    .innerJoin(vipOrders, eq(vipOrders.id, vipRefunds.orderId))
    .leftJoin(refundStaff, eq(refundStaff.id, vipRefunds.staffId))
    .where(where)
    .orderBy(asc(vipRefunds.createdAt), asc(vipRefunds.id))
    .then((rows) =>
      rows.map(({ refund, orderNo, staffId, staffNickname }) => ({
        ...refundView(refund, staffId === null ? null : { id: staffId, nickname: staffNickname ?? "" }),
        order_no: orderNo,
      })),
    );
}

/** Refunds still open that the channel has refused often enough in a row to need a finance staff member. */
export function listBlockedRefunds(deps: Pick<AppDeps, "db">) {
  return refundsWithOrders(
    deps,
    and(
      inArray(vipRefunds.status, ["pending", "processing"]),
      gte(vipRefunds.consecutiveFailures, VIP_REFUND_BLOCKED_AFTER_FAILURES),
    ) as SQL,
  );
}

/**
 * A finance staff member retries a refund now (decision 091's follow-up, by hand) once they have
 * removed what made the channel refuse it; the staff log keeps who did, and the answer is the refund
 * as it now stands, with the channel's refusal if it refused again.
 */
export async function retryRefund(
  deps: Pick<AppDeps, "db" | "providers" | "log">,
  staffId: number,
  refundNo: string,
) {
  const now = deps.providers.now();
  const [existing] = await deps.db
    .select({ id: vipRefunds.id })
    .from(vipRefunds)
    .where(eq(vipRefunds.refundNo, refundNo));
  if (!existing) throw notFound(REFUND_NOT_FOUND);
  if (!(await retryRefundNow(deps, refundNo, now))) {
    throw badRequest(REFUND_ENDED);
  }
  await recordStaffAction(deps.db, {
    staffId,
    action: "vip_refund.retry",
    targetType: "vip_refund",
    targetId: refundNo,
    detail: {},
    now,
  });
  const [refund] = await refundsWithOrders(deps, eq(vipRefunds.refundNo, refundNo));
  if (!refund) throw notFound(REFUND_NOT_FOUND);
  return refund;
}

export async function listConsoleOrders(deps: Pick<AppDeps, "db">, filter: ConsoleOrderFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(vipOrders.status, filter.status));
  if (filter.channel) conditions.push(eq(vipOrders.channel, filter.channel));
  if (filter.anomaly) conditions.push(eq(vipOrders.anomaly, filter.anomaly));
  if (filter.order_no) conditions.push(eq(vipOrders.orderNo, filter.order_no));
  const where = and(...conditions);
  const rows = deps.db
    .select({ order: vipOrders, buyer: { id: buyers.id, nickname: buyers.nickname } })
    .from(vipOrders)
    .innerJoin(buyers, eq(buyers.id, vipOrders.userId))
    .where(where)
    .orderBy(desc(vipOrders.createdAt), desc(vipOrders.id))
    .$dynamic();
  const total = deps.db
    .select({ value: count() })
    .from(vipOrders)
    .where(where)
    .then(([row]) => row?.value ?? 0);
  return readPage(filter, { rows, total }, (page) =>
    page.map(({ order, buyer }) => orderSummary(order, buyer)),
  );
}

export async function loadConsoleOrder(deps: Pick<AppDeps, "db">, orderNo: string) {
  const [found] = await deps.db
    .select({ order: vipOrders, buyer: { id: buyers.id, nickname: buyers.nickname } })
    .from(vipOrders)
    .innerJoin(buyers, eq(buyers.id, vipOrders.userId))
    .where(eq(vipOrders.orderNo, orderNo));
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order } = found;
  const [refunds, entries, notifications] = await Promise.all([
    deps.db
      .select({ refund: vipRefunds, staffId: refundStaff.id, staffNickname: refundStaff.nickname })
      .from(vipRefunds)
      .leftJoin(refundStaff, eq(refundStaff.id, vipRefunds.staffId))
      .where(eq(vipRefunds.orderId, order.id))
      .orderBy(asc(vipRefunds.createdAt), asc(vipRefunds.id)),
    deps.db
      .select({ entry: vipMembershipEntries, refundNo: vipRefunds.refundNo })
      .from(vipMembershipEntries)
      .leftJoin(vipRefunds, eq(vipRefunds.id, vipMembershipEntries.refundId))
      .where(eq(vipMembershipEntries.orderId, order.id))
      .orderBy(asc(vipMembershipEntries.id)),
    deps.db
      .select({
        id: vipPaymentNotifications.id,
        provider: vipPaymentNotifications.provider,
        receivedAt: vipPaymentNotifications.receivedAt,
        verification: vipPaymentNotifications.verification,
        refusalReason: vipPaymentNotifications.refusalReason,
        kind: vipPaymentNotifications.kind,
        outcome: vipPaymentNotifications.outcome,
        processedAt: vipPaymentNotifications.processedAt,
      })
      .from(vipPaymentNotifications)
      .where(eq(vipPaymentNotifications.orderNo, order.orderNo))
      .orderBy(asc(vipPaymentNotifications.id)),
  ]);
  // Only a paid order (or what is left of one) is refundable here; a late payment went back by itself.
  const refundable = beginRefund(order.status).ok
    ? refundableFen(
        order.amountFen,
        refunds.map(({ refund }) => refund),
      )
    : 0;
  return {
    ...orderSummary(order, found.buyer),
    plan_duration_days: order.planDurationDays,
    channel_trade_no: order.channelTradeNo,
    expires_at: order.expiresAt.toISOString(),
    closed_at: iso(order.closedAt),
    anomaly_detail: order.anomalyDetail,
    refundable,
    refundable_yuan: formatYuan(refundable),
    refunds: refunds.map(({ refund, staffId, staffNickname }) =>
      refundView(refund, staffId === null ? null : { id: staffId, nickname: staffNickname ?? "" }),
    ),
    membership_entries: entries.map(({ entry, refundNo }) => ({
      cause: entry.refundId === null ? ("order" as const) : ("refund" as const),
      refund_no: refundNo,
      change_seconds: entry.changeSeconds,
      ends_before: iso(entry.endsBefore),
      ends_after: entry.endsAfter.toISOString(),
      created_at: entry.createdAt.toISOString(),
    })),
    notifications: notifications.map((notification) => ({
      id: notification.id,
      provider: notification.provider,
      received_at: notification.receivedAt.toISOString(),
      verification: notification.verification as "verified" | "refused" | null,
      refusal_reason: notification.refusalReason,
      kind: notification.kind,
      outcome: notification.outcome,
      processed_at: iso(notification.processedAt),
    })),
  };
}

/** Why a refund larger than what is left is refused, naming what is left. */
export const overRefundMessage = (refundableFen: number) =>
  `退款金额超过可退金额（可退${formatYuan(refundableFen)}元）`;

/**
 * A finance staff member's refund, whole or partial. Under the order's row lock, which every writer
 * of the order and its refunds takes first, the amount is checked against what is still refundable
 * (the amount less every refund not failed), so refunds asked at once never add up to more than was
 * paid; the refund, the order's move to `refunding` and the staff log commit together, and the
 * refund job takes it to the channel.
 */
export async function refundOrder(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  orderNo: string,
  request: { amount_fen: number; reason: string },
) {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const transition = beginRefund(order.status);
    if (!transition.ok) throw badRequest(transition.reason);
    const refunds = await tx
      .select({ amountFen: vipRefunds.amountFen, status: vipRefunds.status })
      .from(vipRefunds)
      .where(eq(vipRefunds.orderId, order.id));
    const refundable = refundableFen(order.amountFen, refunds);
    if (request.amount_fen > refundable) throw badRequest(overRefundMessage(refundable));
    const refund = await openStaffRefund(
      tx,
      { order, amountFen: request.amount_fen, reason: request.reason, staffId },
      now,
    );
    await recordStaffAction(tx, {
      staffId,
      action: "vip_order.refund",
      targetType: "vip_order",
      targetId: order.orderNo,
      detail: { refund_no: refund.refundNo, amount_fen: refund.amountFen, reason: refund.reason },
      now,
    });
    const [staff] = await tx
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(eq(users.id, staffId));
    return refundView(refund, staff ?? null);
  });
}
