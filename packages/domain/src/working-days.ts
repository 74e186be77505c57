import { shanghaiDay, shanghaiDayStart, shiftDay } from "./format-date";

/**
 * Working days on China's official calendar (docs/decisions/116): Monday to Friday, except the
 * public holidays, plus the weekend days made working days to bridge a holiday (调休). The calendar
 * is the weekday rule and a list of the days that differ from it, in Beijing time.
 */

/** Longest name staff may give a day of the calendar ("国庆节调休上班"). */
export const WORK_CALENDAR_NAME_MAX = 20;

/** What the public is told wherever a deadline in working days is stated. */
export const WORKING_DAYS_NOTE = "已扣除法定节假日";

/** "5个工作日". */
export function workingDaysText(days: number): string {
  return `${days}个工作日`;
}

/** A deadline as the public reads it: "5个工作日（已扣除法定节假日）", or "7天" in calendar days. */
export function deadlineText(days: number, unit: "working_days" | "days"): string {
  return unit === "working_days" ? `${workingDaysText(days)}（${WORKING_DAYS_NOTE}）` : `${days}天`;
}

/**
 * The days that differ from the weekday rule, by Beijing date (`2026-10-01`): `false` for a
 * holiday on a weekday, `true` for a weekend day that is worked. Days it does not name follow the
 * rule, so a year nobody has entered yet counts its weekends only.
 */
export type WorkCalendar = ReadonlyMap<string, boolean>;

export function isWorkingDay(day: string, calendar: WorkCalendar): boolean {
  const listed = calendar.get(day);
  if (listed !== undefined) return listed;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The end of the `count`-th working day after the day of `from` (Beijing time): what is asked on
 * a Friday evening within 5 working days is due at the end of the next Friday, and the days of a
 * holiday in between are not counted.
 */
export function addWorkingDays(from: Date, count: number, calendar: WorkCalendar): Date {
  let day = shanghaiDay(from);
  for (let counted = 0; counted < count; ) {
    day = shiftDay(day, 1);
    if (isWorkingDay(day, calendar)) counted += 1;
  }
  return shanghaiDayStart(day, 1);
}

/**
 * A deadline moved on by `count` working days: the working days after the one it ends, as a pause
 * gives back (a deadline ends at midnight, so its own day is the one before that instant).
 */
export function extendByWorkingDays(dueAt: Date, count: number, calendar: WorkCalendar): Date {
  return addWorkingDays(new Date(dueAt.getTime() - 1), count, calendar);
}

/** The working days a span touches, its first and last day included, even in part. */
export function workingDaysTouched(from: Date, to: Date, calendar: WorkCalendar): number {
  let touched = 0;
  const last = shanghaiDay(to);
  for (let day = shanghaiDay(from); day <= last; day = shiftDay(day, 1)) {
    if (isWorkingDay(day, calendar)) touched += 1;
  }
  return touched;
}

/**
 * The Beijing dates a calendar must cover for the deadlines counted from `from`: `count` working
 * days never span more than twice as many days plus the longest holiday (春节, up to nine days).
 */
export function calendarWindow(from: Date, count: number): { first: string; last: string } {
  const first = shanghaiDay(from);
  return { first, last: shiftDay(first, count * 2 + 14) };
}
