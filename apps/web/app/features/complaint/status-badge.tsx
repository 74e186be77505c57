import { COMPLAINT_STATUS_LABELS, type ComplaintStatus } from "@tousu/domain";
import { cx } from "../../ui/cx";

// Warm for "waiting on the company", blue while in progress, green once resolved, grey when out of play.
const STATUS_STYLES: Record<ComplaintStatus, string> = {
  pending_review: "bg-gray-100 text-gray-700 ring-gray-200",
  needs_info: "bg-orange-50 text-orange-800 ring-orange-200",
  rejected: "bg-gray-100 text-gray-600 ring-gray-200",
  dispatched: "bg-amber-50 text-amber-800 ring-amber-200",
  processing: "bg-blue-50 text-blue-700 ring-blue-200",
  company_needs_info: "bg-orange-50 text-orange-800 ring-orange-200",
  replied: "bg-cyan-50 text-cyan-800 ring-cyan-200",
  completed: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  closed: "bg-gray-100 text-gray-600 ring-gray-200",
};

export function StatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        STATUS_STYLES[status],
      )}
    >
      {COMPLAINT_STATUS_LABELS[status]}
    </span>
  );
}
