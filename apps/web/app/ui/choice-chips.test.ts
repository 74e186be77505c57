import { describe, expect, it } from "vitest";
import { toggleChoice } from "./choice-chips";

const options = [
  { id: 11, name: "虚假宣传" },
  { id: 7, name: "退款难" },
  { id: 30, name: "服务态度差" },
];

describe("toggleChoice", () => {
  it("adds an unchecked option and removes a checked one", () => {
    expect(toggleChoice(options, [], 7)).toEqual([7]);
    expect(toggleChoice(options, [7, 30], 7)).toEqual([30]);
  });

  it("keeps the options' order, whatever order they were picked in", () => {
    expect(toggleChoice(options, [30], 11)).toEqual([11, 30]);
  });

  it("drops ids that are no longer offered (another subtype was chosen)", () => {
    expect(toggleChoice(options, [99, 11], 7)).toEqual([11, 7]);
  });
});
