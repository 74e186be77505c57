import { describe, expect, it } from "vitest";
import { describeRemaining, formatDuration } from "./remaining-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatDuration", () => {
  it("shows days and hours from a day on, rounding down", () => {
    expect(formatDuration(3 * DAY + 5 * HOUR + 59 * MINUTE)).toBe("3天5小时");
    expect(formatDuration(2 * DAY + 30 * MINUTE)).toBe("2天");
    expect(formatDuration(DAY)).toBe("1天");
  });

  it("shows hours and minutes under a day", () => {
    expect(formatDuration(DAY - 1)).toBe("23小时59分");
    expect(formatDuration(7 * HOUR + 59_999)).toBe("7小时");
  });

  it("shows minutes under an hour, and says when not even one is left", () => {
    expect(formatDuration(HOUR - 1)).toBe("59分钟");
    expect(formatDuration(MINUTE)).toBe("1分钟");
    expect(formatDuration(MINUTE - 1)).toBe("不足1分钟");
    expect(formatDuration(0)).toBe("不足1分钟");
  });
});

describe("describeRemaining", () => {
  const now = Date.parse("2026-06-01T00:00:00Z");
  const later = (ms: number) => new Date(now + ms).toISOString();

  it("counts down to the deadline", () => {
    expect(describeRemaining(later(3 * DAY + 5 * HOUR), now)).toEqual({
      text: "剩余3天5小时",
      isPast: false,
    });
    expect(describeRemaining(later(45 * MINUTE), now)).toEqual({ text: "剩余45分钟", isPast: false });
  });

  it("counts up once the deadline has passed", () => {
    expect(describeRemaining(later(0), now)).toEqual({ text: "已超期不足1分钟", isPast: true });
    expect(describeRemaining(later(-2 * HOUR), now)).toEqual({ text: "已超期2小时", isPast: true });
    expect(describeRemaining("not a date", now)).toEqual({ text: "已超期", isPast: true });
  });
});
