import { describe, expect, it } from "vitest";
import { countCharacters, describeCharacterCount, formatCharacterCount } from "./character-count";

describe("character count (docs/product/validation.md#word-limits)", () => {
  it("counts Chinese, Latin and emoji as one character each", () => {
    expect(countCharacters("")).toBe(0);
    expect(countCharacters("退款不到账")).toBe(5);
    expect(countCharacters("iPhone 15")).toBe(9);
    expect(countCharacters("差评👎𠮷")).toBe(4);
  });

  it("formats the visible counter", () => {
    expect(formatCharacterCount(123, 2000)).toBe("123/2000");
  });

  it("tells what is left, or how far over the limit", () => {
    expect(describeCharacterCount(123, 2000)).toBe("已输入123字，还可输入1877字");
    expect(describeCharacterCount(2005, 2000)).toBe("已超出5字，最多2000字");
  });
});
