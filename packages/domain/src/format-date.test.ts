import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatRelativeTime,
  isCalendarDay,
  shanghaiDay,
  shanghaiDayStart,
  shiftDay,
  toShanghaiDateTime,
  toTimestamp,
} from "./format-date";

describe("toTimestamp", () => {
  it("reads an offset-less date-time string as Beijing time", () => {
    expect(toTimestamp("2024-03-15 14:05:00")).toBe(Date.parse("2024-03-15T06:05:00Z"));
    expect(toTimestamp("2024-03-15T14:05")).toBe(Date.parse("2024-03-15T06:05:00Z"));
    expect(toTimestamp("2024/3/5 08:00:00.5")).toBe(Date.parse("2024-03-05T00:00:00.500Z"));
    expect(toTimestamp("2024-03-15")).toBe(Date.parse("2024-03-14T16:00:00Z"));
  });

  it("honours an explicit offset", () => {
    expect(toTimestamp("2024-03-15T14:05:00Z")).toBe(Date.UTC(2024, 2, 15, 14, 5));
    expect(toTimestamp("2024-03-15T14:05:00+08:00")).toBe(Date.UTC(2024, 2, 15, 6, 5));
  });

  it("passes numbers (epoch milliseconds) and Dates through", () => {
    expect(toTimestamp(0)).toBe(0);
    expect(toTimestamp(new Date(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it("gives NaN for impossible or unreadable dates", () => {
    expect(toTimestamp("2023-02-29 10:00:00")).toBeNaN();
    expect(toTimestamp("2024-13-01")).toBeNaN();
    expect(toTimestamp("2024-03-15 24:00:00")).toBeNaN();
    expect(toTimestamp("2024-03-15 12:60")).toBeNaN();
    expect(toTimestamp("2024-03-15 12:00:60")).toBeNaN();
    expect(toTimestamp("not a date")).toBeNaN();
    expect(toTimestamp("")).toBeNaN();
  });
});

describe("toShanghaiDateTime", () => {
  it("returns Beijing wall-clock fields", () => {
    expect(toShanghaiDateTime("2024-03-15T16:30:00Z")).toEqual({
      year: 2024,
      month: 3,
      day: 16,
      hour: 0,
      minute: 30,
    });
  });

  it("returns null for invalid input and values outside the Date range", () => {
    expect(toShanghaiDateTime(Number.NaN)).toBeNull();
    expect(toShanghaiDateTime(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toShanghaiDateTime(8.64e15)).toBeNull();
    expect(toShanghaiDateTime(new Date("x"))).toBeNull();
  });
});

describe("formatDate", () => {
  it("writes year年month月day日 without zero padding", () => {
    expect(formatDate("2024-03-05 09:00:00")).toBe("2024年3月5日");
    expect(formatDate("2024-12-31")).toBe("2024年12月31日");
  });

  it("uses the Beijing date whatever the input's zone", () => {
    expect(formatDate(new Date("2024-03-14T16:00:00Z"))).toBe("2024年3月15日");
    expect(formatDate(new Date("2024-03-14T15:59:59Z"))).toBe("2024年3月14日");
    expect(formatDate(Date.UTC(2023, 11, 31, 16))).toBe("2024年1月1日");
  });

  it("returns an empty string for invalid input", () => {
    expect(formatDate("2024-02-30")).toBe("");
    expect(formatDate(Number.NaN)).toBe("");
  });
});

describe("formatDateTime", () => {
  it("appends a zero-padded 24-hour time", () => {
    expect(formatDateTime("2024-03-15 14:05:59")).toBe("2024年3月15日 14:05");
    expect(formatDateTime(new Date("2024-03-15T16:00:00Z"))).toBe("2024年3月16日 00:00");
  });

  it("returns an empty string for invalid input", () => {
    expect(formatDateTime("nope")).toBe("");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2024-03-15T06:00:00Z");
  const ago = (ms: number) => now.getTime() - ms;
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it("says 刚刚 under a minute, tolerating up to a minute of clock skew", () => {
    expect(formatRelativeTime(now, now)).toBe("刚刚");
    expect(formatRelativeTime(ago(MINUTE - 1), now)).toBe("刚刚");
    expect(formatRelativeTime(ago(-MINUTE), now)).toBe("刚刚");
  });

  it("shows a date for times further in the future", () => {
    expect(formatRelativeTime(ago(-MINUTE - 1), now)).toBe("2024年3月15日");
  });

  it("counts whole minutes, hours and days", () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe("1分钟前");
    expect(formatRelativeTime(ago(HOUR - 1), now)).toBe("59分钟前");
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1小时前");
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe("23小时前");
    expect(formatRelativeTime(ago(DAY), now)).toBe("1天前");
    expect(formatRelativeTime(ago(7 * DAY - 1), now)).toBe("6天前");
  });

  it("shows the date from a week on", () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe("2024年3月8日");
  });

  it("accepts API strings and returns an empty string for invalid input", () => {
    expect(formatRelativeTime("2024-03-15 13:30:00", "2024-03-15 14:00:00")).toBe("30分钟前");
    expect(formatRelativeTime("nope", now)).toBe("");
    expect(formatRelativeTime(now, "nope")).toBe("");
  });

  it("uses the current time by default", () => {
    expect(formatRelativeTime(Date.now())).toBe("刚刚");
  });
});

describe("isCalendarDay", () => {
  it("accepts days the calendar has", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("0001-01-01")).toBe(true);
  });

  it("refuses days PostgreSQL would refuse, and other shapes", () => {
    for (const text of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "7752-65-48",
      "0000-01-01",
      "2026-1-1",
      "2026-01-01T00:00",
    ]) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });
});

describe("shanghaiDay", () => {
  it("is the Beijing calendar day, which starts at 16:00 UTC the day before", () => {
    expect(shanghaiDay(new Date("2026-03-09T15:59:59.999Z"))).toBe("2026-03-09");
    expect(shanghaiDay(new Date("2026-03-09T16:00:00Z"))).toBe("2026-03-10");
    expect(shanghaiDay(new Date("2026-10-31T23:30:00+08:00"))).toBe("2026-10-31");
  });
});

describe("shiftDay", () => {
  it("moves across months, leap days and years", () => {
    expect(shiftDay("2024-02-28", 1)).toBe("2024-02-29");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2026-03-10", 0)).toBe("2026-03-10");
  });
});

describe("shanghaiDayStart", () => {
  it("is the day's midnight in Beijing", () => {
    expect(shanghaiDayStart("2026-03-10").toISOString()).toBe("2026-03-09T16:00:00.000Z");
    expect(shanghaiDayStart("2026-03-10", 1).toISOString()).toBe("2026-03-10T16:00:00.000Z");
    expect(shanghaiDayStart("9999-12-31", 1).getTime()).toBe(Date.parse("+010000-01-01T00:00:00+08:00"));
  });

  it("is the start of the day an instant falls on", () => {
    const instant = new Date("2026-03-10T00:00:00+08:00");
    expect(shanghaiDayStart(shanghaiDay(instant))).toEqual(instant);
    const lateEvening = new Date("2026-03-10T23:59:59+08:00");
    expect(shanghaiDayStart(shanghaiDay(lateEvening))).toEqual(instant);
  });
});

describe("reading dates, the edges of each pattern", () => {
  it("reads the whole string as a Beijing wall time, spaces around it aside", () => {
    expect(toTimestamp(" 2024-03-15 14:05:00 ")).toBe(Date.parse("2024-03-15T06:05:00Z"));
    expect(toTimestamp("x2024-03-15 14:05:00")).toBeNaN();
  });

  it("keeps milliseconds to three digits and drops the rest", () => {
    expect(toTimestamp("2024/3/5 08:00:00.56")).toBe(Date.parse("2024-03-05T00:00:00.560Z"));
    expect(toTimestamp("2024/3/5 08:00:00.1239")).toBe(Date.parse("2024-03-05T00:00:00.123Z"));
  });

  it("takes a calendar day only as the whole text", () => {
    expect(isCalendarDay("2026-02-03")).toBe(true);
    expect(isCalendarDay("x2026-02-03")).toBe(false);
    expect(isCalendarDay("12026-02-03")).toBe(false);
  });
});
