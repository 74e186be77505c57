// Points a consumer earns (/user/scores). Product rules in one place: the API awards them, the demo
// seed writes the same amounts, the user centre labels them.
export const POINT_RULES = {
  complaint_published: 10,
  complaint_rated: 5,
  comment_liked: 1,
} as const;

export type PointReason = keyof typeof POINT_RULES;

const POINT_REASON_LABELS: Record<PointReason, string> = {
  complaint_published: "投诉通过审核并公开",
  complaint_rated: "评价投诉处理结果",
  comment_liked: "评论获得点赞",
};

/** The ledger's Chinese wording; a reason retired from the rules still reads as something. */
export function pointReasonLabel(reason: string): string {
  return Object.hasOwn(POINT_REASON_LABELS, reason) ? POINT_REASON_LABELS[reason as PointReason] : "积分变动";
}
