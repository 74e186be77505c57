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

  it("uses the rate-limit plugin's own store and has no one to tell of a change", async () => {
    const state = createMemorySharedState();
    expect(state.rateLimitStore).toBeUndefined();
    const heard: unknown[] = [];
    state.onInvalidation((invalidation) => heard.push(invalidation));
    await state.publish({ keys: ["complaint-page:1"] });
    expect(heard).toEqual([]);
  });
});
