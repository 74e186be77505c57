import { describe, expect, it } from "vitest";
import { formatMoney, isMoneyText, parseMoney } from "./money";

describe("money input rules (number ≥ 0, default 0; docs/product/entities.md#complaint-draft)", () => {
  it.each(["", "0", "12", "12.", "12.5", "12.50", ".5", "999999999.99"])("accepts %j while typing", (text) =>
    expect(isMoneyText(text)).toBe(true),
  );

  it.each(["-1", "12.345", "1,000", "1e5", "abc", "1.2.3", " 1", "1234567890"])("refuses %j", (text) =>
    expect(isMoneyText(text)).toBe(false),
  );

  it("reads the amount, empty as 0", () => {
    expect(parseMoney("")).toBe(0);
    expect(parseMoney(".")).toBe(0);
    expect(parseMoney("12.")).toBe(12);
    expect(parseMoney("0.1")).toBe(0.1);
    expect(parseMoney("19.99")).toBe(19.99);
  });

  it("writes it back with fen only when there are some", () => {
    expect(formatMoney(0)).toBe("0");
    expect(formatMoney(120)).toBe("120");
    expect(formatMoney(19.9)).toBe("19.90");
  });
});
