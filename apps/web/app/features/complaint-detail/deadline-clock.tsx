import type { ComplaintDetail } from "@tousu/contracts";
import { describeRemaining, formatDateTime } from "@tousu/domain";
import { cx } from "../../ui/cx";

/** The running deadline of the complaint: who must act by when, and how long is left. */
export function DeadlineClock({
  deadline,
  now,
}: {
  deadline: NonNullable<ComplaintDetail["deadline"]>;
  /** The server's clock at render time, so server and browser print the same remaining time. */
  now: number;
}) {
  const remaining = describeRemaining(deadline.due_at, now);
  return (
    <div
      className={cx(
        "rounded-md px-4 py-3 ring-1 ring-inset",
        deadline.paused ? "bg-gray-50 ring-gray-200" : "bg-amber-50/70 ring-amber-200",
      )}
    >
      <p className="text-xs text-gray-600">{deadline.label}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
        <span
          className={cx(
            "text-lg font-semibold",
            deadline.paused ? "text-gray-700" : remaining.isPast ? "text-brand-700" : "text-amber-800",
          )}
        >
          {deadline.paused ? "已暂停" : remaining.text}
        </span>
        <span className="text-xs text-gray-600">截止 {formatDateTime(deadline.due_at)}</span>
      </p>
      {deadline.paused ? (
        <p className="mt-1 text-xs leading-5 text-gray-600">商家正在等待投诉人补充信息，处理时限暂停计算。</p>
      ) : null}
    </div>
  );
}
