import { describe, expect, it, vi } from "vitest";
import type { CacheStore } from "../providers/cache/cache-store";
import { createMemoryCacheStore } from "../providers/cache/memory-cache-store";
import { type CacheInvalidation, createCacheInvalidations } from "./cache-invalidations";
import { createReadThroughCache, queryKey, type ReadThroughCache } from "./read-through-cache";

const silent = { namespace: "test", log: () => {} };

describe("read-through cache", () => {
  it("loads once, then answers from the store until the entry expires", async () => {
    let now = 0;
    const cache = createReadThroughCache(createMemoryCacheStore({ maxEntries: 10, now: () => now }), silent);
    const load = vi.fn(async () => ({ total: now }));
    expect(await cache.remember("k", 1000, load)).toEqual({ total: 0 });
    now = 999;
    expect(await cache.remember("k", 1000, load)).toEqual({ total: 0 });
    now = 1000;
    expect(await cache.remember("k", 1000, load)).toEqual({ total: 1000 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.lookups).toEqual({ hit: 1, joined: 0, miss: 2 });
  });

  it("shares one load among concurrent misses of a key", async () => {
    const cache = createReadThroughCache(createMemoryCacheStore({ maxEntries: 10 }), silent);
    let release = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(7))));
    const waiting = [1, 2, 3].map(() => cache.remember("k", 1000, load));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.lookups).toEqual({ hit: 0, joined: 2, miss: 1 });
  });

  it("stores nothing when the load fails, so the next call tries again", async () => {
    const cache = createReadThroughCache(createMemoryCacheStore({ maxEntries: 10 }), silent);
    await expect(cache.remember("k", 1000, () => Promise.reject(new Error("404")))).rejects.toThrow("404");
    expect(await cache.remember("k", 1000, async () => "found")).toBe("found");
  });

  it("loads from the database when the store fails, and logs it", async () => {
    const broken: CacheStore = {
      name: "broken",
      isShared: false,
      get: () => Promise.reject(new Error("down")),
      set: () => Promise.reject(new Error("down")),
      delete: () => Promise.reject(new Error("down")),
      deletePrefix: () => Promise.reject(new Error("down")),
      close: async () => {},
    };
    const log = vi.fn();
    const cache = createReadThroughCache(broken, { namespace: "test", log });
    expect(await cache.remember("k", 1000, async () => "fresh")).toBe("fresh");
    await cache.forget("k");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledTimes(3);
  });

  it("keeps namespaces apart and forgets a key", async () => {
    const store = createMemoryCacheStore({ maxEntries: 10 });
    const release1 = createReadThroughCache(store, { ...silent, namespace: "r1" });
    const release2 = createReadThroughCache(store, { ...silent, namespace: "r2" });
    await release1.remember("k", 1000, async () => "old shape");
    expect(await release2.remember("k", 1000, async () => "new shape")).toBe("new shape");
    await release1.forget("k");
    expect(await release1.remember("k", 1000, async () => "reloaded")).toBe("reloaded");
  });
});

describe("read-through cache across nodes", () => {
  /** Two nodes' caches, each on its own store, joined as Redis pub/sub joins them. */
  function twoNodes(stores: [CacheStore, CacheStore]) {
    const heard: ((invalidation: CacheInvalidation) => void)[] = [];
    const published: CacheInvalidation[] = [];
    const nodes = stores.map((store, index) => {
      const invalidations = createCacheInvalidations({
        publish: async (invalidation) => {
          published.push(invalidation);
          heard[1 - index]?.(invalidation);
        },
        onInvalidation: (listener) => {
          heard[index] = listener;
        },
      });
      return createReadThroughCache(store, { ...silent, invalidations });
    });
    return { nodes: nodes as [ReadThroughCache, ReadThroughCache], published };
  }

  it("drops a key, and a family of keys, from the other node's own memory", async () => {
    const { nodes, published } = twoNodes([
      createMemoryCacheStore({ maxEntries: 10 }),
      createMemoryCacheStore({ maxEntries: 10 }),
    ]);
    const [a, b] = nodes;
    for (const key of ["complaint-page:1", "complaint-list:page=1", "complaint-list:page=2", "brand-page:3"])
      await b.remember(key, 10_000, async () => "before");
    await a.invalidate({ keys: ["complaint-page:1"], prefixes: ["complaint-list:"] });
    expect(published).toEqual([{ keys: ["complaint-page:1"], prefixes: ["complaint-list:"] }]);
    for (const key of ["complaint-page:1", "complaint-list:page=1", "complaint-list:page=2"])
      expect(await b.remember(key, 10_000, async () => "after")).toBe("after");
    expect(await b.remember("brand-page:3", 10_000, async () => "after")).toBe("before");
  });

  it("leaves a shared store to the node that made the change", async () => {
    const shared = createMemoryCacheStore({ maxEntries: 10 });
    const deletes = vi.spyOn(shared, "delete");
    const { nodes } = twoNodes([
      { ...shared, isShared: true },
      { ...shared, isShared: true },
    ]);
    await nodes[0].forget("complaint-page:1");
    expect(deletes).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing a load read before a change that covers it", async () => {
    const cache = createReadThroughCache(createMemoryCacheStore({ maxEntries: 10 }), silent);
    const finish: Record<string, (value: string) => void> = {};
    const loadLater = (key: string) =>
      cache.remember(key, 10_000, () => new Promise<string>((resolve) => (finish[key] = resolve)));
    const staleList = loadLater("complaint-list:page=1");
    const figures = loadLater("complaint-statistic");
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cache.invalidate({ prefixes: ["complaint-list:"] });
    finish["complaint-list:page=1"]?.("shows the hidden complaint");
    finish["complaint-statistic"]?.("figures");
    expect(await staleList).toBe("shows the hidden complaint");
    expect(await figures).toBe("figures");
    expect(await cache.remember("complaint-list:page=1", 10_000, async () => "without it")).toBe(
      "without it",
    );
    expect(await cache.remember("complaint-statistic", 10_000, async () => "again")).toBe("figures");
  });
});

describe("queryKey", () => {
  it("is the same for the same filters in any order and leaves out empty ones", () => {
    expect(queryKey({ sort: "latest", page: 1, brand_id: undefined, key: "" })).toBe("page=1&sort=latest");
    expect(queryKey({ page: 1, sort: "latest" })).toBe(queryKey({ sort: "latest", page: 1 }));
  });
});
