import { COMPLAINT_STATUS_LABELS, toShanghaiDateTime } from "@tousu/domain";
import type { CompanyComplaintRecord } from "./company-complaints";

/** Excel opens a UTF-8 file as the local code page unless it starts with a byte-order mark. */
const UTF8_BOM = "\uFEFF";

export const COMPANY_CSV_HEADER = [
  "投诉编号",
  "标题",
  "品牌",
  "状态",
  "超时",
  "投诉时间",
  "首次响应时间",
  "回复时间",
  "完成时间",
  "满意度",
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); a leading
// apostrophe makes it text. Tab and carriage return count too, as some spreadsheets skip them first.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvTime(date: Date | null): string {
  const parts = date && toShanghaiDateTime(date);
  if (!parts) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

function csvLine(record: CompanyComplaintRecord): string[] {
  const { complaint } = record;
  return [
    complaint.sn,
    complaint.title,
    record.brandName ?? complaint.customBrandName ?? "",
    COMPLAINT_STATUS_LABELS[complaint.status],
    complaint.isOverdue ? "是" : "否",
    csvTime(complaint.createdAt),
    csvTime(complaint.firstResponseAt),
    csvTime(complaint.repliedAt),
    csvTime(complaint.completedAt),
    record.satisfaction === null ? "" : String(record.satisfaction),
  ];
}

/** The export file: BOM, header, one line per complaint, CRLF line ends as RFC 4180 asks. */
export function companyComplaintsCsv(records: readonly CompanyComplaintRecord[]): string {
  const lines = [[...COMPANY_CSV_HEADER], ...records.map(csvLine)];
  return `${UTF8_BOM}${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
