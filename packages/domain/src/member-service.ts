// What the membership buys of the platform's own work (docs/decisions/093): a member's complaint is
// audited first and within a target time, and a staff member follows up when its company stays
// silent past the response deadline. Never an outcome: the complaint is judged, published and shown
// to the company exactly as anyone else's.

const HOUR_MS = 3_600_000;

/** A member's complaint is audited within this many hours of filing (加急处理). */
export const MEMBER_AUDIT_TARGET_HOURS = 12;

/** The time by which a member's complaint filed at `filedAt` is to be audited. */
export function memberAuditDueAt(filedAt: Date): Date {
  return new Date(filedAt.getTime() + MEMBER_AUDIT_TARGET_HOURS * HOUR_MS);
}

/** The states of a staff follow-up (专人督办): opened by the deadline job, taken by one staff member, closed. */
export const FOLLOW_UP_STATES = ["open", "taken", "closed"] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

export const FOLLOW_UP_STATE_LABELS: Record<FollowUpState, string> = {
  open: "待领取",
  taken: "跟进中",
  closed: "已结束",
};

/** How a follow-up ended: what the staff member's contact with the company came to. */
export const FOLLOW_UP_OUTCOMES = [
  "company_responded",
  "company_promised",
  "company_unreachable",
  "other",
] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];

export const FOLLOW_UP_OUTCOME_LABELS: Record<FollowUpOutcome, string> = {
  company_responded: "商家已回应投诉",
  company_promised: "商家承诺尽快处理",
  company_unreachable: "多次联系商家未果",
  other: "其他",
};

/** What the member reads of the follow-up on their complaint: 专人督办中 while it runs. */
export function followUpWordsForMember(state: FollowUpState): string {
  return state === "closed" ? "专人督办已结束" : "专人督办中";
}
