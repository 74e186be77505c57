import type { AuditLogEntry, TimelineEntry } from "@tousu/contracts";
import { toTimelineEntry } from "../../complaint-core/timeline-entry";
import { toAuditLogEntry } from "./audit-log";
import type { ComplaintRecord } from "./complaint-record";

/** A complaint's public progress, oldest first; the caller has checked the viewer may see it. */
export function publicTimeline(record: ComplaintRecord): TimelineEntry[] {
  return record.timeline.map((step, position) => toTimelineEntry(step, position + 1));
}

/** The moderators' public record of a complaint, oldest first; the caller has checked visibility. */
export function publicAuditLog(record: ComplaintRecord): AuditLogEntry[] {
  return record.auditLog.map(toAuditLogEntry);
}
