import {
  CLOSE_REASON_LABELS,
  type CloseReason,
  DEADLINE_STEP_CONTENT,
  type LifecycleAction,
  type LifecycleActor,
  REJECT_REASON_LABELS,
  REPLY_OUTCOME_LABELS,
  type RejectReason,
  type ReplyOutcome,
} from "@tousu/domain";

/** What a caller brings to a lifecycle step besides the action itself. */
export interface LifecycleDetails {
  /** The text of the step: a reply, an appeal's reason, a question, an answer, a staff note. */
  content?: string | null;
  images?: string[];
  outcome?: { outcome: ReplyOutcome; amount: number | null };
  rejectReason?: RejectReason;
  closeReason?: Extract<CloseReason, "duplicate" | "rule_breach">;
  rating?: {
    attitudeScore: number;
    speedScore: number;
    satisfactionScore: number;
    tags: string[];
    content: string | null;
  };
  resubmission?: { title: string; content: string; searchTokens: string; reviewWords: string[] };
}

export type StreamAction =
  | "approved"
  | "rejected"
  | "info_requested"
  | "info_supplied"
  | "resubmitted"
  | "withdrawn"
  | "accepted"
  | "replied"
  | "company_info_requested"
  | "appealed"
  | "company_apply_archive"
  | "company_apply_end"
  | "application_approved"
  | "application_refused"
  | "completed"
  | "auto_completed"
  | "rated"
  | "overdue"
  | "closed";

export interface StreamStep {
  action: StreamAction;
  content: string | null;
  payload: Record<string, unknown>;
  /** Steps before publication, applications and refusals stay between the parties and the platform. */
  isPublic: boolean;
}

export const ACTOR_TYPES: Record<LifecycleActor, "user" | "company" | "platform" | "system"> = {
  consumer: "user",
  company: "company",
  moderator: "platform",
  system: "system",
};

function closedStep(reason: CloseReason, content: string, isPublic: boolean): StreamStep {
  return { action: "closed", content, payload: { close_reason: reason }, isPublic };
}

/**
 * The timeline rows one action writes. `published` says whether the complaint was public before the
 * action, so withdrawing a complaint still in review leaves no public trace.
 */
export function streamStepsFor(
  action: LifecycleAction,
  details: LifecycleDetails,
  context: { published: boolean; closeReason: CloseReason | null; applicationKind: "archive" | "end" | null },
): StreamStep[] {
  const text = details.content ?? null;
  const images = details.images ?? [];
  switch (action) {
    case "approve":
      return [
        {
          action: "approved",
          content: "平台审核通过，投诉已公开并转交商家处理",
          payload: {},
          isPublic: true,
        },
      ];
    case "reject": {
      const reason = details.rejectReason ?? "other";
      const label = `审核未通过：${REJECT_REASON_LABELS[reason]}`;
      return [
        {
          action: "rejected",
          content: text ? `${label}。${text}` : label,
          payload: { reason_code: reason },
          isPublic: false,
        },
      ];
    }
    case "request_info":
      return [{ action: "info_requested", content: text, payload: {}, isPublic: false }];
    case "moderator_close": {
      const reason = details.closeReason ?? "rule_breach";
      const label = `平台关闭了投诉：${CLOSE_REASON_LABELS[reason]}`;
      return [closedStep(reason, text ? `${label}。${text}` : label, context.published)];
    }
    case "approve_application": {
      const kind = context.applicationKind === "end" ? "结案" : "归档";
      const reason = context.closeReason ?? "archived";
      return [
        {
          action: "application_approved",
          content: `平台同意了商家的${kind}申请`,
          payload: {},
          isPublic: true,
        },
        closedStep(reason, `投诉已关闭：${CLOSE_REASON_LABELS[reason]}`, true),
      ];
    }
    case "refuse_application":
      return [{ action: "application_refused", content: text, payload: {}, isPublic: false }];
    case "resubmit":
      return [{ action: "resubmitted", content: "投诉人修改后重新提交", payload: {}, isPublic: false }];
    case "supply_info":
      return [{ action: "info_supplied", content: text, payload: { images }, isPublic: context.published }];
    case "withdraw":
      return [
        {
          action: "withdrawn",
          content: text ? `投诉人撤销了投诉：${text}` : "投诉人撤销了投诉",
          payload: { close_reason: "withdrawn" },
          isPublic: context.published,
        },
      ];
    case "complete":
      return [{ action: "completed", content: "投诉人确认问题已解决", payload: {}, isPublic: true }];
    case "appeal":
      return [{ action: "appealed", content: text, payload: { images }, isPublic: true }];
    case "rate": {
      const rating = details.rating;
      return [
        {
          action: "rated",
          content: rating?.content ?? null,
          payload: rating
            ? {
                attitude_score: rating.attitudeScore,
                speed_score: rating.speedScore,
                satisfaction_score: rating.satisfactionScore,
                tags: rating.tags,
              }
            : {},
          isPublic: true,
        },
      ];
    }
    case "company_accept":
      return [{ action: "accepted", content: "商家已受理投诉，正在处理", payload: {}, isPublic: true }];
    case "company_reply": {
      const outcome = details.outcome;
      return [
        {
          action: "replied",
          content: text,
          payload: outcome ? { outcome: outcome.outcome, amount: outcome.amount } : {},
          isPublic: true,
        },
      ];
    }
    case "company_request_info":
      return [{ action: "company_info_requested", content: text, payload: {}, isPublic: true }];
    case "company_apply_archive":
    case "company_apply_end":
      return [{ action: action, content: text, payload: { images }, isPublic: false }];
    case "flag_overdue":
      return [overdueStep()];
    case "close_unanswered":
      return [closedStep("no_response", "商家超过处理时限未回复，投诉已关闭（未回复）", true)];
    case "auto_complete":
      return [
        {
          action: "auto_completed",
          content: DEADLINE_STEP_CONTENT.autoComplete,
          payload: {},
          isPublic: true,
        },
      ];
  }
}

export function overdueStep(): StreamStep {
  return {
    action: "overdue",
    content: DEADLINE_STEP_CONTENT.overdue,
    payload: {},
    isPublic: true,
  };
}

export function replySummary(outcome: LifecycleDetails["outcome"]): string {
  if (!outcome) return "商家已回复";
  const label = REPLY_OUTCOME_LABELS[outcome.outcome];
  return outcome.amount ? `商家已回复（${label} ${outcome.amount}元）` : `商家已回复（${label}）`;
}
