import { describe, expect, it, vi } from "vitest";
import { cacheUntilRejected } from "./cache-until-rejected";

describe("cacheUntilRejected", () => {
  it("loads once and shares the result, also while the first call is pending", async () => {
    const load = vi.fn(async () => "client");
    const get = cacheUntilRejected(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe("client");
    expect(first).toBe("client");
    expect(second).toBe("client");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again after a failure, and keeps the first success", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue("client");
    const get = cacheUntilRejected(load);
    await expect(get()).rejects.toThrow("Failed to fetch dynamically imported module");
    await expect(get()).resolves.toBe("client");
    await expect(get()).resolves.toBe("client");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives every caller of a failed attempt the same rejection", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline"));
    const get = cacheUntilRejected(load);
    const results = await Promise.allSettled([get(), get()]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
