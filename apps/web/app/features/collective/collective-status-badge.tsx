import type { CollectiveStatus } from "@tousu/contracts";
import { cx } from "../../ui/cx";

// Green while consumers may still join, blue while the company works on it, grey once over.
const STATUS_STYLES: Record<CollectiveStatus, string> = {
  open: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  processing: "bg-blue-50 text-blue-700 ring-blue-200",
  closed: "bg-gray-100 text-gray-600 ring-gray-200",
};

export function CollectiveStatusBadge({ status, label }: { status: CollectiveStatus; label: string }) {
  return (
    <span
      className={cx(
        "mt-1 inline-flex shrink-0 items-center rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        STATUS_STYLES[status],
      )}
    >
      {label}
    </span>
  );
}
