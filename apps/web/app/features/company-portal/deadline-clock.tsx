import type { CompanyInboxRow } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Tooltip, Typography } from "antd";
import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function remaining(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${days}天${hours}小时`;
  if (hours > 0) return `${hours}小时${minutes}分`;
  return `${minutes}分钟`;
}

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
  return (
    <Tooltip title={title}>
      <div className="leading-tight">
        <Typography.Text type={left < DAY_MS ? "danger" : undefined} strong={left < DAY_MS}>
          {left <= 0 ? `已超期${remaining(-left)}` : `剩余${remaining(left)}`}
        </Typography.Text>
        <div className="text-xs text-gray-500">{deadline.label}</div>
      </div>
    </Tooltip>
  );
}
