/**
 * A shared key-value cache with expiry (decision 011). Values are bytes, kept and answered as they
 * are sent: a cached answer goes out without being decoded and encoded again (decision 108). A
 * store that fails or does not answer in time rejects; the read-through cache logs it and loads
 * from the database instead, because a cache outage must slow the site down, never break it.
 */
export interface CacheStore {
  readonly name: string;
  /** True when every node reads the same copy (Redis): a change dropped once is dropped for all. */
  readonly isShared: boolean;
  get(key: string): Promise<Buffer | null>;
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Drops every key starting with `prefix` (a family of lists). */
  deletePrefix(prefix: string): Promise<void>;
  close(): Promise<void>;
}

/** Caches nothing: every read misses. For tests that must see each write at once. */
export function createNoCacheStore(): CacheStore {
  return {
    name: "none",
    isShared: false,
    get: async () => null,
    set: async () => {},
    delete: async () => {},
    deletePrefix: async () => {},
    close: async () => {},
  };
}
