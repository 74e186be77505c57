import { schema } from "@tousu/db";
import {
  refundFollowUpMinutes,
  VIP_ORDER_QUERY_INTERVAL_MINUTES,
  VIP_REFUND_BLOCKED_AFTER_FAILURES,
} from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleJobs } from "../../jobs/job-queue";
import { type ChannelRefund, PaymentChannelError } from "../../providers/payment/payment-gateway";
import { announceOrderState } from "./announce-order";
import { gatewayOf } from "./payment-gateway-of";
import {
  lockOrder,
  markClosed,
  markFailed,
  orderQueryJob,
  recordRefundFailure,
  recordRefundState,
  refundQueryJob,
  settleChannelTransaction,
  VIP_ORDER_CLOSE_JOB,
  VIP_ORDER_QUERY_JOB,
  VIP_REFUND_JOB,
  VIP_REFUND_QUERY_JOB,
} from "./vip-order-steps";

// The membership's durable jobs (decision 087). Each reads the order, talks to the channel outside
// any transaction, and settles what it learnt through the orders' one writer, so it may run twice
// (pg-boss retries a failure with back-off) and meet a notification settling the same order.

const { vipOrders, vipRefunds } = schema;

type JobDeps = Pick<AppDeps, "db" | "providers" | "liveEvents">;
type RefundJobDeps = Pick<AppDeps, "db" | "providers" | "log">;

async function orderOf(deps: JobDeps, orderNo: string) {
  const [order] = await deps.db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
  return order ?? null;
}

const orderNoOf = (payload: Record<string, unknown>) => String(payload.orderNo);

/**
 * A lost notification's remedy: an order still paying is asked of the channel, and asked again every
 * quarter hour until it expires (the close job takes it from there).
 */
export function vipOrderQueryJob(deps: JobDeps): JobDefinition {
  return {
    name: VIP_ORDER_QUERY_JOB,
    handle: async (payload, now) => {
      const order = await orderOf(deps, orderNoOf(payload));
      if (order?.status !== "paying") return;
      const gateway = gatewayOf(deps, order.channel);
      if (!gateway) return;
      const transaction = await gateway.query(order.orderNo);
      const outcome = await deps.db.transaction(async (tx) => {
        const settled = await settleChannelTransaction(tx, transaction, now);
        const nextAt = new Date(now.getTime() + VIP_ORDER_QUERY_INTERVAL_MINUTES * 60_000);
        if (settled === "still_paying" && nextAt < order.expiresAt) {
          await scheduleJobs(tx, [orderQueryJob(order.orderNo, nextAt)]);
        }
        return settled;
      });
      await announceOrderState(deps, order.orderNo, outcome);
    },
  };
}

/**
 * At expiry an unpaid order is closed at the channel, so its code or page cannot be paid later, then
 * here. The channel is asked first: a payment it took without notifying us is settled, not closed, and
 * an order it closed or failed itself follows it.
 * An order the channel never accepted (still `created`) fails.
 */
export function vipOrderCloseJob(deps: JobDeps): JobDefinition {
  return {
    name: VIP_ORDER_CLOSE_JOB,
    handle: async (payload, now) => {
      const order = await orderOf(deps, orderNoOf(payload));
      if (!order || (order.status !== "paying" && order.status !== "created")) return;
      const gateway = gatewayOf(deps, order.channel);
      if (order.status === "paying" && gateway) {
        const transaction = await gateway.query(order.orderNo);
        if (transaction.state !== "paying") {
          const outcome = await deps.db.transaction((tx) => settleChannelTransaction(tx, transaction, now));
          await announceOrderState(deps, order.orderNo, outcome);
          return;
        }
        await gateway.close(order.orderNo);
      }
      await deps.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.orderNo);
        if (locked?.status === "created") await markFailed(tx, locked, now);
        else if (locked?.status === "paying") await markClosed(tx, locked, now);
      });
      await announceOrderState(deps, order.orderNo, "expired");
    },
  };
}

/** A refund still open (not yet succeeded or failed) with its order; null when it has ended or is unknown. */
async function openRefundOf(deps: Pick<AppDeps, "db" | "providers">, refundNo: string) {
  const [found] = await deps.db
    .select({ refund: vipRefunds, order: vipOrders })
    .from(vipRefunds)
    .innerJoin(vipOrders, eq(vipOrders.id, vipRefunds.orderId))
    .where(eq(vipRefunds.refundNo, refundNo));
  if (!found || found.refund.status === "succeeded" || found.refund.status === "failed") return null;
  const gateway = gatewayOf(deps, found.order.channel);
  if (!gateway) throw new Error(`no gateway for ${found.order.channel}`);
  return { ...found, gateway };
}

type OpenRefund = NonNullable<Awaited<ReturnType<typeof openRefundOf>>>;

/** Asks the channel to refund, always under the refund's own number, so however often it is sent it refunds once. */
function sendRefund({ refund, order, gateway }: OpenRefund) {
  // A late payment's refund gives back what was paid on an order that never counted it as paid.
  const paidFen = order.anomaly === "paid_after_close" ? refund.amountFen : order.amountFen;
  return gateway.refund({
    orderNo: order.orderNo,
    refundNo: refund.refundNo,
    refundFen: refund.amountFen,
    totalFen: paidFen,
    reason: refund.reason,
  });
}

const FAILURE_TEXT_MAX = 200;

/** What finance staff read of a refusal: the channel's code and words, or that it did not answer. */
function describeChannelFailure(error: unknown): string {
  if (error instanceof PaymentChannelError) return error.message.slice(0, FAILURE_TEXT_MAX);
  return "支付渠道未应答（网络错误或超时）";
}

/**
 * Sends a pending refund (again, under the same number) or asks the channel about one processing,
 * and records the answer through the one writer. A refusal is counted against the refund, one
 * refused often enough in a row is logged as blocked for finance staff, and the refusal is returned
 * for the caller to throw (a job, to be retried) or to show (staff retrying by hand).
 */
async function followUpRefund(deps: RefundJobDeps, open: OpenRefund, now: Date): Promise<unknown> {
  let channelRefund: ChannelRefund;
  try {
    channelRefund =
      open.refund.status === "pending"
        ? await sendRefund(open)
        : await open.gateway.queryRefund(open.refund.refundNo, open.order.orderNo);
  } catch (error) {
    const failure = describeChannelFailure(error);
    const failures = await deps.db.transaction((tx) =>
      recordRefundFailure(tx, open.refund.refundNo, failure, now),
    );
    if (failures === VIP_REFUND_BLOCKED_AFTER_FAILURES) {
      deps.log.error(
        { refundNo: open.refund.refundNo, failures, failure },
        "membership refund blocked at the channel",
      );
    }
    return error;
  }
  await deps.db.transaction((tx) => recordRefundState(tx, channelRefund, now));
  return null;
}

async function followUpOrThrow(deps: RefundJobDeps, open: OpenRefund, now: Date) {
  const refusal = await followUpRefund(deps, open, now);
  if (refusal) throw refusal;
}

/**
 * Sends a refund to the channel with its own refund number, the same on every retry, so the channel
 * refunds once; the channel's answer (processing, succeeded, failed) is recorded by the one writer.
 */
export function vipRefundJob(deps: RefundJobDeps): JobDefinition {
  return {
    name: VIP_REFUND_JOB,
    handle: async (payload, now) => {
      const open = await openRefundOf(deps, String(payload.refundNo));
      if (open) await followUpOrThrow(deps, open, now);
    },
  };
}

/**
 * A refund's follow-up (decision 091): one the channel never answered (its sending job gave up) is
 * sent again under the same number; one still processing whose notification has not come is asked
 * of the channel (WeChat Pay's refund query, Alipay's `alipay.trade.fastpay.refund.query`). The next
 * follow-up is booked before the channel is called, so a channel that fails this run is asked again:
 * hourly, then every six hours once it has refused for a day (`refundFollowUpMinutes`).
 */
export function vipRefundQueryJob(deps: RefundJobDeps): JobDefinition {
  return {
    name: VIP_REFUND_QUERY_JOB,
    handle: async (payload, now) => {
      const open = await openRefundOf(deps, String(payload.refundNo));
      if (!open) return;
      const nextAt = new Date(
        now.getTime() + refundFollowUpMinutes(open.refund.consecutiveFailures) * 60_000,
      );
      await scheduleJobs(deps.db, [refundQueryJob(open.refund.refundNo, nextAt)]);
      await followUpOrThrow(deps, open, now);
    },
  };
}

/**
 * A finance staff member's 立即重试 of a refund the channel refused, once they have removed the cause:
 * the job's follow-up, now. False when the refund has ended or is unknown; a refusal is recorded
 * against the refund like the job's, for the staff member to read.
 */
export async function retryRefundNow(deps: RefundJobDeps, refundNo: string, now: Date): Promise<boolean> {
  const open = await openRefundOf(deps, refundNo);
  if (!open) return false;
  await followUpRefund(deps, open, now);
  return true;
}
