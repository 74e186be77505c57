import {
  type ContractData,
  type ContractOutput,
  HARMFUL_CONTENT_CATEGORIES,
  type listHarmfulContentReports,
  type resolveHarmfulContentReport,
} from "@tousu/contracts";
import { decryptPii, schema } from "@tousu/db";
import { asc, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";

const { harmfulContentReports } = schema;

const categoryLabel = (code: string) =>
  HARMFUL_CONTENT_CATEGORIES.find((category) => category.code === code)?.label ?? code;

/** Reports from /static/report; the reporter's contact is decrypted for the moderators only. */
export async function listHarmfulReports(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  query: ContractOutput<typeof listHarmfulContentReports, "query">,
): Promise<ContractData<typeof listHarmfulContentReports>> {
  const where = eq(harmfulContentReports.status, query.status);
  // Pending reports are worked oldest first; handled ones are browsed newest first.
  const order =
    query.status === "pending"
      ? [asc(harmfulContentReports.createdAt), asc(harmfulContentReports.id)]
      : [desc(harmfulContentReports.handledAt), desc(harmfulContentReports.id)];
  const rows = deps.db
    .select()
    .from(harmfulContentReports)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: deps.db.$count(harmfulContentReports, where) }, (page) =>
    page.map((report) => ({
      id: report.id,
      category: categoryLabel(report.category),
      content_url: report.contentUrl,
      description: report.description,
      contact: report.contactCipher ? decryptPii(report.contactCipher, deps.piiKeys.encryptionKey) : null,
      status: report.status,
      handling_note: report.handlingNote,
      created_at: toIso(report.createdAt),
      handled_at: toIsoOrNull(report.handledAt),
    })),
  );
}

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
