import { type ContractData, defineContract } from "./define-contract";
import { idParam, isoDateTime, pageOf, pageQuery } from "./shared";
import { z } from "./zod";

// The institute's published research reports (docs/decisions/039). Figures are computed by the
// generator and served as stored; `figures.version` says which shape they have.

const tags = ["institute"];
const rate = z.number().nullable().describe("0–1 to 0.1%; null below the brand pages' minimum sample");

const reportRates = z.object({
  complaint_count: z.number().int(),
  reply_rate: rate,
  timely_rate: rate,
  completion_rate: rate,
});

export const instituteReportFigures = reportRates.extend({
  version: z.number().int(),
  period: z.string(),
  period_label: z.string(),
  sector: z.string(),
  first_day: z.string(),
  last_day: z.string(),
  previous_period_label: z.string(),
  previous_count: z.number().int(),
  change_rate: z.number().nullable(),
  trend: z.array(
    z.object({ label: z.string(), first_day: z.string(), last_day: z.string(), count: z.number().int() }),
  ),
  top_problems: z.array(
    z.object({ id: z.number().int(), name: z.string(), count: z.number().int(), share: z.number() }),
  ),
  brands: z.array(reportRates.extend({ id: z.number().int(), name: z.string() })),
  brand_count: z.number().int(),
  method: z.array(z.string()),
  caveat: z.string(),
});

export const instituteReportSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.string().describe("2026-05 (a month) or 2026-Q2 (a quarter)"),
  period_label: z.string(),
  sector: z.string().describe("a brand industry"),
  complaint_count: z.number().int(),
  change_rate: z.number().nullable(),
  excerpt: z.string().describe("the commentary's first paragraph"),
  published_at: isoDateTime,
  updated_at: isoDateTime,
});

export const listInstituteReports = defineContract({
  method: "GET",
  path: "/institute/reports",
  service: "main",
  summary: "研究院已发布报告列表（最新发布在前）",
  tags,
  auth: "none",
  query: pageQuery,
  data: pageOf(instituteReportSummary),
});

export const getInstituteReport = defineContract({
  method: "GET",
  path: "/institute/reports/:id",
  service: "main",
  summary: "研究院报告详情（草稿或不存在时 404）",
  tags,
  auth: "none",
  params: idParam,
  data: instituteReportSummary.extend({
    figures: instituteReportFigures,
    commentary: z.array(z.string()).describe("the editor's commentary, paragraph by paragraph"),
  }),
});

export type InstituteReportSummary = z.infer<typeof instituteReportSummary>;
export type InstituteReportDetail = ContractData<typeof getInstituteReport>;
export type InstituteReportFigures = z.infer<typeof instituteReportFigures>;
