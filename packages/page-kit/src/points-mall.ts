import { canAfford } from "@tousu/domain";

// What both sites' points-mall sections say and do alike (decision 111): the key of one redemption,
// the confirm dialog's words, and what a benefit's button says for a balance.

/** A new key for one intended redemption: made when its confirm dialog opens, sent with every try. */
export function newRedemptionKey(): string {
  return crypto.randomUUID();
}

export interface MallBenefitLike {
  title: string;
  price_points: number;
  needs_complaint: boolean;
}

/** The confirm dialog's sentence: what the redemption costs and what is left after it. */
export function redeemConfirmText(benefit: MallBenefitLike, balance: number): string {
  return `将使用 ${benefit.price_points} 积分兑换「${benefit.title}」，兑换后剩余 ${balance - benefit.price_points} 积分。兑换后积分不退还。`;
}

/** Whether the balance covers the benefit, and what its button says either way. */
export function redeemButton(benefit: MallBenefitLike, balance: number): { enabled: boolean; label: string } {
  return canAfford(balance, benefit.price_points)
    ? { enabled: true, label: "兑换" }
    : { enabled: false, label: `还差 ${benefit.price_points - balance} 积分` };
}

/** What a printed package needs and a member without complaints is told. */
export const PRINTED_PACKAGE_NO_COMPLAINT = "您还没有可打印的投诉，提交投诉后即可兑换。";

export const REDEEMED_MESSAGE = "兑换成功";

/** How an entrustment shows the 律师咨询券 its request used, to its consumer and its lawyer alike. */
export function consultationCreditWords(redemptionNo: string | null): string | null {
  return redemptionNo === null ? null : `已使用积分商城律师咨询券（编号 ${redemptionNo}）`;
}
