import { describe, expect, it } from "vitest";
import { parsePositiveInteger, timelineEntryId } from "./path-segments";
import { describeRemaining } from "./remaining-time";

const now = Date.parse("2026-06-01T00:00:00Z");
const later = (ms: number) => new Date(now + ms).toISOString();
const HOUR = 3_600_000;

describe("describeRemaining", () => {
  it("counts whole days and hours", () => {
    expect(describeRemaining(later(3 * 24 * HOUR + 5 * HOUR + 59_000), now)).toEqual({
      text: "剩余3天5小时",
      isPast: false,
    });
    expect(describeRemaining(later(2 * 24 * HOUR), now).text).toBe("剩余2天");
    expect(describeRemaining(later(7 * HOUR), now).text).toBe("剩余7小时");
  });

  it("says so when less than an hour is left or the deadline has passed", () => {
    expect(describeRemaining(later(59 * 60_000), now)).toEqual({ text: "剩余不足1小时", isPast: false });
    expect(describeRemaining(later(0), now)).toEqual({ text: "已超过截止时间", isPast: true });
    expect(describeRemaining(later(-HOUR), now).isPast).toBe(true);
    expect(describeRemaining("not a date", now).isPast).toBe(true);
  });
});

describe("parsePositiveInteger", () => {
  it("accepts positive integers only", () => {
    expect(parsePositiveInteger("3")).toBe(3);
    expect(parsePositiveInteger("123456789012345")).toBe(123456789012345);
    expect(parsePositiveInteger(undefined)).toBeNull();
    for (const bad of ["0", "-1", "1.5", "01", "abc", "1234567890123456", "1e3"]) {
      expect(parsePositiveInteger(bad)).toBeNull();
    }
  });

  it("names a timeline entry's anchor", () => {
    expect(timelineEntryId(2)).toBe("progress-2");
  });
});
