import { describe, expect, it } from "vitest";
import { vipShortenedWords } from "./vip-texts";

describe("what a refund took off the membership, in words", () => {
  it("says days and hours, to the nearest hour", () => {
    expect(vipShortenedWords(15 * 86_400)).toBe("缩短15天");
    expect(vipShortenedWords(14 * 86_400 + 6 * 3600 + 1000)).toBe("缩短14天6小时");
    expect(vipShortenedWords(5 * 3600)).toBe("缩短5小时");
    expect(vipShortenedWords(600)).toBe("缩短不足1小时");
  });

  it("says nothing while nothing was taken", () => {
    expect(vipShortenedWords(null)).toBeNull();
    expect(vipShortenedWords(0)).toBeNull();
  });
});
