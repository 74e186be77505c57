import { schema } from "@tousu/db";
import {
  actionsAvailable,
  activeDeadline,
  type ComplaintStatus,
  DEADLINE_LABELS,
  type LifecycleAction,
  REJECT_REASON_LABELS,
  type RejectReason,
} from "@tousu/domain";
import { lifecycleStateOf } from "./lifecycle-state";

const { complaints } = schema;

type ComplaintRow = typeof complaints.$inferSelect;

export interface ConsumerNextStep {
  actions: LifecycleAction[];
  attention: string | null;
  deadline: { kind: keyof typeof DEADLINE_LABELS; label: string; due_at: string; paused: boolean } | null;
  rejectReasonLabel: string | null;
}

export function rejectReasonLabel(code: string | null): string | null {
  if (code === null) return null;
  return Object.hasOwn(REJECT_REASON_LABELS, code) ? REJECT_REASON_LABELS[code as RejectReason] : code;
}

/**
 * What the complainant may do with their complaint now (the state machine's consumer actions), the
 * one thing the user centre asks of them, and the deadline that is running.
 */
export function consumerNextStep(
  complaint: ComplaintRow,
  flags: { isRated: boolean; hasPendingApplication: boolean },
): ConsumerNextStep {
  const actions = actionsAvailable(lifecycleStateOf(complaint, flags), "consumer");
  const reason = rejectReasonLabel(complaint.rejectReason);
  const deadline = activeDeadline(complaint.status, complaint);
  return {
    actions,
    attention: attentionOf(complaint.status, actions, reason),
    deadline: deadline && {
      kind: deadline.kind,
      label: DEADLINE_LABELS[deadline.kind],
      due_at: deadline.dueAt.toISOString(),
      paused: deadline.paused,
    },
    rejectReasonLabel: reason,
  };
}

function attentionOf(
  status: ComplaintStatus,
  actions: readonly LifecycleAction[],
  rejectReason: string | null,
): string | null {
  const rejected = `审核未通过${rejectReason ? `：${rejectReason}` : ""}`;
  if (actions.includes("supply_info")) {
    return status === "needs_info" ? "平台请您补充材料，补充后重新审核" : "商家请您补充信息，补充后继续处理";
  }
  if (actions.includes("resubmit")) return `${rejected}，可修改后重新提交一次`;
  if (status === "rejected") return rejected;
  if (actions.includes("complete")) return "商家已回复，请确认完成或申诉";
  if (actions.includes("rate")) return "投诉已完成，请为商家的处理评分";
  return null;
}
