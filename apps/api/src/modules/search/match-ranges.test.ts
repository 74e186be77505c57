import { describe, expect, it } from "vitest";
import { findMatchRanges, mergeRanges } from "./match-ranges";

describe("findMatchRanges", () => {
  it("marks the whole key and each of its words, merged", () => {
    expect(findMatchRanges("新装空调漏水严重", "空调漏水")).toEqual([[2, 6]]);
    expect(findMatchRanges("空调坏了，墙面漏水", "空调漏水")).toEqual([
      [0, 2],
      [7, 9],
    ]);
  });

  it("marks no lone character of a longer key", () => {
    expect(findMatchRanges("麦芽商城的商家拒绝退款", "麦芽商城")).toEqual([[0, 4]]);
    expect(findMatchRanges("商家拒绝退款", "商")).toEqual([[0, 1]]);
  });

  it("ignores case and finds every occurrence", () => {
    expect(findMatchRanges("Switch 和 switch", "SWITCH")).toEqual([
      [0, 6],
      [9, 15],
    ]);
  });

  it("returns nothing when the text does not contain the key", () => {
    expect(findMatchRanges("退款", "发货")).toEqual([]);
  });
});

describe("mergeRanges", () => {
  it("joins overlapping and touching ranges and sorts them", () => {
    expect(
      mergeRanges([
        [5, 7],
        [0, 2],
        [1, 3],
        [3, 4],
      ]),
    ).toEqual([
      [0, 4],
      [5, 7],
    ]);
  });
});
