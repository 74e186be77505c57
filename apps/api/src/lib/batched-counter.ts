/** How often a node writes what it counted; a crash loses at most this much. */
export const COUNTER_FLUSH_INTERVAL_MS = 5_000;

export interface BatchedCounter<K> {
  /** Counts one; returns this node's count for the key not yet written (this one included). */
  add(key: K): number;
  /** This node's count for the key not yet written. */
  pending(key: K): number;
  /** Writes every pending count at once; on failure they stay pending for the next flush. */
  flush(): Promise<void>;
}

/**
 * Counts in memory and writes in batches: a popular complaint read, or a word searched, by many
 * visitors a second costs one statement every few seconds instead of a row version (and a lock on
 * one hot row) per visit.
 */
export function createBatchedCounter<K>(
  write: (batch: ReadonlyMap<K, number>) => Promise<unknown>,
): BatchedCounter<K> {
  let counts = new Map<K, number>();
  return {
    add(key) {
      const next = (counts.get(key) ?? 0) + 1;
      counts.set(key, next);
      return next;
    },
    pending: (key) => counts.get(key) ?? 0,
    async flush() {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      try {
        await write(batch);
      } catch (error) {
        for (const [key, count] of batch) counts.set(key, (counts.get(key) ?? 0) + count);
        throw error;
      }
    },
  };
}

/**
 * The counters every node keeps: complaint views, article reads and searched keywords (the hot-word
 * list). The composition root builds them with the writes their features own.
 */
export interface Counters {
  views: BatchedCounter<number>;
  articleViews: BatchedCounter<number>;
  searches: BatchedCounter<string>;
}
