import type { CacheStore } from "./cache-store";

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * The offline default: a per-process LRU bounded by entry count. Each node of a cluster keeps
 * its own copy, which is fine for short-lived public reads; a cluster that needs one shared copy
 * uses Redis.
 */
export function createMemoryCacheStore(options: { maxEntries: number; now?: () => number }): CacheStore {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on read keeps the least recently used first.
  const entries = new Map<string, Entry>();
  return {
    name: "memory",
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (entry.expiresAt <= now()) return null;
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
