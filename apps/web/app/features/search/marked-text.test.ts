import { describe, expect, it } from "vitest";
import { splitByRanges } from "./marked-text";

describe("splitByRanges", () => {
  it("alternates plain and matched pieces", () => {
    expect(
      splitByRanges("新装空调漏水严重", [
        [2, 4],
        [4, 6],
      ]),
    ).toEqual([
      { text: "新装", matched: false },
      { text: "空调", matched: true },
      { text: "漏水", matched: true },
      { text: "严重", matched: false },
    ]);
  });

  it("returns the whole text unmarked without ranges", () => {
    expect(splitByRanges("退款", [])).toEqual([{ text: "退款", matched: false }]);
  });

  it("clips ranges beyond the text and overlapping ones", () => {
    expect(
      splitByRanges("abc", [
        [1, 9],
        [0, 2],
      ]),
    ).toEqual([
      { text: "a", matched: false },
      { text: "bc", matched: true },
    ]);
  });
});
