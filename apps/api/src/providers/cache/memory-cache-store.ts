import type { CacheStore } from "./cache-store";

interface Entry {
  // Outside the JavaScript heap: a cache of 20,000 answers is hundreds of megabytes as strings,
  // which the garbage collector would copy and trace on every collection of a busy server.
  value: Buffer;
  expiresAt: number;
}

/** Expired entries looked at, oldest first, on each write: the dead leave about as fast as the new arrive. */
const EXPIRED_SWEEP = 4;

/**
 * The offline default: a per-process LRU bounded by entry count. Each node of a cluster keeps
 * its own copy, dropped on every node when a change is announced (decision 099); a cluster that
 * needs one shared copy uses Redis.
 */
export function createMemoryCacheStore(options: {
  maxEntries: number;
  now?: () => number;
}): CacheStore & { size(): number } {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on read keeps the least recently used first.
  const entries = new Map<string, Entry>();
  return {
    name: "memory",
    isShared: false,
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (entry.expiresAt <= now()) return null;
      entries.set(key, entry);
      return entry.value.toString("utf8");
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value: Buffer.from(value, "utf8"), expiresAt: now() + ttlMs });
      let looked = 0;
      for (const [oldKey, entry] of entries) {
        if (looked++ === EXPIRED_SWEEP) break;
        if (entry.expiresAt <= now()) entries.delete(oldKey);
      }
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    async close() {
      entries.clear();
    },
    size: () => entries.size,
  };
}
