import { describe, expect, it } from "vitest";
import { isIdCardNumber, parseIdCardBirthDate } from "./id-card";

// 2024-06-01 12:00 in Beijing.
const NOW = new Date("2024-06-01T04:00:00Z");

// Builds a valid 18-digit number by appending the MOD 11-2 check character to 17 digits.
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return first17 + "10X98765432"[sum % 11];
}

describe("isIdCardNumber, 18 digits", () => {
  it("accepts a known-valid number", () => {
    // The GB 11643 standard's own example.
    expect(isIdCardNumber("11010519491231002X", NOW)).toBe(true);
    expect(isIdCardNumber("11010519491231002x", NOW)).toBe(true);
  });

  it("rejects a wrong check character and a single-digit typo", () => {
    expect(isIdCardNumber("110105194912310021", NOW)).toBe(false);
    expect(isIdCardNumber("11010519491231003X", NOW)).toBe(false);
  });

  it("checks days per month and leap years, including the century rule", () => {
    expect(isIdCardNumber(withCheck("11010520000229001"), NOW)).toBe(true);
    expect(isIdCardNumber(withCheck("11010519000229001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010520240229001"), NOW)).toBe(true);
    expect(isIdCardNumber(withCheck("11010520230229001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010519900431001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010519901231001"), NOW)).toBe(true);
    expect(isIdCardNumber(withCheck("11010519901232001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010519901301001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010519900001001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010519900100001"), NOW)).toBe(false);
  });

  it("accepts 1900 and today but not earlier years or future dates (Beijing time)", () => {
    expect(isIdCardNumber(withCheck("11010519000101001"), NOW)).toBe(true);
    expect(isIdCardNumber(withCheck("11010518991231001"), NOW)).toBe(false);
    expect(isIdCardNumber(withCheck("11010520240601001"), NOW)).toBe(true);
    expect(isIdCardNumber(withCheck("11010520240602001"), NOW)).toBe(false);
    // 2024-06-01 17:00 UTC is already 2 June in Beijing.
    expect(isIdCardNumber(withCheck("11010520240602001"), new Date("2024-06-01T17:00:00Z"))).toBe(true);
  });

  it("rejects a leading 0, wrong lengths and stray characters", () => {
    expect(isIdCardNumber(withCheck("01010519491231002"), NOW)).toBe(false);
    expect(isIdCardNumber("11010519491231002", NOW)).toBe(false);
    expect(isIdCardNumber("11010519491231002X1", NOW)).toBe(false);
    expect(isIdCardNumber(" 11010519491231002X", NOW)).toBe(false);
    expect(isIdCardNumber("1101051949123100XX", NOW)).toBe(false);
    expect(isIdCardNumber("", NOW)).toBe(false);
  });

  it("uses the current time by default", () => {
    expect(isIdCardNumber("11010519491231002X")).toBe(true);
    expect(isIdCardNumber(withCheck("11010530000101001"))).toBe(false);
  });
});

describe("isIdCardNumber, 15 digits", () => {
  it("reads a 19YY birth date and has no check character", () => {
    expect(isIdCardNumber("110105491231002", NOW)).toBe(true);
    expect(isIdCardNumber("110105000229002", NOW)).toBe(false);
    expect(isIdCardNumber("110105960229002", NOW)).toBe(true);
    expect(isIdCardNumber("110105970229002", NOW)).toBe(false);
    expect(isIdCardNumber("110105491331002", NOW)).toBe(false);
  });

  it("allows no X and no leading 0", () => {
    expect(isIdCardNumber("11010549123100X", NOW)).toBe(false);
    expect(isIdCardNumber("010105491231002", NOW)).toBe(false);
  });
});

describe("parseIdCardBirthDate", () => {
  it("returns the calendar date of either form", () => {
    expect(parseIdCardBirthDate("11010519491231002X")).toEqual({ year: 1949, month: 12, day: 31 });
    expect(parseIdCardBirthDate("110105491231002")).toEqual({ year: 1949, month: 12, day: 31 });
  });

  it("does not check the check character or the present", () => {
    expect(parseIdCardBirthDate("110105194912310021")).toEqual({ year: 1949, month: 12, day: 31 });
    expect(parseIdCardBirthDate("110105299901010011")).toEqual({ year: 2999, month: 1, day: 1 });
  });

  it("returns null without a real date or the right shape", () => {
    expect(parseIdCardBirthDate("110105194902300021")).toBeNull();
    expect(parseIdCardBirthDate("110105189912310021")).toBeNull();
    expect(parseIdCardBirthDate("1101051949")).toBeNull();
    expect(parseIdCardBirthDate("")).toBeNull();
  });
});

describe("the 15-digit form, whole", () => {
  it("is valid without a check character, and read only as the whole text", () => {
    expect(isIdCardNumber("110105491231002", NOW)).toBe(true);
    expect(parseIdCardBirthDate("110105491231002")).toEqual({ year: 1949, month: 12, day: 31 });
    expect(parseIdCardBirthDate("1110105491231002")).toBeNull();
    expect(parseIdCardBirthDate("1101054912310021")).toBeNull();
  });
});
