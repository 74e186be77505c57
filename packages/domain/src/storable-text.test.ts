import { describe, expect, it } from "vitest";
import { hasUnstorableCharacter, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";

describe("hasUnstorableCharacter", () => {
  it("finds U+0000 and lone surrogates", () => {
    expect(hasUnstorableCharacter("a\u0000b")).toBe(true);
    expect(hasUnstorableCharacter("标题\ud800")).toBe(true);
    expect(hasUnstorableCharacter("\udc00标题")).toBe(true);
    expect(hasUnstorableCharacter("\udc00\ud800")).toBe(true);
  });

  it("accepts text PostgreSQL stores, astral characters and right-to-left marks included", () => {
    expect(hasUnstorableCharacter("𠮷野家 \u202e退款\u200f 😀 \t\n")).toBe(false);
    expect(hasUnstorableCharacter("")).toBe(false);
  });
});

describe("unstorable text in words", () => {
  it("asks the writer to delete the character", () => {
    expect(UNSTORABLE_TEXT_MESSAGE).toBe("内容含有无法识别的字符，请删除后重试");
  });
});
