import { COMPLAINT_STATUS_LABELS, toShanghaiDateTime } from "@tousu/domain";
import { csvFile } from "../../lib/csv";
import type { CompanyComplaintRecord } from "./company-complaints";

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

/** The export file: header, one line per complaint. */
export function companyComplaintsCsv(records: readonly CompanyComplaintRecord[]): string {
  return csvFile([[...COMPANY_CSV_HEADER], ...records.map(csvLine)]);
}
