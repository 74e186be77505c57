import { describe, expect, it } from "vitest";
import { exactFen, signContent } from "./alipay-protocol";

describe("exactFen", () => {
  it("reads Alipay's yuan into integer fen exactly", () => {
    expect(exactFen("0.01")).toBe(1);
    expect(exactFen("19.90")).toBe(1990);
    expect(exactFen("19.9")).toBe(1990);
    expect(exactFen("100")).toBe(10000);
    // 0.07 * 100 is 7.000000000000001 in floating point; 1.13 * 100 is 112.99999999999999.
    expect(exactFen("0.07")).toBe(7);
    expect(exactFen("1.13")).toBe(113);
  });

  it("refuses anything that is not a plain amount", () => {
    for (const text of ["", "-1", "1.001", "1e2", "19.9e0", " 1", "1,00", "0x10"])
      expect(exactFen(text)).toBeNull();
    expect(exactFen(undefined)).toBeNull();
  });
});

describe("signContent", () => {
  it("sorts the parameters with a value, leaving out sign (and sign_type for notifications)", () => {
    const params = { b: "2", a: "中文 1", sign: "x", sign_type: "RSA2", empty: "" };
    expect(signContent(params, { withSignType: false })).toBe("a=中文 1&b=2");
    expect(signContent(params, { withSignType: true })).toBe("a=中文 1&b=2&sign_type=RSA2");
  });
});
