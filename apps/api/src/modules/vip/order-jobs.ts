import { schema } from "@tousu/db";
import { VIP_ORDER_QUERY_INTERVAL_MINUTES } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleJobs } from "../../jobs/job-queue";
import { gatewayOf } from "./payment-gateway-of";
import {
  lockOrder,
  markClosed,
  markFailed,
  orderQueryJob,
  recordRefundState,
  settleChannelTransaction,
  VIP_ORDER_CLOSE_JOB,
  VIP_ORDER_QUERY_JOB,
  VIP_REFUND_JOB,
} from "./vip-order-steps";

// The membership's durable jobs (decision 087). Each reads the order, talks to the channel outside
// any transaction, and settles what it learnt through the orders' one writer, so it may run twice
// (pg-boss retries a failure with back-off) and meet a notification settling the same order.

const { vipOrders, vipRefunds } = schema;

type JobDeps = Pick<AppDeps, "db" | "providers">;

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
      await deps.db.transaction(async (tx) => {
        const outcome = await settleChannelTransaction(tx, transaction, now);
        const nextAt = new Date(now.getTime() + VIP_ORDER_QUERY_INTERVAL_MINUTES * 60_000);
        if (outcome === "still_paying" && nextAt < order.expiresAt) {
          await scheduleJobs(tx, [orderQueryJob(order.orderNo, nextAt)]);
        }
      });
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
          await deps.db.transaction((tx) => settleChannelTransaction(tx, transaction, now));
          return;
        }
        await gateway.close(order.orderNo);
      }
      await deps.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.orderNo);
        if (locked?.status === "created") await markFailed(tx, locked, now);
        else if (locked?.status === "paying") await markClosed(tx, locked, now);
      });
    },
  };
}

/**
 * Sends a refund to the channel with its own refund number, the same on every retry, so the channel
 * refunds once; the channel's answer (processing, succeeded, failed) is recorded by the one writer.
 */
export function vipRefundJob(deps: JobDeps): JobDefinition {
  return {
    name: VIP_REFUND_JOB,
    handle: async (payload, now) => {
      const [found] = await deps.db
        .select({ refund: vipRefunds, order: vipOrders })
        .from(vipRefunds)
        .innerJoin(vipOrders, eq(vipOrders.id, vipRefunds.orderId))
        .where(eq(vipRefunds.refundNo, String(payload.refundNo)));
      if (!found || found.refund.status === "succeeded" || found.refund.status === "failed") return;
      const gateway = gatewayOf(deps, found.order.channel);
      if (!gateway) throw new Error(`no gateway for ${found.order.channel}`);
      const paidFen =
        found.order.anomaly === "paid_after_close" ? found.refund.amountFen : found.order.amountFen;
      const channelRefund = await gateway.refund({
        orderNo: found.order.orderNo,
        refundNo: found.refund.refundNo,
        refundFen: found.refund.amountFen,
        totalFen: paidFen,
        reason: found.refund.reason,
      });
      await deps.db.transaction((tx) => recordRefundState(tx, channelRefund, now));
    },
  };
}
