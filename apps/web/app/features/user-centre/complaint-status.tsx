import type { ComplaintStatus } from "@tousu/domain";
import { cx } from "../../ui/cx";
import { StatusBadge } from "../complaint";

/** The status badge, preceded by 超时 when the company missed its first-response deadline. */
export function ComplaintStatusBadges({
  status,
  isOverdue,
  className,
}: {
  status: ComplaintStatus;
  isOverdue: boolean;
  className?: string;
}) {
  return (
    <span className={cx("flex shrink-0 gap-1.5", className)}>
      {isOverdue ? (
        <span className="rounded bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200 ring-inset">
          超时
        </span>
      ) : null}
      <StatusBadge status={status} />
    </span>
  );
}
