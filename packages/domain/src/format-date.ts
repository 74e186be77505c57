// All dates are shown in China Standard Time. Shifting by a fixed +8 h and reading the UTC fields gives
// the same result on a UTC server and in any browser, without depending on Intl time-zone data.
// China has had no daylight saving time since 1991, and our data is newer than that.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Beyond a week a relative age ("23天前") is harder to read than the date itself.
const RELATIVE_DAYS_LIMIT = 7;

export type DateInput = Date | string | number;

export type ShanghaiDateTime = { year: number; month: number; day: number; hour: number; minute: number };

// Our API writes "2024-03-15 14:05:00" without an offset, meaning Beijing time. Date.parse would read it
// as the host's local time (UTC on the server, CST in most browsers), so it is parsed here explicitly.
const WALL_TIME_PATTERN =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function parseShanghaiWallTime(s: string): number | null {
  const match = WALL_TIME_PATTERN.exec(s.trim());
  if (!match) return null;
  const field = (index: number) => Number(match[index] ?? 0);
  const fields = [field(1), field(2) - 1, field(3), field(4), field(5), field(6)] as const;
  const utc = new Date(Date.UTC(...fields, Number((match[7] ?? "").padEnd(3, "0"))));
  // Date.UTC silently rolls "2月30日" or "24:00" over; such input is invalid, not a different date.
  const roundTrip = [
    utc.getUTCFullYear(),
    utc.getUTCMonth(),
    utc.getUTCDate(),
    utc.getUTCHours(),
    utc.getUTCMinutes(),
    utc.getUTCSeconds(),
  ];
  return roundTrip.every((value, index) => value === fields[index])
    ? utc.getTime() - SHANGHAI_OFFSET_MS
    : Number.NaN;
}

/** Milliseconds since the epoch; NaN when the input is not a date. Numbers are epoch milliseconds. */
export function toTimestamp(date: DateInput): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === "number") return date;
  return parseShanghaiWallTime(date) ?? Date.parse(date);
}

export function toShanghaiDateTime(date: DateInput): ShanghaiDateTime | null {
  const timestamp = toTimestamp(date);
  if (!Number.isFinite(timestamp)) return null;
  const shifted = new Date(timestamp + SHANGHAI_OFFSET_MS);
  // Out of the Date range (±8.64e15 ms) the shifted value is Invalid Date.
  if (Number.isNaN(shifted.getTime())) return null;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const formatDay = (parts: ShanghaiDateTime) => `${parts.year}年${parts.month}月${parts.day}日`;
const padTwo = (n: number) => String(n).padStart(2, "0");

/** "2024年3月15日"; an empty string for an invalid date. */
export function formatDate(date: DateInput): string {
  const parts = toShanghaiDateTime(date);
  return parts ? formatDay(parts) : "";
}

/** "2024年3月15日 14:05"; an empty string for an invalid date. */
export function formatDateTime(date: DateInput): string {
  const parts = toShanghaiDateTime(date);
  return parts ? `${formatDay(parts)} ${padTwo(parts.hour)}:${padTwo(parts.minute)}` : "";
}

/** "刚刚", "N分钟前", "N小时前", "N天前" (under a week), then the date. */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const elapsed = toTimestamp(now) - toTimestamp(date);
  if (Number.isNaN(elapsed)) return "";
  // A little clock skew between server and browser makes fresh items look a few seconds "in the future".
  if (elapsed < -MINUTE_MS) return formatDate(date);
  if (elapsed < MINUTE_MS) return "刚刚";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`;
  if (elapsed < RELATIVE_DAYS_LIMIT * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}天前`;
  return formatDate(date);
}

/** The Shanghai calendar day an instant falls on, as YYYY-MM-DD ("today" for a Chinese platform). */
export function shanghaiDay(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a Shanghai calendar day (YYYY-MM-DD), or the day `plusDays` after it, starts: its
 * midnight in Beijing time. Counting days here rather than through `shiftDay` keeps 9999-12-31's
 * next day representable.
 */
export function shanghaiDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS - SHANGHAI_OFFSET_MS);
}

/**
 * A day as YYYY-MM-DD that the calendar has: no 2026-02-30 (which `Date.parse` rolls over into
 * March) and no year 0000, either of which PostgreSQL refuses as a date.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0–99 as 1900–1999
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
