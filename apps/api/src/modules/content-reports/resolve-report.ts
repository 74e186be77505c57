import type { ContractData, ContractOutput, resolveContentReport } from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type StaffContext, setComplaintHidden } from "../../complaint-core/complaint-steps";
import { type ModeratedComplaint, refreshPublicPages } from "../../complaint-core/public-page-refresh";
import { badRequest, notFound } from "../../lib/app-error";
import { closeOpenReports } from "../../lib/content-reports";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { lockComment, lockComplaint, setCommentStatus } from "../complaint-review";
import { queuedTargetType, reportReasonLabel } from "./report-queue";

const { contentReports } = schema;

/**
 * Hides the reported content unless it is hidden already; returns the complaint whose page showed
 * it, and the complaint's place in the lists when the complaint itself was hidden.
 */
async function hideReportedTarget(
  tx: Transaction,
  target: { type: "complaint" | "comment"; id: number },
  reason: string,
  staff: StaffContext,
): Promise<{ complaintId: number | null; listed: ModeratedComplaint | null }> {
  if (target.type === "complaint") {
    const complaint = await lockComplaint(tx, target.id);
    if (!complaint) throw badRequest("被举报的投诉已不存在，请驳回该举报");
    if (!complaint.isHidden) await setComplaintHidden(tx, complaint, true, reason, staff);
    return { complaintId: complaint.id, listed: complaint };
  }
  const comment = await lockComment(tx, target.id);
  if (!comment) throw badRequest("被举报的评论已不存在，请驳回该举报");
  if (comment.status !== "hidden") await setCommentStatus(tx, comment, "hidden");
  return { complaintId: comment.complaintId, listed: null };
}

/** Hides the reported content or dismisses the report, closing every open report of that content. */
export async function resolveReport(
  deps: AppDeps,
  staffId: number,
  reportId: number,
  body: ContractOutput<typeof resolveContentReport, "body">,
): Promise<ContractData<typeof resolveContentReport>> {
  const now = deps.providers.now();
  const { result, hidden } = await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId))
      .for("update");
    if (!report) throw notFound("举报不存在");
    if (report.status !== "pending") throw badRequest("该举报已处理");
    const target = { type: queuedTargetType(report.targetType), id: report.targetId };
    const reasonLabel = reportReasonLabel(report.reason);
    const hidden =
      body.action === "hide"
        ? await hideReportedTarget(tx, target, body.note ?? `用户举报：${reasonLabel}`, { staffId, now })
        : { complaintId: null, listed: null };
    const { complaintId } = hidden;
    const status = body.action === "hide" ? ("approved" as const) : ("refused" as const);
    const resolved = await closeOpenReports(
      tx,
      { type: report.targetType, id: report.targetId },
      { status, staffId, now },
    );
    await recordStaffAction(tx, {
      staffId,
      action: body.action === "hide" ? "report.hide" : "report.dismiss",
      targetType: report.targetType,
      targetId: report.targetId,
      complaintId: complaintId ?? undefined,
      detail: { report_ids: resolved, reason: report.reason, note: body.note ?? null },
      now,
    });
    return { result: { id: reportId, status, resolved_count: resolved.length }, hidden };
  });
  if (hidden.complaintId !== null) await refreshPublicPages(deps, hidden.complaintId, hidden.listed);
  // `listed` is set when the reported complaint itself was hidden, not one of its comments.
  if (hidden.listed !== null && hidden.complaintId !== null) {
    await deleteSubjectPosters(deps, "complaint", hidden.complaintId);
  }
  return result;
}
