import { type REPORT_QUEUE_TARGET_TYPES, REPORT_REASONS, type ReportTargetType } from "@tousu/contracts";
import { badRequest } from "../../lib/app-error";

export type QueuedTargetType = (typeof REPORT_QUEUE_TARGET_TYPES)[number];

/** A report of a question or answer belongs to the Q&A queue, which hides posts in bulk. */
export function queuedTargetType(type: ReportTargetType): QueuedTargetType {
  if (type === "complaint" || type === "comment") return type;
  throw badRequest("问答的举报请在问答审核中处理");
}

/** A report's reason as moderators read it. */
export const reportReasonLabel = (code: string): string =>
  REPORT_REASONS.find((reason) => reason.code === code)?.label ?? code;
