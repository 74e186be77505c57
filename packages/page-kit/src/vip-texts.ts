import {
  formatDateTime,
  formatYuan,
  MEMBER_AUDIT_TARGET_HOURS,
  memberDiscountWords,
  offeredChannels,
  VIP_ORDER_STATUS_LABELS,
  VIP_ORDER_TTL_MINUTES,
  type VipOrderStatus,
  type VipPayingDevice,
  type VipPaymentChannel,
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
  "会员购买的是平台的服务：投诉加急审核、超期投诉专人督办和意见反馈优先处理；委托入驻律师时，享律师自愿提供的会员优惠价（并非每位律师都提供，以律师页面标示为准）。它不会改变投诉的结果。";

/** The VIP page's description for search engines and share cards, on both sites. */
export const VIP_PAGE_DESCRIPTION =
  "诉达会员：投诉加急审核、专人督办超期投诉、意见反馈优先处理，委托入驻律师时享律师自愿提供的会员优惠价。会员购买平台的服务，不改变投诉的结果。";

/** A lawyer's member discount explained where their profile shows it (decision 098), on both sites. */
export function memberDiscountExplained(percent: number): string {
  return `律师自愿为诉达会员提供：委托时是会员的，律师报价减${percent}%。以委托提交时律师提供的优惠为准。`;
}

/**
 * The lawyers' member price (decision 098) as an entrustment's consumer or its lawyer reads it, on
 * both sites: the discount copied at the request and, once quoted, the member price and the saving.
 * Null for an entrustment without one.
 */
export function memberPriceWords(
  entrustment: {
    quote_fen: number | null;
    member_price: { discount_percent: number; price_fen: number | null } | null;
  },
  reader: "consumer" | "lawyer",
): string | null {
  const offer = entrustment.member_price;
  if (!offer) return null;
  const discount = memberDiscountWords(offer.discount_percent);
  if (offer.price_fen === null || entrustment.quote_fen === null) {
    return reader === "consumer"
      ? `你委托时是会员，该律师提供${discount}：律师报价后按报价计算会员价。`
      : `委托人请求时是会员，适用您当时提供的${discount}：报价后，委托人按会员价付费。`;
  }
  const saved = formatYuan(entrustment.quote_fen - offer.price_fen);
  return reader === "consumer"
    ? `${formatYuan(offer.price_fen)}元（律师报价${formatYuan(entrustment.quote_fen)}元，${discount}，节省${saved}元）`
    : `${formatYuan(offer.price_fen)}元（您的报价${formatYuan(entrustment.quote_fen)}元，${discount}，委托人按会员价付费）`;
}

/**
 * What the membership does for one complaint (decision 093), said on its author's own page on both
 * sites: the 加急 audit and the staff follow-up, the platform's work and never the outcome.
 */
export const MEMBER_SERVICE_TEXTS = {
  title: "会员服务",
  audit: "VIP 加急处理",
  audited: "平台已完成审核。",
  auditPromise: (dueAt: string) =>
    `平台将在提交后${MEMBER_AUDIT_TARGET_HOURS}小时内完成审核，目标时间 ${dueAt}。`,
  auditSameRules: "加急只让审核先行，审核标准、公开方式与商家看到的内容与其他投诉完全相同。",
  followUp: "专人督办",
  followUpOpened: (openedAt: string) =>
    `商家超过响应时限未回应，平台工作人员自 ${openedAt} 起联系商家督促处理。`,
  followUpClosed: (closedAt: string, outcome: string | null) =>
    `${closedAt} 督办结束${outcome ? `：${outcome}` : ""}。`,
  followUpPromise: "商家超过响应时限未回应时，平台工作人员将专人联系商家督促处理。",
  followUpPrivate: "督办情况只有您自己能看到。",
} as const;

/** The mark a member sees on their own pages, and nowhere else (never on public or company pages). */
export const VIP_BADGE_LABEL = "诉达会员";

/** Where the user centre shows the membership (the PC path; the H5 site has its page there too). */
export const VIP_USER_CENTRE_PATH = "/user/vip";

/** The running membership in words, or the lack of one. */
export function vipMembershipWords(membership: { plan_name: string; ends_at: string } | null): string {
  return membership
    ? `${membership.plan_name}，有效期至 ${formatDateTime(membership.ends_at)}`
    : "你还不是会员，或会员已到期。";
}

/** What a refund took off the membership's end, in days and hours; null while nothing was taken. */
export function vipShortenedWords(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) return null;
  const hours = Math.round(seconds / 3600);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (hours === 0) return "缩短不足1小时";
  return `缩短${days > 0 ? `${days}天` : ""}${rest > 0 ? `${rest}小时` : ""}`;
}

/** A refund as both sites' order lists show it, label and value. */
export function vipRefundFacts(refund: {
  amount_yuan: string;
  reason: string;
  status_label: string;
  shortened_seconds: number | null;
  created_at: string;
}): [label: string, value: string][] {
  const shortened = vipShortenedWords(refund.shortened_seconds);
  return [
    ["退款金额", `¥${refund.amount_yuan}`],
    ["原因", refund.reason],
    ["状态", refund.status_label],
    ["申请时间", formatDateTime(refund.created_at)],
    ...(shortened ? [["会员有效期", shortened] as [string, string]] : []),
  ];
}

/** A channel as a buyer chooses it and as their orders name it. */
export const VIP_CHANNEL_LABELS: Record<VipPaymentChannel, string> = {
  wechat_native: "微信支付（扫码）",
  wechat_jsapi: "微信支付",
  wechat_h5: "微信支付",
  alipay_page: "支付宝",
  alipay_wap: "支付宝",
};

/** The channels a page offers on its device: its own of those the platform takes (`GET /vip/plans`). */
export function vipChannelOptions(
  device: VipPayingDevice,
  available: readonly VipPaymentChannel[],
): { code: VipPaymentChannel; label: string }[] {
  return offeredChannels(device, available).map((code) => ({ code, label: VIP_CHANNEL_LABELS[code] }));
}

/** Said where no channel of the device is taken: nothing can be bought there. */
export const VIP_NO_CHANNEL = "暂不支持在此设备上支付，请稍后再来或换用其他设备。";

/** What a member reads on sending feedback: staff see it flagged and handle it first. */
export const VIP_FEEDBACK_PRIORITY_THANKS = "感谢你的反馈。你是诉达会员，这条反馈会优先处理。";

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
