import {
  formatDateTime,
  VIP_ORDER_STATUS_LABELS,
  VIP_ORDER_TTL_MINUTES,
  type VipOrderStatus,
} from "@tousu/domain";

// What both sites say about the membership and about an order's state, in one place.

/** Said before anyone pays: membership buys the platform's service, never an outcome. */
export const VIP_UNCHANGED = [
  "会员购买的是平台的服务，不是投诉的结果：会员的投诉与其他人的投诉按同一标准审核、公开。",
  "企业看到的会员投诉与其他投诉完全相同，不会知道投诉人是否为会员。",
  "会员不能让不符合规则的投诉通过审核，也不能删除或改变企业的回复和评价。",
  "会员标识只在你自己的页面上显示。",
  "不开通会员，投诉、评论、集体投诉、委托律师等功能都照常可用。",
] as const;

export const VIP_PURCHASE_RULES = [
  "按所选套餐一次性支付，不自动续费，到期后不会再扣款。",
  "会员从支付成功时起生效；已是会员时，从当前到期时间起顺延。",
  `订单 ${VIP_ORDER_TTL_MINUTES / 60} 小时内未支付将自动关闭，关闭后不能再支付。`,
  "支付结果以支付平台通知和平台查询为准；支付成功后若显示“确认中”，请稍候刷新。",
  "退款由平台客服办理，按退款金额占订单金额的比例缩短会员有效期。",
] as const;

export const VIP_INTRO =
  "会员购买的是平台的服务：投诉加急审核、超期投诉专人督办、律师咨询和反馈优先处理。它不会改变投诉的结果。";

/** While the server has not yet heard from the channel, an order's page asks again this often, this many times. */
export const VIP_RECHECK_MS = 3_000;
export const VIP_RECHECKS = 20;

export function isConfirmingOrder(status: VipOrderStatus): boolean {
  return status === "created" || status === "paying";
}

/**
 * An order's state in words, as the server knows it. `gaveUp`: the page stopped asking while the
 * order was still confirming.
 */
export function vipOrderWords(
  status: VipOrderStatus,
  { gaveUp = false }: { gaveUp?: boolean } = {},
): { title: string; text: string } {
  if (status === "paid") return { title: "会员已开通", text: "支付成功，会员权益已生效。" };
  if (isConfirmingOrder(status)) {
    return {
      title: "正在确认支付结果",
      text: gaveUp
        ? "暂未收到支付结果。若已扣款，平台会向支付平台查询并为你开通，无需重复支付。"
        : "支付平台的结果到达后本页自动更新；如果你没有完成支付，订单将在到期后自动关闭。",
    };
  }
  if (status === "closed" || status === "failed") {
    return {
      title: `订单${VIP_ORDER_STATUS_LABELS[status]}`,
      text: "这笔订单没有支付成功，不会扣款；需要开通请重新下单。",
    };
  }
  return {
    title: `订单${VIP_ORDER_STATUS_LABELS[status]}`,
    text: "退款进度和会员有效期的变化以个人中心显示为准。",
  };
}

/** An order's facts as its page lists them, label and value. */
export function vipOrderFacts(order: {
  order_no: string;
  plan_name: string;
  amount_yuan: string;
  status_label: string;
  paid_at: string | null;
}): [label: string, value: string][] {
  return [
    ["订单号", order.order_no],
    ["套餐", order.plan_name],
    ["金额", `¥${order.amount_yuan}`],
    ["状态", order.status_label],
    ...(order.paid_at ? [["支付时间", formatDateTime(order.paid_at)] as [string, string]] : []),
  ];
}
