import { describe, expect, it } from "vitest";
import {
  fenOfYuan,
  formatYuan,
  grantedPeriod,
  isMembershipActive,
  refundedSeconds,
  shortenedEnd,
} from "./vip-membership";

const now = new Date("2026-12-07T01:00:00.000Z");

describe("a paid plan's period", () => {
  it("starts now when there is no running membership", () => {
    expect(grantedPeriod(now, null, 30)).toEqual({
      startsAt: now,
      endsAt: new Date("2027-01-06T01:00:00.000Z"),
    });
  });

  it("starts now when the membership has already ended", () => {
    const ended = new Date("2026-11-01T00:00:00.000Z");
    expect(grantedPeriod(now, ended, 1).endsAt).toEqual(new Date("2026-12-08T01:00:00.000Z"));
  });

  it("extends a running membership from its end", () => {
    const end = new Date("2026-12-20T12:30:00.000Z");
    expect(grantedPeriod(now, end, 365)).toEqual({
      startsAt: end,
      endsAt: new Date("2027-12-20T12:30:00.000Z"),
    });
  });
});

describe("a refund's share of the period", () => {
  it("takes back the refunded share in whole seconds, rounded down", () => {
    expect(refundedSeconds(30, 2990, 2990)).toBe(30 * 86_400);
    expect(refundedSeconds(30, 1495, 2990)).toBe(15 * 86_400);
    expect(refundedSeconds(90, 1, 7900)).toBe(984); // 7,776,000 / 7,900 = 984.3…
  });

  it("refuses a refund of nothing, of a fraction of a fen or of more than was paid", () => {
    expect(() => refundedSeconds(30, 0, 2990)).toThrow();
    expect(() => refundedSeconds(30, 1.5, 2990)).toThrow();
    expect(() => refundedSeconds(30, 2991, 2990)).toThrow();
  });

  it("shortens the end, never below now and never beyond where it was", () => {
    const end = new Date("2027-01-06T01:00:00.000Z");
    expect(shortenedEnd(now, end, 15 * 86_400)).toEqual(new Date("2026-12-22T01:00:00.000Z"));
    expect(shortenedEnd(now, end, 60 * 86_400)).toEqual(now);
    const ended = new Date("2026-12-01T00:00:00.000Z");
    expect(shortenedEnd(now, ended, 86_400)).toEqual(ended);
  });
});

describe("membership", () => {
  it("runs until its end, exclusive", () => {
    expect(isMembershipActive(now, null)).toBe(false);
    expect(isMembershipActive(now, now)).toBe(false);
    expect(isMembershipActive(now, new Date(now.getTime() + 1))).toBe(true);
  });
});

describe("yuan for display", () => {
  it("shows fen as yuan with two decimals", () => {
    expect(formatYuan(0)).toBe("0.00");
    expect(formatYuan(1)).toBe("0.01");
    expect(formatYuan(2990)).toBe("29.90");
    expect(formatYuan(19_800)).toBe("198.00");
    expect(formatYuan(-150)).toBe("-1.50");
    expect(() => formatYuan(12.5)).toThrow();
  });
});

describe("yuan typed by a person", () => {
  it("are whole fen, whatever a double makes of them", () => {
    expect(fenOfYuan(19.9)).toBe(1990);
    expect(fenOfYuan(0.07)).toBe(7);
    expect(fenOfYuan(168)).toBe(16800);
  });
});
