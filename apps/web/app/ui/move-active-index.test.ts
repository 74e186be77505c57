import { describe, expect, it } from "vitest";
import { moveActiveIndex } from "./move-active-index";

describe("moveActiveIndex", () => {
  it("enters the list at either end and wraps around", () => {
    expect(moveActiveIndex(-1, 3, 1)).toBe(0);
    expect(moveActiveIndex(-1, 3, -1)).toBe(2);
    expect(moveActiveIndex(0, 3, 1)).toBe(1);
    expect(moveActiveIndex(2, 3, 1)).toBe(0);
    expect(moveActiveIndex(0, 3, -1)).toBe(2);
    expect(moveActiveIndex(2, 3, -1)).toBe(1);
  });

  it("has nothing to activate in an empty list", () => {
    expect(moveActiveIndex(-1, 0, 1)).toBe(-1);
    expect(moveActiveIndex(1, 0, -1)).toBe(-1);
  });
});
