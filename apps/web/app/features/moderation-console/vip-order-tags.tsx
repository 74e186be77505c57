import {
  VIP_ORDER_ANOMALY_LABELS,
  VIP_ORDER_STATUS_LABELS,
  VIP_REFUND_STATUS_LABELS,
  type VipOrderAnomaly,
  type VipOrderStatus,
  type VipRefundStatus,
} from "@tousu/domain";
import { Tag } from "antd";

// An order's and a refund's state as the console colours them: green done, blue under way, purple and
// magenta money going back, grey ended without payment, red for what needs a finance staff member's
// eye. Orange and gold tags are too pale for their text (WCAG contrast).

const ORDER_COLOURS: Record<VipOrderStatus, string> = {
  created: "default",
  paying: "processing",
  paid: "success",
  closed: "default",
  failed: "default",
  refunding: "geekblue",
  refunded: "magenta",
  partially_refunded: "purple",
};

const REFUND_COLOURS: Record<VipRefundStatus, string> = {
  pending: "default",
  processing: "processing",
  succeeded: "success",
  failed: "error",
};

export function VipOrderStatusTag({ status }: { status: VipOrderStatus }) {
  return <Tag color={ORDER_COLOURS[status]}>{VIP_ORDER_STATUS_LABELS[status]}</Tag>;
}

export function VipRefundStatusTag({ status }: { status: VipRefundStatus }) {
  return <Tag color={REFUND_COLOURS[status]}>{VIP_REFUND_STATUS_LABELS[status]}</Tag>;
}

export function VipAnomalyTag({ anomaly }: { anomaly: VipOrderAnomaly }) {
  return <Tag color="error">{VIP_ORDER_ANOMALY_LABELS[anomaly]}</Tag>;
}
