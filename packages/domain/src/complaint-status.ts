// The complaint lifecycle (docs/decisions/009). Pure: the API loads a complaint's lifecycle state,
// asks `decide` whether an actor may take an action, and stores the result with `scheduleAfter`'s
// deadlines in one transaction.

import {
  addWorkingDays,
  extendByWorkingDays,
  WORKING_DAYS_NOTE,
  type WorkCalendar,
  workingDaysText,
  workingDaysTouched,
} from "./working-days";
export const COMPLAINT_STATUSES = [
  "pending_review",
  "needs_info",
  "rejected",
  "dispatched",
  "processing",
  "company_needs_info",
  "replied",
  "completed",
  "closed",
] as const;

export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * The steps of the operator stream (schema enum complaint_action), which is the public timeline and
 * the audit trail. Append only: the order is the order of the database enum.
 */
export const COMPLAINT_TIMELINE_ACTIONS = [
  "created",
  "approved",
  "rejected",
  "info_requested",
  "info_supplied",
  "resubmitted",
  "withdrawn",
  "dispatched",
  "accepted",
  "replied",
  "company_info_requested",
  "appealed",
  "company_apply_archive",
  "company_apply_end",
  "application_approved",
  "application_refused",
  "completed",
  "auto_completed",
  "rated",
  "overdue",
  "closed",
  "hidden",
  "restored",
  "joined_collective",
  "evidence_added",
  "mediation_agreed",
  "mediation_failed",
] as const;

export type ComplaintTimelineAction = (typeof COMPLAINT_TIMELINE_ACTIONS)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  pending_review: "待审核",
  needs_info: "待补充材料",
  rejected: "审核未通过",
  dispatched: "待商家处理",
  processing: "处理中",
  company_needs_info: "待用户补充",
  replied: "商家已回复",
  completed: "已完成",
  closed: "已关闭",
};

// Published statuses. A complaint is public when its status is one of these AND it was once approved
// (dispatched_at set): one withdrawn while still in review is 'closed' but was never published.
export const PUBLIC_COMPLAINT_STATUSES: readonly ComplaintStatus[] = [
  "dispatched",
  "processing",
  "company_needs_info",
  "replied",
  "completed",
  "closed",
];

export const FINAL_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ["completed", "closed"];

export const CLOSE_REASONS = [
  "withdrawn",
  "duplicate",
  "rule_breach",
  "no_response",
  "archived",
  "ended",
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  withdrawn: "用户已撤诉",
  duplicate: "重复投诉",
  rule_breach: "违反平台规则",
  // What the public sees for a company that never answered.
  no_response: "未回复",
  archived: "商家申请归档",
  ended: "商家申请结案",
};

export const REJECT_REASONS = [
  "incomplete_information",
  "not_consumer_dispute",
  "duplicate",
  "abusive_content",
  "privacy_leak",
  "no_evidence",
  "other",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  incomplete_information: "投诉信息不完整",
  not_consumer_dispute: "不属于消费纠纷",
  duplicate: "重复投诉",
  abusive_content: "含有辱骂、不实或违法内容",
  privacy_leak: "公开了他人隐私信息",
  no_evidence: "缺少必要的消费凭证",
  other: "其他原因",
};

// What a company's public reply offers; refunds and compensation carry an amount.
export const REPLY_OUTCOMES = ["refund", "compensation", "remedy", "explanation", "declined"] as const;
export type ReplyOutcome = (typeof REPLY_OUTCOMES)[number];

export const REPLY_OUTCOME_LABELS: Record<ReplyOutcome, string> = {
  refund: "退款",
  compensation: "赔偿",
  remedy: "非金钱补救",
  explanation: "解释说明",
  declined: "拒绝诉求",
};

export function replyOutcomeNeedsAmount(outcome: ReplyOutcome): boolean {
  return outcome === "refund" || outcome === "compensation";
}

/**
 * The company's deadlines count working days on China's official calendar (decision 116); the
 * consumer's confirmation counts calendar days.
 */
export const COMPLAINT_DEADLINES = {
  /** The company's first response (accept, reply or question) after publication; late → 超时 flag. */
  firstResponseWorkingDays: 5,
  /** The final deadline for a reply after publication; past it the complaint closes as 未回复. */
  replyWorkingDays: 20,
  /** A second round after the consumer's appeal. */
  appealReplyWorkingDays: 5,
  /** Silence from the consumer after a reply completes the complaint automatically. */
  consumerConfirmDays: 7,
  /** Reminders go out this long before a deadline. */
  reminderHours: 24,
} as const;

/** The public timeline's words for the two steps the platform takes on its own at a deadline. */
export const DEADLINE_STEP_CONTENT = {
  overdue: `商家超过${workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays)}未响应（${WORKING_DAYS_NOTE}），已标记为超时`,
  autoComplete: `投诉人${COMPLAINT_DEADLINES.consumerConfirmDays}天内未确认，系统自动完成`,
} as const;

export const MAX_RESUBMISSIONS = 1;
export const MAX_APPEALS = 2;

export type LifecycleActor = "consumer" | "company" | "moderator" | "system";

export interface ComplaintLifecycleState {
  status: ComplaintStatus;
  resubmitCount: number;
  appealCount: number;
  isRated: boolean;
  isAutoCompleted: boolean;
  hasPendingApplication: boolean;
  isOverdue: boolean;
  /** Set once the company has accepted, replied or asked a question. */
  hasFirstResponse: boolean;
}

type Guard = (state: ComplaintLifecycleState) => LifecycleRefusal | null;

interface Transition {
  actor: LifecycleActor;
  from: readonly ComplaintStatus[];
  /** null: the action is recorded but the status stays (applications, ratings, flags). */
  to: ComplaintStatus | null;
  guard?: Guard;
}

const OPEN_AFTER_PUBLICATION = ["dispatched", "processing", "company_needs_info", "replied"] as const;
const OPEN = ["pending_review", "needs_info", "rejected", ...OPEN_AFTER_PUBLICATION] as const;

const TRANSITIONS = {
  approve: { actor: "moderator", from: ["pending_review"], to: "dispatched" },
  reject: { actor: "moderator", from: ["pending_review"], to: "rejected" },
  request_info: { actor: "moderator", from: ["pending_review"], to: "needs_info" },
  moderator_close: { actor: "moderator", from: OPEN, to: "closed" },
  approve_application: {
    actor: "moderator",
    from: OPEN_AFTER_PUBLICATION,
    to: "closed",
    guard: (s) => (s.hasPendingApplication ? null : "no_pending_application"),
  },
  refuse_application: {
    actor: "moderator",
    from: OPEN_AFTER_PUBLICATION,
    to: null,
    guard: (s) => (s.hasPendingApplication ? null : "no_pending_application"),
  },

  resubmit: {
    actor: "consumer",
    from: ["rejected"],
    to: "pending_review",
    guard: (s) => (s.resubmitCount < MAX_RESUBMISSIONS ? null : "resubmit_limit"),
  },
  supply_info: { actor: "consumer", from: ["needs_info", "company_needs_info"], to: null },
  withdraw: { actor: "consumer", from: OPEN, to: "closed" },
  complete: { actor: "consumer", from: ["replied"], to: "completed" },
  appeal: {
    actor: "consumer",
    from: ["replied"],
    to: "processing",
    guard: (s) => (s.appealCount < MAX_APPEALS ? null : "appeal_limit"),
  },
  rate: {
    actor: "consumer",
    from: ["completed"],
    to: null,
    guard: (s) => (s.isRated ? "already_rated" : s.isAutoCompleted ? "auto_completed" : null),
  },

  company_accept: { actor: "company", from: ["dispatched"], to: "processing" },
  company_reply: { actor: "company", from: ["dispatched", "processing"], to: "replied" },
  company_request_info: { actor: "company", from: ["dispatched", "processing"], to: "company_needs_info" },
  company_apply_archive: {
    actor: "company",
    from: OPEN_AFTER_PUBLICATION,
    to: null,
    guard: (s) => (s.hasPendingApplication ? "application_pending" : null),
  },
  company_apply_end: {
    actor: "company",
    from: OPEN_AFTER_PUBLICATION,
    to: null,
    guard: (s) => (s.hasPendingApplication ? "application_pending" : null),
  },

  flag_overdue: {
    actor: "system",
    from: ["dispatched"],
    to: null,
    guard: (s) => (s.isOverdue || s.hasFirstResponse ? "not_due" : null),
  },
  close_unanswered: { actor: "system", from: ["dispatched", "processing"], to: "closed" },
  auto_complete: { actor: "system", from: ["replied"], to: "completed" },
} as const satisfies Record<string, Transition>;

export type LifecycleAction = keyof typeof TRANSITIONS;

export const LIFECYCLE_ACTIONS = Object.keys(TRANSITIONS) as LifecycleAction[];

export function lifecycleActorOf(action: LifecycleAction): LifecycleActor {
  return TRANSITIONS[action].actor;
}

export type LifecycleRefusal =
  | "unknown_action"
  | "wrong_actor"
  | "wrong_status"
  | "resubmit_limit"
  | "appeal_limit"
  | "already_rated"
  | "auto_completed"
  | "application_pending"
  | "no_pending_application"
  | "not_due";

export const LIFECYCLE_REFUSAL_MESSAGES: Record<LifecycleRefusal, string> = {
  unknown_action: "不支持的操作",
  wrong_actor: "无权进行此操作",
  wrong_status: "投诉当前状态不支持此操作",
  resubmit_limit: "审核未通过的投诉只能修改后重新提交一次",
  appeal_limit: "申诉次数已用完",
  already_rated: "您已评价过该投诉",
  auto_completed: "投诉已超时自动完成，无法评价",
  application_pending: "已有申请在审核中，请等待平台处理",
  no_pending_application: "没有待审核的申请",
  not_due: "无需处理",
};

export type LifecycleDecision =
  | { ok: true; status: ComplaintStatus }
  | { ok: false; refusal: LifecycleRefusal };

/**
 * Whether `actor` may take `action` on a complaint in `state`, and the status that follows.
 * Refusals are checked in a fixed order (actor, status, then the action's own rule) so callers
 * get the same answer for the same request.
 */
export function decide(
  state: ComplaintLifecycleState,
  action: LifecycleAction,
  actor: LifecycleActor,
): LifecycleDecision {
  // hasOwn: an unvalidated action such as "toString" must be refused, not read off the prototype.
  if (!Object.hasOwn(TRANSITIONS, action)) return { ok: false, refusal: "unknown_action" };
  const transition: Transition = TRANSITIONS[action];
  if (transition.actor !== actor) return { ok: false, refusal: "wrong_actor" };
  if (!transition.from.includes(state.status)) return { ok: false, refusal: "wrong_status" };
  const refusal = transition.guard?.(state) ?? null;
  if (refusal) return { ok: false, refusal };
  if (transition.to) return { ok: true, status: transition.to };
  return {
    ok: true,
    status: action === "supply_info" ? statusAfterSupplyingInfo(state.status) : state.status,
  };
}

// Answering a question returns the complaint to whoever asked it: the moderator's review queue or
// the company's desk.
function statusAfterSupplyingInfo(status: ComplaintStatus): ComplaintStatus {
  return status === "needs_info" ? "pending_review" : "processing";
}

/** The statuses from which `actor` has at least one action (what a portal or console can offer). */
export function actionsAvailable(state: ComplaintLifecycleState, actor: LifecycleActor): LifecycleAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => decide(state, action, actor).ok);
}

/** The close reason an action leads to, for the actions that close a complaint. */
export function closeReasonOf(
  action: LifecycleAction,
  applicationKind?: "archive" | "end",
): CloseReason | null {
  switch (action) {
    case "withdraw":
      return "withdrawn";
    case "close_unanswered":
      return "no_response";
    case "approve_application":
      return applicationKind === "end" ? "ended" : "archived";
    default:
      return null;
  }
}

export interface ComplaintClock {
  firstResponseAt: Date | null;
  responseDueAt: Date | null;
  replyDueAt: Date | null;
  confirmDueAt: Date | null;
  clockPausedAt: Date | null;
}

const DAY_MS = 86_400_000;

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

const STOPPED: Omit<ComplaintClock, "firstResponseAt"> = {
  responseDueAt: null,
  replyDueAt: null,
  confirmDueAt: null,
  clockPausedAt: null,
};

/**
 * The deadlines after `action` at `now`, the company's in working days of `calendar` (which must
 * cover `calendarWindow` of the longest). A company's question pauses its clock; the consumer's
 * answer resumes it with every working day the pause touched added back, so waiting on the consumer
 * never counts against the company.
 */
export function scheduleAfter(
  action: LifecycleAction,
  clock: ComplaintClock,
  now: Date,
  fromStatus: ComplaintStatus,
  calendar: WorkCalendar,
): ComplaintClock {
  const firstResponseAt = clock.firstResponseAt ?? now;
  switch (action) {
    case "approve":
      return {
        firstResponseAt: null,
        responseDueAt: addWorkingDays(now, COMPLAINT_DEADLINES.firstResponseWorkingDays, calendar),
        replyDueAt: addWorkingDays(now, COMPLAINT_DEADLINES.replyWorkingDays, calendar),
        confirmDueAt: null,
        clockPausedAt: null,
      };
    case "company_accept":
      return { ...clock, firstResponseAt, responseDueAt: null };
    case "company_request_info":
      return { ...clock, firstResponseAt, responseDueAt: null, clockPausedAt: now };
    case "company_reply":
      return {
        ...STOPPED,
        firstResponseAt,
        confirmDueAt: addDays(now, COMPLAINT_DEADLINES.consumerConfirmDays),
      };
    case "supply_info": {
      if (fromStatus !== "company_needs_info" || !clock.clockPausedAt) return clock;
      const paused = workingDaysTouched(clock.clockPausedAt, now, calendar);
      const replyDueAt = clock.replyDueAt && extendByWorkingDays(clock.replyDueAt, paused, calendar);
      return { ...clock, replyDueAt, clockPausedAt: null };
    }
    case "appeal":
      return {
        ...STOPPED,
        firstResponseAt: clock.firstResponseAt,
        replyDueAt: addWorkingDays(now, COMPLAINT_DEADLINES.appealReplyWorkingDays, calendar),
      };
    case "complete":
    case "auto_complete":
    case "withdraw":
    case "moderator_close":
    case "close_unanswered":
    case "approve_application":
    case "reject":
    case "request_info":
      return { ...STOPPED, firstResponseAt: clock.firstResponseAt };
    default:
      return clock;
  }
}

export type DeadlineKind = "company_response" | "company_reply" | "consumer_confirm";

export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  company_response: "商家响应截止",
  company_reply: "商家回复截止",
  consumer_confirm: "用户确认截止",
};

export interface ActiveDeadline {
  kind: DeadlineKind;
  dueAt: Date;
  paused: boolean;
}

/** The deadline a complaint page shows: the nearest one that is still running (or paused). */
export function activeDeadline(status: ComplaintStatus, clock: ComplaintClock): ActiveDeadline | null {
  const paused = clock.clockPausedAt !== null;
  if (status === "replied" && clock.confirmDueAt) {
    return { kind: "consumer_confirm", dueAt: clock.confirmDueAt, paused: false };
  }
  if (status === "dispatched" && clock.responseDueAt) {
    return { kind: "company_response", dueAt: clock.responseDueAt, paused };
  }
  if (
    (status === "dispatched" || status === "processing" || status === "company_needs_info") &&
    clock.replyDueAt
  ) {
    return { kind: "company_reply", dueAt: clock.replyDueAt, paused };
  }
  return null;
}
