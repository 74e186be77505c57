import type { CacheStore } from "../providers/cache/cache-store";
import { createMemorySharedState } from "../providers/shared-state/memory-shared-state";
import {
  type CacheInvalidation,
  type CacheInvalidations,
  createCacheInvalidations,
} from "./cache-invalidations";

/** How long each kind of public read may be served from the cache (docs/decisions/011). */
export const CACHE_TTL_MS = {
  /** Lists and search results: a new complaint shows up within seconds. */
  list: 10_000,
  /** One complaint's public page: the lifecycle engine also drops it on every step. */
  complaintDetail: 10_000,
  /** A brand's newest complaints beside each of its complaints: one a minute late misses nothing. */
  related: 60_000,
  /** Figures and rankings: the jobs behind them refresh far less often. */
  figures: 60_000,
} as const;

export interface ReadThroughCache {
  /**
   * The value cached under `key`, or `load()`'s result, stored for `ttlMs`. Concurrent misses of
   * one key on this node share a single `load()`, so an expired popular page costs one query, not
   * one per waiting visitor.
   */
  remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /**
   * `remember` for text kept as the bytes it is sent as (an answer's JSON): a hit is the stored
   * bytes, with no decoding, parsing, serialising or encoding again.
   */
  rememberBytes(key: string, ttlMs: number, load: () => Promise<string>): Promise<Buffer>;
  /** Drops one entry on every node. */
  forget(key: string): Promise<void>;
  /** Drops what a change made stale on every node: entries, families of entries, rendered pages. */
  invalidate(invalidation: CacheInvalidation): Promise<void>;
  /** This node's lookups since it started, by how each was answered (read when metrics are scraped). */
  readonly lookups: Readonly<CacheLookups>;
}

/**
 * How a node's lookups of a cache were answered: from what was kept, by waiting for a load (or
 * render) already under way for the same key, or by a load of its own. Plain numbers, added to on
 * every lookup at no cost, read when metrics are scraped (decision 105).
 */
export type CacheLookups = {
  hit: number;
  joined: number;
  miss: number;
};

/**
 * `invalidations` carries changes between nodes (decision 099); without it this node is alone. A
 * change heard from another node drops this node's copies when they are its own (memory); a shared
 * store (Redis) was already cleared by the node that made the change.
 */
export function createReadThroughCache(
  store: CacheStore,
  options: { namespace: string; log: (error: unknown) => void; invalidations?: CacheInvalidations },
): ReadThroughCache {
  const { log } = options;
  const invalidations = options.invalidations ?? createCacheInvalidations(createMemorySharedState());
  // A release whose cached shapes changed gets a new namespace, so it never reads the old ones.
  const prefix = `${options.namespace}:`;
  // Loads under way, by key: a change that covers one marks it stale, so its answer is not kept.
  const loading = new Map<string, { promise: Promise<unknown>; isStale: boolean }>();
  const lookups: CacheLookups = { hit: 0, joined: 0, miss: 0 };

  invalidations.onInvalidation(async ({ keys = [], prefixes = [] }, source) => {
    const covers = (key: string) =>
      keys.some((name) => prefix + name === key) ||
      prefixes.some((family) => key.startsWith(prefix + family));
    for (const [key, pending] of loading) {
      if (!covers(key)) continue;
      pending.isStale = true;
      loading.delete(key);
    }
    if (source === "another node" && store.isShared) return;
    await Promise.all([
      ...keys.map((key) => store.delete(prefix + key)),
      ...prefixes.map((family) => store.deletePrefix(prefix + family)),
    ]).catch(log);
  });

  async function readStored(key: string): Promise<Buffer | null> {
    try {
      return await store.get(key);
    } catch (error) {
      log(error);
      return null;
    }
  }

  function loadAndStore<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
    encode: (value: T) => Buffer,
  ): Promise<T> {
    const pending = { promise: Promise.resolve() as Promise<unknown>, isStale: false };
    const promise = (async () => {
      const value = await load();
      if (!pending.isStale) store.set(key, encode(value), ttlMs).catch(log);
      return value;
    })().finally(() => {
      if (loading.get(key) === pending) loading.delete(key);
    });
    pending.promise = promise;
    loading.set(key, pending);
    return promise;
  }

  async function rememberAs<T>(
    name: string,
    ttlMs: number,
    load: () => Promise<T>,
    { encode, decode }: { encode: (value: T) => Buffer; decode: (stored: Buffer) => T },
  ): Promise<T> {
    const key = prefix + name;
    const inFlight = loading.get(key);
    if (inFlight) {
      lookups.joined++;
      return inFlight.promise as Promise<T>;
    }
    const stored = await readStored(key);
    if (stored !== null) {
      lookups.hit++;
      return decode(stored);
    }
    const again = loading.get(key);
    if (again) {
      lookups.joined++;
      return again.promise as Promise<T>;
    }
    lookups.miss++;
    return loadAndStore(key, ttlMs, load, encode);
  }

  return {
    remember: <T>(name: string, ttlMs: number, load: () => Promise<T>) =>
      rememberAs(name, ttlMs, load, {
        encode: (value) => Buffer.from(JSON.stringify(value)),
        decode: (stored) => JSON.parse(stored.toString()) as T,
      }),
    rememberBytes: (name, ttlMs, load) =>
      rememberAs(name, ttlMs, async () => Buffer.from(await load()), { encode: asIs, decode: asIs }),
    forget: (name) => invalidations.invalidate({ keys: [name] }),
    invalidate: (invalidation) => invalidations.invalidate(invalidation),
    lookups,
  };
}

const asIs = (bytes: Buffer) => bytes;

/** A stable key for a query object: the same filters in any order give the same key. */
export function queryKey(query: Record<string, unknown>): string {
  return Object.keys(query)
    .filter((name) => query[name] !== undefined && query[name] !== "")
    .sort()
    .map((name) => `${name}=${String(query[name])}`)
    .join("&");
}
