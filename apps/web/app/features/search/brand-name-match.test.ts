import { describe, expect, it } from "vitest";
import { findBrandNameMatch } from "./brand-name-match";

describe("findBrandNameMatch", () => {
  it("marks the key where the name contains it, ignoring case", () => {
    expect(findBrandNameMatch("云杉优选", "优选")).toEqual([[2, 4]]);
    expect(findBrandNameMatch("Vivo手机", " VIVO ")).toEqual([[0, 4]]);
  });

  it("marks the whole name for a pinyin or initials key", () => {
    expect(findBrandNameMatch("云杉优选", "yunshan")).toEqual([[0, 4]]);
    expect(findBrandNameMatch("云杉优选", "ysyx")).toEqual([[0, 4]]);
  });

  it("marks nothing for a Chinese key the name lacks or an empty key", () => {
    expect(findBrandNameMatch("云杉优选", "净化器")).toEqual([]);
    expect(findBrandNameMatch("云杉优选", "  ")).toEqual([]);
  });
});
