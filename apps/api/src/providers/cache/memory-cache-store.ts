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
 * The offline default: a per-process LRU bounded by entry count and by the bytes of its values, so a
 * node's memory stays within its budget however large the answers it keeps (docs/performance.md).
 * Each node of a cluster keeps its own copy, dropped on every node when a change is announced
 * (decision 099); a cluster that needs one shared copy uses Redis.
 */
export function createMemoryCacheStore(options: {
  maxEntries: number;
  maxBytes?: number;
  now?: () => number;
}): CacheStore & { size(): number; bytes(): number } {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  // A Map iterates in insertion order: re-inserting on read keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.value.length;
  }

  return {
    name: "memory",
    isShared: false,
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlMs) {
      drop(key);
      // A value larger than the whole budget is not kept: it would push out everything else.
      if (value.length > maxBytes) return;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      bytes += value.length;
      let looked = 0;
      for (const [oldKey, entry] of entries) {
        if (looked++ === EXPIRED_SWEEP) break;
        if (entry.expiresAt <= now()) drop(oldKey);
      }
      while (entries.size > options.maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    async delete(key) {
      drop(key);
    },
    async deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) drop(key);
    },
    async close() {
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}
