import { describe, expect, it } from "vitest";
import { expiringValue } from "./expiring-value";

describe("expiringValue", () => {
  it("loads once per period, shares a pending load, and loads again once it expires", async () => {
    let clock = 0;
    let loads = 0;
    const read = expiringValue(
      async () => ++loads,
      1000,
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock = 999;
    expect(await read()).toBe(1);
    clock = 1000;
    expect(await read()).toBe(2);
  });

  it("forgets a failed load, so the next caller tries again", async () => {
    let fail = true;
    const read = expiringValue(
      async () => {
        if (fail) throw new Error("unavailable");
        return "ok";
      },
      60_000,
      () => 0,
    );
    await expect(read()).rejects.toThrow("unavailable");
    fail = false;
    expect(await read()).toBe("ok");
  });
});
