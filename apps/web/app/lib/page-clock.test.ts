import { describe, expect, it } from "vitest";
import { pageClock } from "./page-clock";

describe("pageClock", () => {
  const minute = Date.UTC(2026, 10, 22, 6, 30);

  it("gives every instant of a minute that minute's start", () => {
    expect(pageClock(minute)).toBe(minute);
    expect(pageClock(minute + 1)).toBe(minute);
    expect(pageClock(minute + 59_999)).toBe(minute);
  });

  it("moves on at the next minute", () => {
    expect(pageClock(minute + 60_000)).toBe(minute + 60_000);
    expect(pageClock(minute - 1)).toBe(minute - 60_000);
  });

  it("reads the real clock when given none", () => {
    const before = pageClock(Date.now());
    const now = pageClock();
    expect(now % 60_000).toBe(0);
    expect(now).toBeGreaterThanOrEqual(before);
  });
});
