import { formatYuan, VIP_ORDER_STATUS_LABELS, VIP_REFUND_STATUS_LABELS } from "@tousu/domain";
import type { VipOrderRow, VipRefundRow } from "./vip-order-steps";

// What an order and a refund are to whoever reads them, the member or finance staff: the same facts
// in the same words; each reader adds what is theirs (the buyer and anomaly, the membership taken back).

export function orderFacts(order: VipOrderRow) {
  return {
    order_no: order.orderNo,
    plan_name: order.planName,
    amount: order.amountFen,
    amount_yuan: formatYuan(order.amountFen),
    channel: order.channel,
    status: order.status,
    status_label: VIP_ORDER_STATUS_LABELS[order.status],
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

export function refundFacts(refund: VipRefundRow) {
  return {
    refund_no: refund.refundNo,
    amount: refund.amountFen,
    amount_yuan: formatYuan(refund.amountFen),
    reason: refund.reason,
    status: refund.status,
    status_label: VIP_REFUND_STATUS_LABELS[refund.status],
    created_at: refund.createdAt.toISOString(),
    succeeded_at: refund.succeededAt?.toISOString() ?? null,
  };
}
