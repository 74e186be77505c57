import {
  BRAND_INDUSTRY_MAX,
  INSTITUTE_COMMENTARY_MAX,
  PERIOD_FORMAT_MESSAGE,
  parseReportPeriod,
} from "@tousu/domain";
import { defineContract } from "../define-contract";
import { instituteReportFigures } from "../institute";
import { idParam, isoDateTime, pageOf, pageQuery, requiredText, textUpTo } from "../shared";
import { z } from "../zod";
import { namedRef, TAGS } from "./fields";

// The institute's reports in the console (editor role): generate a draft for a period and sector,
// write the commentary, regenerate the figures, publish and withdraw. Every write is in the staff log.

const reportStatus = z.enum(["draft", "published"], { message: "无效的报告状态" });

const consoleReport = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.string(),
  sector: z.string(),
  status: reportStatus,
  commentary: z.string(),
  figures: instituteReportFigures,
  generated_at: isoDateTime,
  published_at: isoDateTime.nullable(),
  created_by: namedRef.nullable(),
  updated_at: isoDateTime,
});

export const listConsoleInstituteReports = defineContract({
  method: "GET",
  path: "/admin/institute/reports",
  service: "main",
  summary: "研究院报告（含草稿）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  query: pageQuery.extend({ status: reportStatus.optional() }),
  data: pageOf(consoleReport),
});

export const listInstituteSectors = defineContract({
  method: "GET",
  path: "/admin/institute/sectors",
  service: "main",
  summary: "可生成报告的行业（品牌所属行业）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  data: z.array(z.object({ name: z.string(), brand_count: z.number().int() })),
});

const reportPeriod = z
  .string({ message: "请填写报告周期" })
  .trim()
  .refine((value) => parseReportPeriod(value) !== null, { message: PERIOD_FORMAT_MESSAGE });

export const generateInstituteReport = defineContract({
  method: "POST",
  path: "/admin/institute/reports",
  service: "main",
  summary: "按周期与行业生成报告草稿（数字由平台数据计算）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({ period: reportPeriod, sector: requiredText("行业", 1, BRAND_INDUSTRY_MAX) }),
  data: consoleReport,
});

export const updateInstituteCommentary = defineContract({
  method: "PUT",
  path: "/admin/institute/reports/:id/commentary",
  service: "main",
  summary: "修改报告解读（纯文本，空行分段）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  body: z.object({ commentary: textUpTo("报告解读", INSTITUTE_COMMENTARY_MAX) }),
  data: consoleReport,
});

const reportStep = (path: string, summary: string) =>
  defineContract({
    method: "POST",
    path: `/admin/institute/reports/:id/${path}`,
    service: "main",
    summary,
    tags: TAGS,
    auth: "required",
    staffRoles: ["editor"],
    params: idParam,
    data: consoleReport,
  });

export const regenerateInstituteReport = reportStep("regenerate", "按当前数据重新计算报告数字");
export const publishInstituteReport = reportStep("publish", "发布报告（需已填写解读）");
export const withdrawInstituteReport = reportStep("withdraw", "撤回已发布的报告（回到草稿）");

export type ConsoleInstituteReport = z.infer<typeof consoleReport>;
