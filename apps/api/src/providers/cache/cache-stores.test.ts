import { once } from "node:events";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { CacheStore } from "./cache-store";
import { createMemoryCacheStore } from "./memory-cache-store";
import { createRedisCacheStore } from "./redis-cache-store";

/** What a store answers for `key`, as text. */
async function textOf(store: CacheStore, key: string): Promise<string | null> {
  return (await store.get(key))?.toString() ?? null;
}

const bytes = (text: string) => Buffer.from(text);

describe("memory cache store", () => {
  it("answers until the entry expires", async () => {
    let now = 1_000;
    const store = createMemoryCacheStore({ maxEntries: 10, now: () => now });
    await store.set("a", bytes("1"), 500);
    expect(await textOf(store, "a")).toBe("1");
    now = 1_499;
    expect(await textOf(store, "a")).toBe("1");
    now = 1_500;
    expect(await store.get("a")).toBeNull();
  });

  it("evicts the least recently used entry beyond its size", async () => {
    const store = createMemoryCacheStore({ maxEntries: 2 });
    await store.set("a", bytes("1"), 60_000);
    await store.set("b", bytes("2"), 60_000);
    await store.get("a");
    await store.set("c", bytes("3"), 60_000);
    expect(await store.get("b")).toBeNull();
    expect(await textOf(store, "a")).toBe("1");
    expect(await textOf(store, "c")).toBe("3");
  });

  it("evicts the least recently used entries beyond its bytes, and keeps no value larger than them all", async () => {
    const store = createMemoryCacheStore({ maxEntries: 100, maxBytes: 10 });
    await store.set("a", bytes("1234"), 60_000);
    await store.set("b", bytes("5678"), 60_000);
    await store.get("a");
    await store.set("c", bytes("90"), 60_000);
    expect(store.bytes()).toBe(10);
    await store.set("d", bytes("x"), 60_000);
    expect(await store.get("b")).toBeNull();
    expect(await textOf(store, "a")).toBe("1234");
    expect(store.bytes()).toBe(7);

    await store.set("a", bytes("12"), 60_000);
    expect(store.bytes()).toBe(5);
    await store.set("huge", bytes("12345678901"), 60_000);
    expect(await store.get("huge")).toBeNull();
    expect(store.size()).toBe(3);
    await store.delete("c");
    await store.deletePrefix("d");
    expect(store.bytes()).toBe(2);
  });

  it("drops expired entries as new ones are written, not only when they are read", async () => {
    let now = 0;
    const store = createMemoryCacheStore({ maxEntries: 100, now: () => now });
    for (const key of ["a", "b", "c"]) await store.set(key, bytes("值"), 1_000);
    now = 1_000;
    await store.set("d", bytes("值"), 1_000);
    expect(store.size()).toBe(1);
    expect(store.bytes()).toBe(3);
    expect(await textOf(store, "d")).toBe("值");
  });

  it("forgets a deleted key", async () => {
    const store = createMemoryCacheStore({ maxEntries: 10 });
    await store.set("a", bytes("1"), 60_000);
    await store.delete("a");
    expect(await store.get("a")).toBeNull();
    expect(store.bytes()).toBe(0);
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
