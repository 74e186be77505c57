const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface RemainingTime {
  /** "剩余3天5小时", "剩余不足1小时" or "已超过截止时间". */
  text: string;
  isPast: boolean;
}

/** How long until a deadline, in whole days and hours (the clock never shows minutes). */
export function describeRemaining(dueAt: string, now: number): RemainingTime {
  const left = new Date(dueAt).getTime() - now;
  if (!(left > 0)) return { text: "已超过截止时间", isPast: true };
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  if (days === 0 && hours === 0) return { text: "剩余不足1小时", isPast: false };
  const parts = [days > 0 ? `${days}天` : "", hours > 0 ? `${hours}小时` : ""].join("");
  return { text: `剩余${parts}`, isPast: false };
}
