import type { CacheStore } from "../providers/cache/cache-store";

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
  forget(key: string): Promise<void>;
}

export function createReadThroughCache(
  store: CacheStore,
  options: { namespace: string; log: (error: unknown) => void },
): ReadThroughCache {
  const { log } = options;
  // A release whose cached shapes changed gets a new namespace, so it never reads the old ones.
  const prefix = `${options.namespace}:`;
  const loading = new Map<string, Promise<unknown>>();

  async function readStored(key: string): Promise<string | null> {
    try {
      return await store.get(key);
    } catch (error) {
      log(error);
      return null;
    }
  }

  async function loadAndStore<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const value = await load();
    store.set(key, JSON.stringify(value), ttlMs).catch(log);
    return value;
  }

  return {
    async remember<T>(name: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const key = prefix + name;
      const inFlight = loading.get(key);
      if (inFlight) return inFlight as Promise<T>;
      const stored = await readStored(key);
      if (stored !== null) return JSON.parse(stored) as T;
      const again = loading.get(key);
      if (again) return again as Promise<T>;
      const promise = loadAndStore(key, ttlMs, load).finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    async forget(name) {
      await store.delete(prefix + name).catch(log);
    },
  };
}

/** A stable key for a query object: the same filters in any order give the same key. */
export function queryKey(query: Record<string, unknown>): string {
  return Object.keys(query)
    .filter((name) => query[name] !== undefined && query[name] !== "")
    .sort()
    .map((name) => `${name}=${String(query[name])}`)
    .join("&");
}
