import type { ComplaintStatus } from "@tousu/domain";
import { Tag } from "antd";

const STATUS_COLOURS: Record<ComplaintStatus, string> = {
  pending_review: "default",
  needs_info: "default",
  rejected: "default",
  dispatched: "warning",
  processing: "blue",
  company_needs_info: "geekblue",
  replied: "purple",
  completed: "success",
  closed: "default",
};

export function StatusTag({ status, label }: { status: ComplaintStatus; label: string }) {
  return <Tag color={STATUS_COLOURS[status]}>{label}</Tag>;
}
