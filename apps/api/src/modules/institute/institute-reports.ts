import type {
  ConsoleInstituteReport,
  ContractData,
  ContractOutput,
  generateInstituteReport,
  InstituteReportSummary,
  listConsoleInstituteReports,
  listInstituteReports,
} from "@tousu/contracts";
import { type Database, type DatabaseOrTransaction, generateInstituteFigures, schema } from "@tousu/db";
import {
  commentaryParagraphs,
  isReportPeriodOver,
  PERIOD_FORMAT_MESSAGE,
  parseReportPeriod,
  type ReportPeriod,
  reportTitle,
  shanghaiDay,
} from "@tousu/domain";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { recordStaffAction } from "../../lib/staff-actions";

const { instituteReports, brands, users } = schema;

type ReportRow = typeof instituteReports.$inferSelect;

function periodOf(row: Pick<ReportRow, "period">): ReportPeriod {
  const period = parseReportPeriod(row.period);
  if (!period) throw new Error(`institute_reports holds an unreadable period: ${row.period}`);
  return period;
}

const titleOf = (row: Pick<ReportRow, "period" | "sector">) => reportTitle(periodOf(row), row.sector);

function toSummary(row: ReportRow): InstituteReportSummary {
  return {
    id: row.id,
    title: titleOf(row),
    period: row.period,
    period_label: row.figures.period_label,
    sector: row.sector,
    complaint_count: row.figures.complaint_count,
    change_rate: row.figures.change_rate,
    excerpt: commentaryParagraphs(row.commentary)[0] ?? "",
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const isPublishedReport = eq(instituteReports.status, "published");

/** Reports `where` selects, newest published first, with their creator's nickname. */
function reportRows(db: Database, where: SQL | undefined) {
  return db
    .select({ report: instituteReports, creator: users.nickname })
    .from(instituteReports)
    .leftJoin(users, eq(users.id, instituteReports.createdBy))
    .where(where)
    .orderBy(desc(instituteReports.publishedAt), desc(instituteReports.id))
    .$dynamic();
}

/** Published reports, newest first. */
export async function listPublishedReports(
  db: Database,
  query: ContractOutput<typeof listInstituteReports, "query">,
): Promise<ContractData<typeof listInstituteReports>> {
  return readPage(
    query,
    { rows: reportRows(db, isPublishedReport), total: db.$count(instituteReports, isPublishedReport) },
    (rows) => rows.map(({ report }) => toSummary(report)),
  );
}

/** A published report; a draft is as unknown to readers as a missing id. */
export async function loadPublishedReport(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(instituteReports)
    .where(and(eq(instituteReports.id, id), isPublishedReport));
  if (!row) throw notFound("报告不存在或尚未发布");
  return { ...toSummary(row), figures: row.figures, commentary: commentaryParagraphs(row.commentary) };
}

// —— the console ——

function toConsoleReport(row: ReportRow, creator: string | null): ConsoleInstituteReport {
  return {
    id: row.id,
    title: titleOf(row),
    period: row.period,
    sector: row.sector,
    status: row.status,
    commentary: row.commentary,
    figures: row.figures,
    generated_at: row.generatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: creator ?? "" },
    updated_at: row.updatedAt.toISOString(),
  };
}

async function consoleReportOf(db: Database, row: ReportRow): Promise<ConsoleInstituteReport> {
  if (row.createdBy === null) return toConsoleReport(row, null);
  const [creator] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, row.createdBy));
  return toConsoleReport(row, creator?.name ?? null);
}

export async function listConsoleReports(
  db: Database,
  query: ContractOutput<typeof listConsoleInstituteReports, "query">,
): Promise<ContractData<typeof listConsoleInstituteReports>> {
  const where = query.status === undefined ? undefined : eq(instituteReports.status, query.status);
  return readPage(query, { rows: reportRows(db, where), total: db.$count(instituteReports, where) }, (rows) =>
    rows.map(({ report, creator }) => toConsoleReport(report, creator)),
  );
}

type StaffDeps = Pick<AppDeps, "db" | "providers" | "log">;

/** The shared pages that show a report, as a CDN caches them (apps/server/src/page-cache.ts). */
function pagesShowing(id: number): string[] {
  const pages = ["/institute", `/institute/${id}`, "/static/institute", `/static/institute/${id}.html`];
  return pages.flatMap((page) => [page, `${page}.data`]);
}

/** A draft for a period that is over and a sector that has brands; one report per period and sector. */
export async function generateReport(
  deps: StaffDeps,
  staffId: number,
  body: ContractOutput<typeof generateInstituteReport, "body">,
): Promise<ConsoleInstituteReport> {
  const period = parseReportPeriod(body.period);
  if (!period) throw badRequest(PERIOD_FORMAT_MESSAGE);
  const now = deps.providers.now();
  if (!isReportPeriodOver(period, shanghaiDay(now))) throw badRequest("只能为已结束的月份或季度生成报告");
  const [brand] = await deps.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.industry, body.sector))
    .limit(1);
  if (!brand) throw badRequest("没有该行业的品牌，无法生成报告");
  return deps.db.transaction(async (tx) => {
    const figures = await generateInstituteFigures(tx, period, body.sector);
    const [row] = await tx
      .insert(instituteReports)
      .values({
        period: figures.period,
        sector: body.sector,
        figures,
        generatedAt: now,
        createdBy: staffId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [instituteReports.period, instituteReports.sector] })
      .returning();
    if (!row) throw badRequest("该周期和行业的报告已存在，可在列表中重新计算");
    await recordStaffAction(tx, {
      staffId,
      action: "institute_report.generate",
      targetType: "institute_report",
      targetId: row.id,
      detail: { period: row.period, sector: row.sector, complaint_count: figures.complaint_count },
      now,
    });
    return consoleReportOf(deps.db, row);
  });
}

type ReportChange = (
  row: ReportRow,
  tx: DatabaseOrTransaction,
) => Promise<{
  values: Partial<typeof instituteReports.$inferInsert>;
  detail: Record<string, unknown>;
}>;

/** Locks the report, applies one staff step and logs it, in one transaction. */
async function changeReport(
  deps: StaffDeps,
  staffId: number,
  id: number,
  action: string,
  change: ReportChange,
): Promise<ConsoleInstituteReport> {
  const now = deps.providers.now();
  let wasPublished = false;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(instituteReports)
      .where(eq(instituteReports.id, id))
      .for("update");
    if (!current) throw notFound("报告不存在");
    wasPublished = current.status === "published";
    const { values, detail } = await change(current, tx);
    const [updated] = await tx
      .update(instituteReports)
      .set({ ...values, updatedAt: now })
      .where(eq(instituteReports.id, id))
      .returning();
    await recordStaffAction(tx, {
      staffId,
      action: `institute_report.${action}`,
      targetType: "institute_report",
      targetId: id,
      detail: { period: current.period, sector: current.sector, ...detail },
      now,
    });
    return updated as ReportRow;
  });
  // Readers see a change to a published report (or its withdrawal) at once rather than when the
  // CDN's copy expires; a CDN that fails is logged, and its copy expires within minutes.
  if (wasPublished || row.status === "published") {
    deps.providers.cdn
      .purge(pagesShowing(id))
      .catch((error: unknown) => deps.log.warn({ err: error, reportId: id }, "CDN purge failed"));
  }
  return consoleReportOf(deps.db, row);
}

export function updateCommentary(deps: StaffDeps, staffId: number, id: number, commentary: string) {
  return changeReport(deps, staffId, id, "commentary", async () => ({
    values: { commentary },
    detail: { length: commentary.length },
  }));
}

export function regenerateReport(deps: StaffDeps, staffId: number, id: number) {
  return changeReport(deps, staffId, id, "regenerate", async (row, tx) => {
    const figures = await generateInstituteFigures(tx, periodOf(row), row.sector);
    return {
      values: { figures, generatedAt: deps.providers.now() },
      detail: { complaint_count: figures.complaint_count, previous: row.figures.complaint_count },
    };
  });
}

export function publishReport(deps: StaffDeps, staffId: number, id: number) {
  return changeReport(deps, staffId, id, "publish", async (row) => {
    if (row.status === "published") throw badRequest("报告已发布");
    if (commentaryParagraphs(row.commentary).length === 0) throw badRequest("请先填写报告解读再发布");
    return { values: { status: "published", publishedAt: deps.providers.now() }, detail: {} };
  });
}

export function withdrawReport(deps: StaffDeps, staffId: number, id: number) {
  return changeReport(deps, staffId, id, "withdraw", async (row) => {
    if (row.status !== "published") throw badRequest("报告尚未发布，无需撤回");
    return { values: { status: "draft", publishedAt: null }, detail: {} };
  });
}
