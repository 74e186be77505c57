/**
 * A consumer entrusting their complaint to a lawyer (docs/decisions/050). Pure: the API loads an
 * entrustment's status, asks `decideEntrustment` whether this party may take this step now, and
 * stores what follows in one conditional update.
 *
 *   requested ─ accept ─▶ accepted ─ confirm ─▶ in_progress ─ close ─▶ closed
 *       │  ├─ decline ─▶ declined
 *       │  └─ lapse (48 h without an answer, the platform) ─▶ lapsed
 *       └─ withdraw (the consumer, before acceptance) ─▶ withdrawn
 */

import type { CloseReason, ComplaintStatus } from "./complaint-status";
export const ENTRUSTMENT_STATUSES = [
  "requested",
  "accepted",
  "declined",
  "lapsed",
  "withdrawn",
  "in_progress",
  "closed",
] as const;
export type EntrustmentStatus = (typeof ENTRUSTMENT_STATUSES)[number];

export const ENTRUSTMENT_STATUS_LABELS: Record<EntrustmentStatus, string> = {
  requested: "等待律师答复",
  accepted: "律师已接受，待你确认报价",
  declined: "律师已婉拒",
  lapsed: "律师未在48小时内答复，已失效",
  withdrawn: "已撤回",
  in_progress: "办理中",
  closed: "已结案",
};

/** The same states in the lawyer's words, on the lawyer site. */
export const ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER: Record<EntrustmentStatus, string> = {
  requested: "待答复",
  accepted: "已接受，待委托人确认报价",
  declined: "已婉拒",
  lapsed: "超过48小时未答复，已失效",
  withdrawn: "委托人已撤回",
  in_progress: "办理中",
  closed: "已结案",
};

/** Entrustments still running: a complaint has at most one of these at a time. */
export const OPEN_ENTRUSTMENT_STATUSES: readonly EntrustmentStatus[] = [
  "requested",
  "accepted",
  "in_progress",
];

/** While the lawyer may read the complaint file the consumer consented to share with them. */
export const FILE_READABLE_ENTRUSTMENT_STATUSES: readonly EntrustmentStatus[] = OPEN_ENTRUSTMENT_STATUSES;

export type EntrustmentAction =
  | "accept"
  | "decline"
  | "lapse"
  | "withdraw"
  | "confirm"
  | "note"
  | "close"
  | "rate";
export type EntrustmentActor = "consumer" | "lawyer" | "platform";

const STEPS: Record<
  EntrustmentAction,
  { actor: EntrustmentActor; from: readonly EntrustmentStatus[]; to: EntrustmentStatus | null }
> = {
  accept: { actor: "lawyer", from: ["requested"], to: "accepted" },
  decline: { actor: "lawyer", from: ["requested"], to: "declined" },
  lapse: { actor: "platform", from: ["requested"], to: "lapsed" },
  withdraw: { actor: "consumer", from: ["requested"], to: "withdrawn" },
  confirm: { actor: "consumer", from: ["accepted"], to: "in_progress" },
  // A progress note keeps the status.
  note: { actor: "lawyer", from: ["in_progress"], to: null },
  close: { actor: "lawyer", from: ["in_progress"], to: "closed" },
  // The consumer rates the service (never the result) once it is closed; the status stays.
  rate: { actor: "consumer", from: ["closed"], to: null },
};

export type EntrustmentDecision =
  | { ok: true; next: EntrustmentStatus }
  | { ok: false; reason: "not_your_step" | "wrong_status"; message: string };

const WRONG_STATUS_MESSAGES: Record<EntrustmentAction, string> = {
  accept: "该委托已不在待答复状态，无法接受",
  decline: "该委托已不在待答复状态，无法婉拒",
  lapse: "该委托已答复",
  withdraw: "律师已答复的委托不能撤回",
  confirm: "该委托没有待确认的报价",
  note: "委托办理中才能记录进展",
  close: "委托办理中才能结案",
  rate: "委托结案后才能评价",
};

export function decideEntrustment(
  status: EntrustmentStatus,
  action: EntrustmentAction,
  actor: EntrustmentActor,
): EntrustmentDecision {
  const step = STEPS[action];
  if (step.actor !== actor) return { ok: false, reason: "not_your_step", message: "没有权限执行此操作" };
  if (!step.from.includes(status)) {
    return { ok: false, reason: "wrong_status", message: WRONG_STATUS_MESSAGES[action] };
  }
  return { ok: true, next: step.to ?? status };
}

/** The lawyer answers within this, or the request lapses and the consumer is told. */
export const ENTRUSTMENT_ANSWER_HOURS = 48;

export function entrustmentAnswerDue(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ENTRUSTMENT_ANSWER_HOURS * 3_600_000);
}

/**
 * Why a published complaint cannot be entrusted to a lawyer, by how it was closed (decision 062). A
 * completed complaint, and one closed because the company never answered or had it archived or ended,
 * may still need a lawyer: the company's "done" is not the consumer's. One the consumer withdrew, or
 * the platform closed as a duplicate or for breaking its rules, is not handed on.
 */
export const ENTRUST_CLOSED_REFUSALS: Partial<Record<CloseReason, string>> = {
  withdrawn: "该投诉已撤诉，不能再委托律师；纠纷仍未解决的，可以重新发起投诉后委托",
  duplicate: "该投诉因重复投诉已关闭，请在同一纠纷的另一条投诉中委托律师",
  rule_breach: "该投诉因违反平台规则已关闭，不能委托律师",
};

/** Why the author cannot entrust this published complaint now, or null when they can. */
export function entrustRefusal(complaint: {
  status: ComplaintStatus;
  closeReason: CloseReason | null;
}): string | null {
  if (complaint.status !== "closed" || complaint.closeReason === null) return null;
  return ENTRUST_CLOSED_REFUSALS[complaint.closeReason] ?? null;
}

/** Nothing is shared without the consumer's explicit consent; the form and the server say the same. */
export const ENTRUSTMENT_CONSENT_MESSAGE = "请确认同意向该律师提供投诉内容、证据和身份信息";

/** How many fitting lawyers the entrust page recommends. */
export const ENTRUSTMENT_RECOMMENDATIONS = 3;

/** The consumer's rating of the lawyer's service, once per entrustment. */
export const ENTRUSTMENT_RATING_MAX = 5;

/** Lengths of what the parties write (docs/product/validation.md, Entrustments). */
export const ENTRUSTMENT_NOTE_MAX = 500;
export const ENTRUSTMENT_PLAN_MIN = 10;
export const ENTRUSTMENT_PLAN_MAX = 1000;
export const ENTRUSTMENT_REASON_MIN = 4;
export const ENTRUSTMENT_REASON_MAX = 300;
export const ENTRUSTMENT_PROGRESS_MAX = 1000;
export const ENTRUSTMENT_OUTCOME_MAX = 1000;
/** A quote in yuan: the lawyer's fee for the plan, shown as quoted; the platform adds nothing. */
export const ENTRUSTMENT_QUOTE_MAX_YUAN = 1_000_000;
