import { describe, expect, it } from "vitest";
import {
  isMemberDiscountPercent,
  MEMBER_DISCOUNT_PERCENT_MAX,
  MEMBER_DISCOUNT_PERCENT_MIN,
  memberDiscountWords,
  memberPriceFen,
} from "./member-discount";

describe("a lawyer's member discount", () => {
  it("is a whole percentage within the allowed range", () => {
    expect(isMemberDiscountPercent(MEMBER_DISCOUNT_PERCENT_MIN)).toBe(true);
    expect(isMemberDiscountPercent(MEMBER_DISCOUNT_PERCENT_MAX)).toBe(true);
    expect(isMemberDiscountPercent(MEMBER_DISCOUNT_PERCENT_MIN - 1)).toBe(false);
    expect(isMemberDiscountPercent(MEMBER_DISCOUNT_PERCENT_MAX + 1)).toBe(false);
    expect(isMemberDiscountPercent(12.5)).toBe(false);
  });

  it("takes the percentage off the fee, exactly when it divides", () => {
    expect(memberPriceFen(300_000, 10)).toBe(270_000);
    expect(memberPriceFen(80_000, 50)).toBe(40_000);
    expect(memberPriceFen(0, 20)).toBe(0);
  });

  it("rounds the member price down to the fen, in the member's favour", () => {
    // 12.34 yuan less 15% is 10.489 yuan: the member pays 10.48.
    expect(memberPriceFen(1234, 15)).toBe(1048);
    // 0.01 yuan less 5% is 0.0095 yuan: the member pays nothing.
    expect(memberPriceFen(1, 5)).toBe(0);
    // 99.99 yuan less 33% is 66.9933 yuan.
    expect(memberPriceFen(9999, 33)).toBe(6699);
  });

  it("keeps exact fen for the largest quotes", () => {
    expect(memberPriceFen(100_000_000, 7)).toBe(93_000_000);
    expect(memberPriceFen(99_999_999, 7)).toBe(92_999_999);
  });

  it("refuses what is not a fee in fen or an allowed discount", () => {
    expect(() => memberPriceFen(10.5, 10)).toThrow(RangeError);
    expect(() => memberPriceFen(-1, 10)).toThrow(RangeError);
    expect(() => memberPriceFen(1000, 60)).toThrow(RangeError);
  });

  it("is said the same everywhere", () => {
    expect(memberDiscountWords(15)).toBe("会员优惠 减15%");
  });
});
