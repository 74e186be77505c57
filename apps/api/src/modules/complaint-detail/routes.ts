import {
  getComplaintDetail,
  getComplaintTimeline,
  getProgressAuditLog,
  getProgressContentByType,
  getRecommendedComplaints,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { route } from "../../lib/route";
import { toAuditLogEntry } from "./audit-log";
import { loadVisibleComplaint } from "./complaint-visibility";
import { loadComplaintDetail } from "./load-complaint-detail";
import { progressContents } from "./progress-content";
import { recommendComplaints } from "./recommend-complaints";
import { toTimelineEntry } from "./timeline-entry";

const { complaintOperatorStream, staffActions } = schema;

/** The public complaint page's reads (issue 4): detail, timeline, audit log, help texts, related complaints. */
export function registerComplaintDetailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getComplaintDetail, ({ params, user }) =>
    loadComplaintDetail(deps, user?.id ?? null, params.id),
  );

  route(app, getComplaintTimeline, async ({ params, user }) => {
    await loadVisibleComplaint(deps, user?.id ?? null, params.id);
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
        and(eq(complaintOperatorStream.complaintId, params.id), eq(complaintOperatorStream.isPublic, true)),
      )
      .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id));
    return rows.map((row, position) => toTimelineEntry(row, position + 1));
  });

  route(app, getProgressAuditLog, async ({ params, user }) => {
    await loadVisibleComplaint(deps, user?.id ?? null, params.id);
    const rows = await db
      .select({ action: staffActions.action, createdAt: staffActions.createdAt })
      .from(staffActions)
      .where(and(eq(staffActions.complaintId, params.id), eq(staffActions.isPublic, true)))
      .orderBy(asc(staffActions.createdAt), asc(staffActions.id));
    return rows.map(toAuditLogEntry);
  });

  route(app, getProgressContentByType, async ({ query }) => progressContents(query.type));

  route(app, getRecommendedComplaints, ({ params, query, user }) =>
    recommendComplaints(deps, user?.id ?? null, params.id, query.page_size),
  );
}
