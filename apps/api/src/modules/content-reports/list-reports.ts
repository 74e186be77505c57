import {
  type ContractData,
  type ContractOutput,
  type listContentReports,
  REPORT_QUEUE_TARGET_TYPES,
  type ReportTargetType,
} from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { anonymousNickname } from "@tousu/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";
import { queuedTargetType, reportReasonLabel } from "./report-queue";

const { complaints, comments, contentReports, users } = schema;

const PREVIEW_LENGTH = 80;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text);

type ReportTarget = NonNullable<ContractData<typeof listContentReports>["list"][number]["target"]>;

async function loadReportTargets(
  db: Database,
  reports: { targetType: ReportTargetType; targetId: number }[],
): Promise<Map<string, ReportTarget>> {
  const idsOf = (type: "complaint" | "comment") =>
    reports.filter((report) => report.targetType === type).map((report) => report.targetId);
  const complaintIds = idsOf("complaint");
  const commentIds = idsOf("comment");
  const [complaintRows, commentRows] = await Promise.all([
    complaintIds.length === 0
      ? []
      : db
          .select({ id: complaints.id, title: complaints.title, isHidden: complaints.isHidden })
          .from(complaints)
          .where(inArray(complaints.id, complaintIds)),
    commentIds.length === 0
      ? []
      : db
          .select({
            id: comments.id,
            content: comments.content,
            status: comments.status,
            complaintId: comments.complaintId,
          })
          .from(comments)
          .where(inArray(comments.id, commentIds)),
  ]);
  const targets = new Map<string, ReportTarget>();
  for (const row of complaintRows) {
    targets.set(`complaint:${row.id}`, { preview: row.title, complaint_id: row.id, is_hidden: row.isHidden });
  }
  for (const row of commentRows) {
    targets.set(`comment:${row.id}`, {
      preview: preview(row.content),
      complaint_id: row.complaintId,
      is_hidden: row.status === "hidden",
    });
  }
  return targets;
}

/** The reports of complaints and comments in one state, with what each reports. */
export async function listReports(
  db: Database,
  query: ContractOutput<typeof listContentReports, "query">,
): Promise<ContractData<typeof listContentReports>> {
  const where = and(
    eq(contentReports.status, query.status),
    inArray(contentReports.targetType, [...REPORT_QUEUE_TARGET_TYPES]),
  );
  // Pending reports are worked oldest first; handled ones are browsed newest first.
  const order =
    query.status === "pending"
      ? [asc(contentReports.createdAt), asc(contentReports.id)]
      : [desc(contentReports.handledAt), desc(contentReports.id)];
  const rows = db
    .select({ report: contentReports, nickname: users.nickname })
    .from(contentReports)
    .leftJoin(users, eq(users.id, contentReports.reporterId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: db.$count(contentReports, where) }, async (page) => {
    const targets = await loadReportTargets(
      db,
      page.map(({ report }) => report),
    );
    return page.map(({ report, nickname }) => ({
      id: report.id,
      target_type: queuedTargetType(report.targetType),
      target_id: report.targetId,
      reason: reportReasonLabel(report.reason),
      detail: report.detail,
      status: report.status,
      reporter: report.reporterId === null ? null : (nickname ?? anonymousNickname(report.reporterId)),
      created_at: toIso(report.createdAt),
      handled_at: toIsoOrNull(report.handledAt),
      target: targets.get(`${report.targetType}:${report.targetId}`) ?? null,
    }));
  });
}
