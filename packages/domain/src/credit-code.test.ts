import { describe, expect, it } from "vitest";
import {
  CREDIT_CODE_CHARACTERS,
  creditCodeCheckCharacter,
  hasCreditCodeFormat,
  isUnifiedSocialCreditCode,
} from "./credit-code";

// Published codes of real enterprises (business licences are public records).
const REAL_CODES = ["91110000802100433B", "91440300708461136T", "91330100799655058B"];

describe("unified social credit code", () => {
  it("accepts published codes", () => {
    for (const code of REAL_CODES) expect(isUnifiedSocialCreditCode(code), code).toBe(true);
  });

  it("computes the check character of the first 17 characters", () => {
    for (const code of REAL_CODES) expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(code[17]);
  });

  it("refuses every other check character of a well-formed code", () => {
    const [code] = REAL_CODES as [string];
    for (const character of CREDIT_CODE_CHARACTERS) {
      const candidate = code.slice(0, 17) + character;
      expect(hasCreditCodeFormat(candidate)).toBe(true);
      expect(isUnifiedSocialCreditCode(candidate)).toBe(character === code[17]);
    }
  });

  it("catches a swap of two neighbouring characters", () => {
    const code = "91440300708461136T";
    const swapped = `${code.slice(0, 8)}${code[9]}${code[8]}${code.slice(10)}`;
    expect(swapped).not.toBe(code);
    expect(isUnifiedSocialCreditCode(swapped)).toBe(false);
  });

  it("refuses the wrong length, forbidden letters, lower case and letters in the division", () => {
    for (const code of ["", "123", "91110000802100433", "91110000802100433BB", "9111000080210043IB"]) {
      expect(hasCreditCodeFormat(code), code).toBe(false);
    }
    expect(isUnifiedSocialCreditCode("91110000802100433b")).toBe(false);
    expect(hasCreditCodeFormat("9111A000802100433B")).toBe(false);
  });
});
