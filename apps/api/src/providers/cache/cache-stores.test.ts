import { once } from "node:events";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryCacheStore } from "./memory-cache-store";
import { createRedisCacheStore } from "./redis-cache-store";

describe("memory cache store", () => {
  it("answers until the entry expires", async () => {
    let now = 1_000;
    const store = createMemoryCacheStore({ maxEntries: 10, now: () => now });
    await store.set("a", "1", 500);
    expect(await store.get("a")).toBe("1");
    now = 1_499;
    expect(await store.get("a")).toBe("1");
    now = 1_500;
    expect(await store.get("a")).toBeNull();
  });

  it("evicts the least recently used entry beyond its size", async () => {
    const store = createMemoryCacheStore({ maxEntries: 2 });
    await store.set("a", "1", 60_000);
    await store.set("b", "2", 60_000);
    await store.get("a");
    await store.set("c", "3", 60_000);
    expect(await store.get("b")).toBeNull();
    expect(await store.get("a")).toBe("1");
    expect(await store.get("c")).toBe("3");
  });

  it("drops expired entries as new ones are written, not only when they are read", async () => {
    let now = 0;
    const store = createMemoryCacheStore({ maxEntries: 100, now: () => now });
    for (const key of ["a", "b", "c"]) await store.set(key, "值", 1_000);
    now = 1_000;
    await store.set("d", "值", 1_000);
    expect(store.size()).toBe(1);
    expect(await store.get("d")).toBe("值");
  });

  it("forgets a deleted key", async () => {
    const store = createMemoryCacheStore({ maxEntries: 10 });
    await store.set("a", "1", 60_000);
    await store.delete("a");
    expect(await store.get("a")).toBeNull();
  });
});

describe("redis cache store", () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("fails a command within its timeout when the server never answers, and when none listens", async () => {
    // Accepts the connection and says nothing, like a server behind a cut network.
    const silent = net.createServer(() => {});
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as net.AddressInfo;
    const store = createRedisCacheStore({ url: `redis://127.0.0.1:${port}/2`, timeoutMs: 50 });
    cleanups.push(store.close, () => silent.close());
    await expect(store.get("k")).rejects.toThrow();

    const nowhere = createRedisCacheStore({ url: "redis://127.0.0.1:1", timeoutMs: 50 });
    cleanups.push(nowhere.close);
    await expect(nowhere.get("k")).rejects.toThrow();
  });
});
