// The points mall (decision 111): what points buy, each a benefit the platform itself honours, and
// the rules of a redemption. The catalogue is here, in code, because each kind of benefit needs code
// to honour it: staff could name a new benefit, but nothing would deliver it.

export const MALL_BENEFIT_KINDS = ["vip_day", "lawyer_consultation", "printed_package"] as const;
export type MallBenefitKind = (typeof MALL_BENEFIT_KINDS)[number];

export interface MallBenefit {
  /** The stable name a redemption stores and a client sends. */
  code: string;
  kind: MallBenefitKind;
  title: string;
  description: string;
  /** What it costs, in whole points. */
  pricePoints: number;
}

/** The days of membership a `vip_day` benefit adds, through the membership's one writer. */
export const MALL_VIP_DAYS = 1;

export const MALL_CATALOGUE: readonly MallBenefit[] = [
  {
    code: "vip_day",
    kind: "vip_day",
    title: "会员体验1天",
    description: `会员有效期延长${MALL_VIP_DAYS}天；未开通会员的，自兑换时起享受${MALL_VIP_DAYS}天会员权益。`,
    pricePoints: 30,
  },
  {
    code: "lawyer_consultation",
    kind: "lawyer_consultation",
    title: "律师咨询券",
    description: "委托入驻律师处理投诉时使用，律师在委托请求中可见此券；每张券限用于一次委托请求。",
    pricePoints: 100,
  },
  {
    code: "printed_package",
    kind: "printed_package",
    title: "投诉材料打印包",
    description: "平台工作人员将您的一件投诉及其证据整理打印成册并寄送，便于向监管部门或企业递交。",
    pricePoints: 60,
  },
];

/** The benefit a client names, or null when the catalogue has none of that code. */
export function mallBenefitOf(code: string): MallBenefit | null {
  return MALL_CATALOGUE.find((benefit) => benefit.code === code) ?? null;
}

/**
 * Where a redemption stands: a VIP day is `granted` as it is redeemed; a consultation credit is
 * `issued` until an entrustment request uses it; a printed package is `requested` until staff
 * send it (`fulfilled`).
 */
export const MALL_REDEMPTION_STATUSES = ["granted", "issued", "used", "requested", "fulfilled"] as const;
export type MallRedemptionStatus = (typeof MALL_REDEMPTION_STATUSES)[number];

export const MALL_REDEMPTION_STATUS_LABELS: Record<MallRedemptionStatus, string> = {
  granted: "已发放",
  issued: "未使用",
  used: "已使用",
  requested: "待寄送",
  fulfilled: "已寄送",
};

const INITIAL_STATUS: Record<MallBenefitKind, MallRedemptionStatus> = {
  vip_day: "granted",
  lawyer_consultation: "issued",
  printed_package: "requested",
};

/** The status a new redemption of a benefit of this kind starts in. */
export function initialRedemptionStatus(kind: MallBenefitKind): MallRedemptionStatus {
  return INITIAL_STATUS[kind];
}

export type RedemptionRefusal = "insufficient_points" | "key_reused";

/** What refuses a redemption, in Chinese, one message each. */
export const REDEMPTION_REFUSAL_MESSAGES: Record<RedemptionRefusal, string> = {
  insufficient_points: "积分不足，无法兑换",
  key_reused: "该兑换请求已用于其他权益，请刷新页面后重试",
};

/** Whether a balance covers a price: a redemption never takes the balance below zero. */
export function canAfford(balance: number, pricePoints: number): boolean {
  return pricePoints > 0 && balance >= pricePoints;
}

/** A redemption's number as `paymentNumber("redemption", …)` makes it. */
export const MALL_REDEMPTION_NO_PATTERN = /^M[0-9]{17}[0-9A-Za-z]{10}$/;

/** What an entrustment request naming a credit the member cannot use is told. */
export const CONSULTATION_CREDIT_MESSAGE = "律师咨询券不存在或已使用";

/**
 * Whether an entrustment that reached this status gives back the consultation credit its request
 * used: the lawyer never took the case on (declined, lapsed), or the member withdrew it first.
 */
export function releasesConsultationCredit(status: string): boolean {
  return status === "declined" || status === "lapsed" || status === "withdrawn";
}

/** Fewest characters of the note staff write when they send a printed package: a carrier and a number. */
export const MALL_FULFILMENT_NOTE_MIN = 2;

/** The console's one step: staff send a requested printed package, once. */
export function canFulfil(status: MallRedemptionStatus): boolean {
  return status === "requested";
}
