import { describe, expect, it } from "vitest";
import { createMemorySharedState } from "./memory-shared-state";

describe("one node's shared state", () => {
  it("grants a mark once until it expires by the app's clock, two claims at once included", async () => {
    let now = new Date("2026-12-01T08:00:00Z");
    const state = createMemorySharedState(() => now);
    expect(
      await Promise.all([
        state.claimOnce("captcha-token:a", 1_000),
        state.claimOnce("captcha-token:a", 1_000),
      ]),
    ).toEqual([true, false]);
    expect(await state.claimOnce("captcha-token:b", 1_000)).toBe(true);
    now = new Date(now.getTime() + 999);
    expect(await state.claimOnce("captcha-token:a", 1_000)).toBe(false);
    now = new Date(now.getTime() + 1);
    expect(await state.claimOnce("captcha-token:a", 1_000)).toBe(true);
  });

  it("gives a hold to one holder until it is released or lapses by the app's clock", async () => {
    let now = new Date("2026-12-01T08:00:00Z");
    const state = createMemorySharedState(() => now);
    const first = await state.hold("poster:a", 1_000);
    expect(first).not.toBeNull();
    expect(await state.hold("poster:a", 1_000)).toBeNull();
    await first?.();
    const second = await state.hold("poster:a", 1_000);
    expect(second).not.toBeNull();
    now = new Date(now.getTime() + 1_000);
    const third = await state.hold("poster:a", 1_000);
    expect(third).not.toBeNull();
    // The lapsed holder's release leaves the new holder's hold.
    await second?.();
    expect(await state.hold("poster:a", 1_000)).toBeNull();
    await third?.();
  });

  it("uses the rate-limit plugin's own store and has no one to tell of a change", async () => {
    const state = createMemorySharedState();
    expect(state.rateLimitStore).toBeUndefined();
    const heard: unknown[] = [];
    state.onInvalidation((invalidation) => heard.push(invalidation));
    await state.publish({ keys: ["complaint-page:1"] });
    expect(heard).toEqual([]);
  });
});
