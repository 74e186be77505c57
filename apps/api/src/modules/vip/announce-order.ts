import { schema } from "@tousu/db";
import { LIVE_EVENT_TYPES, liveTopics } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { SettleOutcome } from "./vip-order-steps";

const { vipOrders } = schema;

/** What settling did that the buyer's waiting page must hear of; the others left the order as it was. */
const MOVED_OUTCOMES: ReadonlySet<SettleOutcome> = new Set<SettleOutcome>([
  "paid",
  "closed",
  "failed",
  "amount_mismatch",
  "paid_after_close",
  "refund_recorded",
]);

/**
 * Tells the buyer's open pages (their event stream, decision 101) that an order moved, once the
 * orders' writer has committed; the page reads the order again, as its own poll would.
 */
export async function announceOrderState(
  deps: Pick<AppDeps, "db" | "liveEvents">,
  orderNo: string,
  outcome: SettleOutcome | "expired",
): Promise<void> {
  if (outcome !== "expired" && !MOVED_OUTCOMES.has(outcome)) return;
  const [order] = await deps.db
    .select({ userId: vipOrders.userId, status: vipOrders.status })
    .from(vipOrders)
    .where(eq(vipOrders.orderNo, orderNo));
  if (!order) return;
  await deps.liveEvents.publish(liveTopics.user(order.userId), LIVE_EVENT_TYPES.vipOrder, {
    order_no: orderNo,
    status: order.status,
  });
}
