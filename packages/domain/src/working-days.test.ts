import { describe, expect, it } from "vitest";
import { shanghaiDay } from "./format-date";
import {
  addWorkingDays,
  calendarWindow,
  extendByWorkingDays,
  isWorkingDay,
  type WorkCalendar,
  workingDaysTouched,
} from "./working-days";

// The State Council's 2026 arrangements for 春节 and 国庆 (and 中秋 beside it), as published.
const CALENDAR_2026: WorkCalendar = new Map([
  ["2026-02-14", true],
  ...[
    "2026-02-15",
    "2026-02-16",
    "2026-02-17",
    "2026-02-18",
    "2026-02-19",
    "2026-02-20",
    "2026-02-21",
    "2026-02-22",
    "2026-02-23",
  ].map((day) => [day, false] as const),
  ["2026-02-28", true],
  ["2026-09-25", false],
  ["2026-09-20", true],
  ...["2026-10-01", "2026-10-02", "2026-10-05", "2026-10-06", "2026-10-07"].map(
    (day) => [day, false] as const,
  ),
  ["2026-10-10", true],
]);
const NONE: WorkCalendar = new Map();

/** A Beijing wall-clock time. */
const beijing = (text: string) => new Date(`${text}+08:00`);

describe("working days", () => {
  it("are Monday to Friday where the calendar names no change", () => {
    expect(isWorkingDay("2026-12-07", NONE)).toBe(true); // Monday
    expect(isWorkingDay("2026-12-12", NONE)).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-13", NONE)).toBe(false);
  });

  it("follow the calendar's holidays and the weekends worked in their place", () => {
    expect(isWorkingDay("2026-10-01", CALENDAR_2026)).toBe(false);
    expect(isWorkingDay("2026-10-10", CALENDAR_2026)).toBe(true); // a Saturday worked
    expect(isWorkingDay("2026-09-20", CALENDAR_2026)).toBe(true); // a Sunday worked
  });

  it("read a moment's day in Beijing, whatever the server's zone", () => {
    expect(shanghaiDay(new Date("2026-09-30T16:30:00Z"))).toBe("2026-10-01");
    expect(shanghaiDay(new Date("2026-09-30T15:59:59Z"))).toBe("2026-09-30");
  });
});

describe("a deadline in working days", () => {
  it("ends at midnight Beijing time on the last working day counted, weekends skipped", () => {
    // Friday evening + 5 working days: the end of the next Friday.
    expect(addWorkingDays(beijing("2026-12-04T21:00:00"), 5, NONE)).toEqual(beijing("2026-12-12T00:00:00"));
    // Monday morning + 1: the end of Tuesday.
    expect(addWorkingDays(beijing("2026-12-07T09:00:00"), 1, NONE)).toEqual(beijing("2026-12-09T00:00:00"));
  });

  it("filed on the last working day before 国庆 skips the holiday and counts the Saturday worked after it", () => {
    // Wednesday 30 September: 1–7 October are off (the 3rd and 4th a weekend anyway); 8 and 9
    // October (Thursday, Friday) and Saturday 10 October are worked.
    const due = addWorkingDays(beijing("2026-09-30T17:00:00"), 5, CALENDAR_2026);
    // 8, 9, 10, 12, 13 October: due at the end of Tuesday 13 October.
    expect(due).toEqual(beijing("2026-10-14T00:00:00"));
    // Without the holidays it would have been the end of Wednesday 7 October.
    expect(addWorkingDays(beijing("2026-09-30T17:00:00"), 5, NONE)).toEqual(beijing("2026-10-08T00:00:00"));
  });

  it("across 春节 counts the Saturdays worked before and after it", () => {
    // Friday 13 February: Saturday 14 is worked, 15–23 are off, Saturday 28 is worked.
    const due = addWorkingDays(beijing("2026-02-13T10:00:00"), 5, CALENDAR_2026);
    // 14, 24, 25, 26, 27 February.
    expect(due).toEqual(beijing("2026-02-28T00:00:00"));
    expect(addWorkingDays(beijing("2026-02-13T10:00:00"), 6, CALENDAR_2026)).toEqual(
      beijing("2026-03-01T00:00:00"),
    );
  });

  it("never falls on a day off, and lies inside the window a calendar is loaded for", () => {
    for (let offset = 0; offset < 400; offset += 1) {
      const from = new Date(beijing("2026-01-01T12:00:00").getTime() + offset * 86_400_000);
      for (const count of [5, 20]) {
        const due = addWorkingDays(from, count, CALENDAR_2026);
        const lastDay = shanghaiDay(new Date(due.getTime() - 1));
        expect(isWorkingDay(lastDay, CALENDAR_2026)).toBe(true);
        expect(lastDay <= calendarWindow(from, count).last).toBe(true);
      }
    }
  });

  it("is moved on by the working days a pause touched", () => {
    const due = beijing("2026-12-12T00:00:00"); // the end of Friday 11 December
    expect(extendByWorkingDays(due, 2, NONE)).toEqual(beijing("2026-12-16T00:00:00"));
    expect(extendByWorkingDays(due, 0, NONE)).toEqual(due);
    // A pause from Friday afternoon to Monday morning touched two working days; one over a
    // weekend alone touched none.
    expect(workingDaysTouched(beijing("2026-12-04T15:00:00"), beijing("2026-12-07T09:00:00"), NONE)).toBe(2);
    expect(workingDaysTouched(beijing("2026-12-05T09:00:00"), beijing("2026-12-06T21:00:00"), NONE)).toBe(0);
    expect(workingDaysTouched(beijing("2026-12-07T09:00:00"), beijing("2026-12-07T10:00:00"), NONE)).toBe(1);
  });
});
