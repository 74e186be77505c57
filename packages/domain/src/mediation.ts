// Mediation when a company stalls (docs/decisions/051). Pure: the API loads a mediation, asks
// `decideMediation` whether a side may take a step now, and stores the state that follows.

import type { CloseReason, ComplaintStatus } from "./complaint-status";
import { maskPersonalData } from "./personal-data";

export const MEDIATION_STATES = [
  "invited",
  "accepted",
  "declined",
  "lapsed",
  "in_progress",
  "agreed",
  "failed",
] as const;
export type MediationState = (typeof MEDIATION_STATES)[number];

export const MEDIATION_STATE_LABELS: Record<MediationState, string> = {
  invited: "待商家同意",
  accepted: "待分配调解员",
  declined: "商家拒绝调解",
  lapsed: "商家未答复",
  in_progress: "调解中",
  agreed: "已达成调解协议",
  failed: "调解未成功",
};

export const FINAL_MEDIATION_STATES: readonly MediationState[] = ["declined", "lapsed", "agreed", "failed"];

export const MEDIATION_DEADLINES = {
  /** The company's time to consent; silence lapses the invitation. */
  invitationDays: 7,
  /** A mediation's whole course from the company's consent; past it the mediation fails. */
  mediationDays: 30,
} as const;

export const MEDIATION_REASON_MIN = 5;
export const MEDIATION_REASON_MAX = 500;
export const MEDIATION_MESSAGE_MAX = 1000;
export const MEDIATION_TERMS_MIN = 2;
export const MEDIATION_TERMS_MAX = 300;

/** What the complaint page states beside every mediation. */
export const MEDIATION_DISCLAIMER = "调解不代表对任何一方责任的认定";

/**
 * What a lawyer mediator declares before the room opens to them (docs/decisions/054); stored word
 * for word with its time and shown to both parties.
 */
export const MEDIATOR_DECLARATION =
  "本人声明：本人不是被投诉企业的经营者或工作人员，未代理被投诉企业，也未接受本案投诉人的委托，与本案双方不存在利益冲突；本人将依法、公正、保密地主持调解。";

/** How the room names its mediator to the parties: the role, never the person. */
export const MEDIATOR_LABELS = { staff: "平台调解员", lawyer: "律师调解员" } as const;

/** What a consumer can still do when mediation ends without an agreement. */
export const MEDIATION_NEXT_STEPS =
  "调解未能达成协议。您可以拨打12315或登录全国12315平台向市场监管部门投诉，也可以向人民法院提起诉讼（小额纠纷可适用小额诉讼程序）。";

/** What the consumer is told when a mediation ended without agreement (declined, lapsed or failed). */
export function mediationNextSteps(state: MediationState): string | null {
  return FINAL_MEDIATION_STATES.includes(state) && state !== "agreed" ? MEDIATION_NEXT_STEPS : null;
}

/** The deadlines a mediation runs against: the company's answer to the invitation, then its 30 days. */
export type MediationDeadlineKind = "company_answer" | "mediation_end";

export const MEDIATION_DEADLINE_LABELS: Record<MediationDeadlineKind, string> = {
  company_answer: "商家答复截止",
  mediation_end: "调解截止",
};

/**
 * The deadline the parties are waiting on in `state`: the company's answer while it is invited, the
 * end of the 30 days once it consented; none once the mediation ended. The rooms show this one only,
 * so a room the company agreed to never shows the answer's deadline as if it were still running.
 */
export function runningMediationDeadline(state: MediationState): MediationDeadlineKind | null {
  if (state === "invited") return "company_answer";
  if (state === "accepted" || state === "in_progress") return "mediation_end";
  return null;
}

/** Who takes a step: the complaint's author, an operator of its enterprise, the mediator, the clock. */
export type MediationSide = "consumer" | "company" | "mediator" | "system";

export interface MediationEligibilityInput {
  status: ComplaintStatus;
  isPublic: boolean;
  isOverdue: boolean;
  closeReason: CloseReason | null;
  appealCount: number;
  hasMediation: boolean;
}

export type MediationRefusal =
  | "not_public"
  | "resolved"
  | "not_stalled"
  | "already_requested"
  | "wrong_side"
  | "wrong_state"
  | "invitation_lapsed"
  | "mediation_expired"
  | "no_agreement"
  | "already_confirmed";

export const MEDIATION_REFUSAL_MESSAGES: Record<MediationRefusal, string> = {
  not_public: "投诉尚未公开，暂不能申请调解",
  resolved: "投诉已结束，不能申请调解",
  not_stalled: "商家超时未回复，或申诉后仍未解决的投诉才能申请调解",
  already_requested: "该投诉已申请过调解",
  wrong_side: "无权进行此操作",
  wrong_state: "调解当前状态不支持此操作",
  invitation_lapsed: "调解邀请已过期",
  mediation_expired: "调解已超过30天期限",
  no_agreement: "调解员尚未起草调解协议",
  already_confirmed: "您已确认过该调解协议",
};

/**
 * Whether a complaint's author may ask for mediation: the company did not answer in time (flagged
 * 超时, or closed as 未回复), or it answered an appeal and the consumer still is not satisfied.
 * A complaint the consumer completed, withdrew or that was closed for another reason is over.
 */
export function mediationEligibility(input: MediationEligibilityInput): MediationRefusal | null {
  if (!input.isPublic) return "not_public";
  if (input.hasMediation) return "already_requested";
  if (input.status === "completed") return "resolved";
  if (input.status === "closed" && input.closeReason !== "no_response") return "resolved";
  if (input.isOverdue || input.closeReason === "no_response") return null;
  if (input.appealCount > 0 && input.status === "replied") return null;
  return "not_stalled";
}

export type MediationAction =
  | "accept"
  | "decline"
  | "lapse"
  | "assign"
  | "post"
  | "draft_agreement"
  | "confirm"
  | "fail"
  | "expire";

interface MediationStep {
  sides: readonly MediationSide[];
  from: readonly MediationState[];
  /** null: the step is recorded but the state stays (messages, drafts, one side's confirmation). */
  to: MediationState | null;
}

const STEPS: Record<MediationAction, MediationStep> = {
  accept: { sides: ["company"], from: ["invited"], to: "accepted" },
  decline: { sides: ["company"], from: ["invited"], to: "declined" },
  lapse: { sides: ["system"], from: ["invited"], to: "lapsed" },
  assign: { sides: ["mediator"], from: ["accepted", "in_progress"], to: "in_progress" },
  post: { sides: ["consumer", "company", "mediator"], from: ["in_progress"], to: null },
  draft_agreement: { sides: ["mediator"], from: ["in_progress"], to: null },
  confirm: { sides: ["consumer", "company"], from: ["in_progress"], to: null },
  fail: { sides: ["mediator"], from: ["accepted", "in_progress"], to: "failed" },
  expire: { sides: ["system"], from: ["accepted", "in_progress"], to: "failed" },
};

export interface MediationSnapshot {
  state: MediationState;
  respondDueAt: Date;
  /** Set once the company consented: the end of the 30 days. */
  dueAt: Date | null;
  hasAgreement: boolean;
  consumerConfirmed: boolean;
  companyConfirmed: boolean;
}

export type MediationDecision =
  | { ok: true; state: MediationState }
  | { ok: false; refusal: MediationRefusal };

/**
 * Whether `side` may take `action` on a mediation at `now`, and the state that follows. Deadlines are
 * read here, not only by the job: a step after the invitation lapsed or the 30 days ran out is refused
 * even before the job has marked it. An agreement both sides confirmed closes the mediation as agreed.
 */
export function decideMediation(
  mediation: MediationSnapshot,
  action: MediationAction,
  side: MediationSide,
  now: Date,
): MediationDecision {
  const step = STEPS[action];
  if (!step.sides.includes(side)) return { ok: false, refusal: "wrong_side" };
  if (!step.from.includes(mediation.state)) return { ok: false, refusal: "wrong_state" };
  const invitationOver = now.getTime() >= mediation.respondDueAt.getTime();
  const timeOver = mediation.dueAt !== null && now.getTime() >= mediation.dueAt.getTime();
  if (action === "lapse") return invitationOver ? { ok: true, state: "lapsed" } : notDue();
  if (action === "expire") return timeOver ? { ok: true, state: "failed" } : notDue();
  if (mediation.state === "invited" && invitationOver) return { ok: false, refusal: "invitation_lapsed" };
  if (timeOver) return { ok: false, refusal: "mediation_expired" };
  if (action === "confirm") return confirmation(mediation, side);
  return { ok: true, state: step.to ?? mediation.state };
}

function notDue(): MediationDecision {
  return { ok: false, refusal: "wrong_state" };
}

function confirmation(mediation: MediationSnapshot, side: MediationSide): MediationDecision {
  if (!mediation.hasAgreement) return { ok: false, refusal: "no_agreement" };
  const mine = side === "consumer" ? mediation.consumerConfirmed : mediation.companyConfirmed;
  if (mine) return { ok: false, refusal: "already_confirmed" };
  const theirs = side === "consumer" ? mediation.companyConfirmed : mediation.consumerConfirmed;
  return { ok: true, state: theirs ? "agreed" : "in_progress" };
}

const DAY_MS = 86_400_000;

/** When an invitation sent at `invitedAt` lapses. */
export function invitationDueAt(invitedAt: Date): Date {
  return new Date(invitedAt.getTime() + MEDIATION_DEADLINES.invitationDays * DAY_MS);
}

/** When a mediation the company consented to at `acceptedAt` must be over. */
export function mediationDueAt(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + MEDIATION_DEADLINES.mediationDays * DAY_MS);
}

export interface AgreementTerms {
  consumerTerms: string;
  consumerDueOn: string;
  companyTerms: string;
  companyDueOn: string;
}

/**
 * The agreement as the public timeline shows it: what each side does and by when, no names, and any
 * long number (a phone, an order) masked as everywhere the public reads typed text.
 */
export function agreementSummary(terms: AgreementTerms): string {
  return maskPersonalData(
    `双方达成调解协议。商家：${terms.companyTerms}（${terms.companyDueOn}前）；投诉人：${terms.consumerTerms}（${terms.consumerDueOn}前）。${MEDIATION_DISCLAIMER}。`,
  );
}
