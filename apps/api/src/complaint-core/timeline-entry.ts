import type { TimelineEntry } from "@tousu/contracts";
import type { ComplaintTimelineAction } from "@tousu/domain";
import {
  CLOSE_REASON_LABELS,
  CLOSE_REASONS,
  type CloseReason,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  REPLY_OUTCOME_LABELS,
  REPLY_OUTCOMES,
  type RejectReason,
  type ReplyOutcome,
} from "@tousu/domain";

export const TIMELINE_ACTION_LABELS: Record<ComplaintTimelineAction, string> = {
  created: "提交投诉",
  approved: "审核通过",
  rejected: "审核未通过",
  info_requested: "平台请投诉人补充材料",
  info_supplied: "投诉人补充材料",
  resubmitted: "修改后重新提交",
  withdrawn: "投诉人撤诉",
  dispatched: "投诉已转交商家",
  accepted: "商家已受理",
  replied: "商家回复",
  company_info_requested: "商家请投诉人补充信息",
  appealed: "投诉人申诉",
  company_apply_archive: "商家申请归档",
  company_apply_end: "商家申请结案",
  application_approved: "平台同意商家申请",
  application_refused: "平台驳回商家申请",
  completed: "投诉人确认完成",
  auto_completed: "超时自动完成",
  rated: "投诉人评价",
  overdue: "商家超时未响应",
  closed: "投诉已关闭",
  hidden: "投诉已隐藏",
  restored: "投诉已恢复",
  joined_collective: "加入集体投诉",
  evidence_added: "投诉人补充证据",
  mediation_agreed: "达成调解协议",
  mediation_failed: "调解未成功",
};

type TimelineActorType = TimelineEntry["actor_type"];

const TIMELINE_ACTOR_LABELS: Record<TimelineActorType, string> = {
  user: "投诉人",
  company: "商家",
  platform: "平台",
  system: "系统",
};

/** A step of a complaint's timeline as stored. */
export interface OperatorStreamRow {
  action: ComplaintTimelineAction;
  actorType: TimelineActorType;
  content: string | null;
  payload: unknown;
  createdAt: Date;
}

/** One public timeline entry: labels in Chinese, the payload reduced to what the page may show. */
export function toTimelineEntry(row: OperatorStreamRow, index: number): TimelineEntry {
  const payload = asRecord(row.payload);
  const outcome = replyOutcome(payload);
  return {
    index,
    action: row.action,
    action_label: TIMELINE_ACTION_LABELS[row.action],
    actor_type: row.actorType,
    actor_label: TIMELINE_ACTOR_LABELS[row.actorType],
    content: row.content,
    detail: {
      outcome_label: outcome ? REPLY_OUTCOME_LABELS[outcome] : null,
      amount: replyAmount(payload),
      reason_label: reasonLabel(payload),
      images: Array.isArray(payload.images)
        ? payload.images.filter((url): url is string => typeof url === "string")
        : [],
    },
    created_at: row.createdAt.toISOString(),
  };
}

/** A reply's outcome from its payload, or null when it carries none (older rows, other actions). */
export function replyOutcome(payload: unknown): ReplyOutcome | null {
  return pickEnum(asRecord(payload).outcome, REPLY_OUTCOMES);
}

export function replyAmount(payload: unknown): number | null {
  const { amount } = asRecord(payload);
  if (amount === undefined || amount === null) return null;
  const value = Number(amount);
  return Number.isFinite(value) ? value : null;
}

function reasonLabel(payload: Record<string, unknown>): string | null {
  const closeReason = pickEnum<CloseReason>(payload.close_reason, CLOSE_REASONS);
  if (closeReason) return CLOSE_REASON_LABELS[closeReason];
  const rejectReason = pickEnum<RejectReason>(payload.reason_code, REJECT_REASONS);
  return rejectReason ? REJECT_REASON_LABELS[rejectReason] : null;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function pickEnum<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}
