import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("shows numbers below 10000 as they are", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(9999)).toBe("9999");
    expect(formatCount(12.5)).toBe("12.5");
  });

  it("adds thousands separators on request", () => {
    expect(formatCount(1234, { separator: true })).toBe("1,234");
    expect(formatCount(999, { separator: true })).toBe("999");
    expect(formatCount(1234.567, { separator: true })).toBe("1,234.567");
  });

  it("shortens from 10000 up with 万, 亿 and 万亿 at 2 decimals", () => {
    expect(formatCount(12_345)).toBe("1.23万");
    expect(formatCount(123_456_789)).toBe("1.23亿");
    expect(formatCount(1.2345e12)).toBe("1.23万亿");
    expect(formatCount(99_999_999_999)).toBe("1000亿");
  });

  it("trims trailing zeros", () => {
    expect(formatCount(10_000)).toBe("1万");
    expect(formatCount(15_000)).toBe("1.5万");
    expect(formatCount(1e8)).toBe("1亿");
    expect(formatCount(1e12)).toBe("1万亿");
  });

  it("rounds half up and steps to the next unit when rounding reaches it", () => {
    expect(formatCount(12_350)).toBe("1.24万");
    expect(formatCount(99_999_999)).toBe("1亿");
    expect(formatCount(99_994_999)).toBe("9999.5万");
    expect(formatCount(999_999_999_999_999)).toBe("1000万亿");
  });

  it("honours the decimals option", () => {
    expect(formatCount(12_345, { decimals: 0 })).toBe("1万");
    expect(formatCount(100_000, { decimals: 0 })).toBe("10万");
    expect(formatCount(50_000_000, { decimals: 0 })).toBe("5000万");
    expect(formatCount(99_995_000, { decimals: 0 })).toBe("1亿");
    expect(formatCount(12_345, { decimals: 4 })).toBe("1.2345万");
  });

  it("groups the integer part of large shortened numbers", () => {
    expect(formatCount(1.2345e16, { separator: true })).toBe("12,345万亿");
    expect(formatCount(12_345, { separator: true })).toBe("1.23万");
  });

  it("keeps the sign of negative numbers", () => {
    expect(formatCount(-1234, { separator: true })).toBe("-1,234");
    expect(formatCount(-12_345)).toBe("-1.23万");
    expect(formatCount(-12_350)).toBe("-1.24万");
    expect(formatCount(-0)).toBe("0");
  });

  it("shows a placeholder for non-finite input", () => {
    expect(formatCount(Number.NaN)).toBe("--");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("--");
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe("--");
  });

  it("rejects an invalid decimals option", () => {
    expect(() => formatCount(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatCount(1, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatCount(1, { decimals: 21 })).toThrow(RangeError);
  });
});

describe("formatCount's options at their edges", () => {
  it("groups every three digits of a long figure", () => {
    expect(formatCount(1_234_567e12, { separator: true })).toBe("1,234,567万亿");
  });

  it("takes up to 20 decimals and names a refused count", () => {
    expect(formatCount(12_345, { decimals: 20 })).toBe("1.2345万");
    expect(() => formatCount(1, { decimals: 21 })).toThrow(
      "decimals must be an integer from 0 to 20, got 21",
    );
  });
});
