import { type DateInput, toTimestamp } from "./format-date";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A span in the units a deadline is read in, rounded down: "3天5小时" from a day on, "5小时12分"
 * under a day, "12分钟" under an hour, "不足1分钟" under a minute. A zero tail is left out ("2天").
 */
export function formatDuration(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `${days}天${hours}小时` : `${days}天`;
  if (hours > 0) return minutes > 0 ? `${hours}小时${minutes}分` : `${hours}小时`;
  return minutes > 0 ? `${minutes}分钟` : "不足1分钟";
}

export interface RemainingTime {
  /** "剩余3天5小时", or once the deadline has passed "已超期2小时". */
  text: string;
  isPast: boolean;
}

/** How long until a deadline, or how long it has been overdue (a due time that is no date counts as passed). */
export function describeRemaining(dueAt: DateInput, now: number): RemainingTime {
  const left = toTimestamp(dueAt) - now;
  if (Number.isNaN(left)) return { text: "已超期", isPast: true };
  return left > 0
    ? { text: `剩余${formatDuration(left)}`, isPast: false }
    : { text: `已超期${formatDuration(-left)}`, isPast: true };
}
