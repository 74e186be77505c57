import type { AuditLogEntry, TimelineEntry } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, asc, eq } from "drizzle-orm";
import { toAuditLogEntry } from "./audit-log";
import { toTimelineEntry } from "./timeline-entry";

const { complaintOperatorStream, staffActions } = schema;

/** A complaint's public progress, oldest first; the caller has checked the viewer may see it. */
export async function readPublicTimeline(db: Database, complaintId: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      action: complaintOperatorStream.action,
      actorType: complaintOperatorStream.actorType,
      content: complaintOperatorStream.content,
      payload: complaintOperatorStream.payload,
      createdAt: complaintOperatorStream.createdAt,
    })
    .from(complaintOperatorStream)
    .where(
      and(eq(complaintOperatorStream.complaintId, complaintId), eq(complaintOperatorStream.isPublic, true)),
    )
    .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id));
  return rows.map((row, position) => toTimelineEntry(row, position + 1));
}

/** The moderators' public record of a complaint, oldest first; the caller has checked visibility. */
export async function readPublicAuditLog(db: Database, complaintId: number): Promise<AuditLogEntry[]> {
  const rows = await db
    .select({ action: staffActions.action, createdAt: staffActions.createdAt })
    .from(staffActions)
    .where(and(eq(staffActions.complaintId, complaintId), eq(staffActions.isPublic, true)))
    .orderBy(asc(staffActions.createdAt), asc(staffActions.id));
  return rows.map(toAuditLogEntry);
}
