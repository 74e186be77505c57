/**
 * A shared key-value cache with expiry (decision 011). Values are strings so any store can hold
 * them. A store that fails or does not answer in time rejects; the read-through cache logs it and
 * loads from the database instead, because a cache outage must slow the site down, never break it.
 */
export interface CacheStore {
  readonly name: string;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Caches nothing: every read misses. For tests that must see each write at once. */
export function createNoCacheStore(): CacheStore {
  return {
    name: "none",
    get: async () => null,
    set: async () => {},
    delete: async () => {},
    close: async () => {},
  };
}
