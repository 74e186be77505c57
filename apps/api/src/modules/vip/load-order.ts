import { schema } from "@tousu/db";
import { formatYuan, VIP_ORDER_STATUS_LABELS } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { redactError } from "../../lib/log-redaction";
import { announceOrderState } from "./announce-order";
import { gatewayOf } from "./payment-gateway-of";
import { settleChannelTransaction, type VipOrderRow } from "./vip-order-steps";

const { vipOrders } = schema;

export const ORDER_NOT_FOUND = "订单不存在";

async function buyersOrder(deps: Pick<AppDeps, "db">, userId: number, orderNo: string) {
  const [order] = await deps.db
    .select()
    .from(vipOrders)
    .where(and(eq(vipOrders.orderNo, orderNo), eq(vipOrders.userId, userId)));
  return order ?? null;
}

function orderView(order: VipOrderRow) {
  return {
    order_no: order.orderNo,
    status: order.status,
    status_label: VIP_ORDER_STATUS_LABELS[order.status],
    plan_name: order.planName,
    amount: order.amountFen,
    amount_yuan: formatYuan(order.amountFen),
    channel: order.channel,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

/**
 * The buyer's order as the server knows it (anyone else: not found). While it is still paying the
 * channel is asked, and its answer settled through the orders' one writer, so the success page
 * follows a payment whose notification is late; a channel that does not answer leaves it paying.
 */
export async function loadVipOrder(
  deps: Pick<AppDeps, "db" | "providers" | "liveEvents">,
  viewer: { userId: number; orderNo: string },
  log: FastifyBaseLogger,
) {
  const order = await buyersOrder(deps, viewer.userId, viewer.orderNo);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const gateway = gatewayOf(deps, order.channel);
  if (order.status !== "paying" || !gateway) return orderView(order);
  try {
    const transaction = await gateway.query(order.orderNo);
    const outcome = await deps.db.transaction((tx) =>
      settleChannelTransaction(tx, transaction, deps.providers.now()),
    );
    // The buyer's other tabs (and the other device) hear it too.
    await announceOrderState(deps, order.orderNo, outcome);
  } catch (error) {
    log.warn({ err: redactError(error), orderNo: order.orderNo }, "payment channel query failed");
    return orderView(order);
  }
  const settled = await buyersOrder(deps, viewer.userId, viewer.orderNo);
  return orderView(settled ?? order);
}
