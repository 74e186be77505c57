export const COMPLAINT_STATUSES = [
  "pending_review",
  "rejected",
  "dispatched",
  "processing",
  "replied",
  "completed",
  "closed",
] as const;

export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  pending_review: "待审核",
  rejected: "审核未通过",
  dispatched: "待商家处理",
  processing: "处理中",
  replied: "商家已回复",
  completed: "已完成",
  closed: "已关闭",
};

// Complaints still in review, or refused by it, are visible only to their author and staff.
export const PUBLIC_COMPLAINT_STATUSES: readonly ComplaintStatus[] = COMPLAINT_STATUSES.filter(
  (status) => status !== "pending_review" && status !== "rejected",
);

type Transition = { from: readonly ComplaintStatus[]; to: ComplaintStatus };

// The spec names the actions (§4) but not the statuses they lead to; this table is our model.
const TRANSITIONS = {
  approve: { from: ["pending_review"], to: "dispatched" },
  reject: { from: ["pending_review"], to: "rejected" },
  company_accept: { from: ["dispatched"], to: "processing" },
  company_reply: { from: ["dispatched", "processing"], to: "replied" },
  user_complete: { from: ["replied"], to: "completed" },
  // An appeal sends the complaint back to the company.
  user_appeal: { from: ["replied"], to: "processing" },
  // A company's archive or end application closes the complaint once the platform approves it; this is
  // the approval step, the pending application itself does not change the status.
  company_apply_archive: { from: ["processing", "replied"], to: "closed" },
  company_apply_end: { from: ["processing", "replied"], to: "closed" },
} as const satisfies Record<string, Transition>;

export type ComplaintAction = keyof typeof TRANSITIONS;

export const COMPLAINT_ACTIONS = Object.keys(TRANSITIONS) as ComplaintAction[];

/** The status after `action`, or null when the action is not allowed from `from`. */
export function nextStatus(from: ComplaintStatus, action: ComplaintAction): ComplaintStatus | null {
  // hasOwn: an unvalidated action such as "toString" must give null, not a prototype member.
  if (!Object.hasOwn(TRANSITIONS, action)) return null;
  const transition: Transition = TRANSITIONS[action];
  return transition.from.includes(from) ? transition.to : null;
}

export function canTransition(from: ComplaintStatus, action: ComplaintAction): boolean {
  return nextStatus(from, action) !== null;
}
