// Points a consumer earns (/user/scores). Product rules in one place: the API awards them, the demo
// seed writes the same amounts, the user centre labels them.
export const POINT_RULES = {
  complaint_published: 10,
  complaint_rated: 5,
  comment_liked: 1,
} as const;

export type PointReason = keyof typeof POINT_RULES;

/** The ledger's reason for points spent in the mall (decision 111); the redemption's number is its source. */
export const POINT_SPEND_REASON = "mall_redemption";

const POINT_REASON_LABELS: Record<PointReason | typeof POINT_SPEND_REASON, string> = {
  complaint_published: "投诉通过审核并公开",
  complaint_rated: "评价投诉处理结果",
  comment_liked: "评论获得点赞",
  mall_redemption: "积分商城兑换",
};

/** The ledger's Chinese wording; a reason retired from the rules still reads as something. */
export function pointReasonLabel(reason: string): string {
  return Object.hasOwn(POINT_REASON_LABELS, reason)
    ? POINT_REASON_LABELS[reason as keyof typeof POINT_REASON_LABELS]
    : "积分变动";
}
