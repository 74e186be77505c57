import type { CompanyInboxRow } from "@tousu/contracts";
import { describeRemaining, formatDateTime } from "@tousu/domain";
import { Tooltip, Typography } from "antd";
import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Re-renders once a minute, the clock's resolution. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The deadline that runs now: 已暂停 while the consumer owes an answer, red under a day and once
 * passed (the server's jobs act on it; the page only shows it).
 */
export function DeadlineClock({ deadline }: { deadline: CompanyInboxRow["deadline"] }) {
  const now = useMinuteClock();
  if (!deadline) return <Typography.Text type="secondary">—</Typography.Text>;
  const due = new Date(deadline.due_at);
  const title = `${deadline.label}：${formatDateTime(due)}`;
  if (deadline.paused) {
    return (
      <Tooltip title={`${title}（等待用户补充，计时暂停）`}>
        <Typography.Text type="secondary">已暂停</Typography.Text>
      </Tooltip>
    );
  }
  const left = due.getTime() - now;
  const remaining = describeRemaining(due, now);
  return (
    <Tooltip title={title}>
      <div className="leading-tight">
        <Typography.Text type={left < DAY_MS ? "danger" : undefined} strong={left < DAY_MS}>
          {remaining.text}
        </Typography.Text>
        <div className="text-xs text-gray-500">{deadline.label}</div>
      </div>
    </Tooltip>
  );
}
