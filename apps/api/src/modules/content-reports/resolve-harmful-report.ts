import type { ContractData, ContractOutput, resolveHarmfulContentReport } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";

const { harmfulContentReports } = schema;

/** Marks a report handled or dismissed, once, and writes the staff log in the same transaction. */
export async function resolveHarmfulReport(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  reportId: number,
  body: ContractOutput<typeof resolveHarmfulContentReport, "body">,
): Promise<ContractData<typeof resolveHarmfulContentReport>> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ status: harmfulContentReports.status, category: harmfulContentReports.category })
      .from(harmfulContentReports)
      .where(eq(harmfulContentReports.id, reportId))
      .for("update");
    if (!report) throw notFound("举报不存在");
    if (report.status !== "pending") throw badRequest("该举报已处理");
    const status = body.action === "handle" ? ("approved" as const) : ("refused" as const);
    await tx
      .update(harmfulContentReports)
      .set({ status, handledBy: staffId, handledAt: now, handlingNote: body.note || null })
      .where(eq(harmfulContentReports.id, reportId));
    await recordStaffAction(tx, {
      staffId,
      action: body.action === "handle" ? "harmful_report.handle" : "harmful_report.dismiss",
      targetType: "harmful_report",
      targetId: reportId,
      detail: { category: report.category, note: body.note ?? null },
      now,
    });
    return { id: reportId, status };
  });
}
