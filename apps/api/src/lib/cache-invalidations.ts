import type { CacheInvalidation, SharedState } from "../providers/shared-state/shared-state";

export type { CacheInvalidation } from "../providers/shared-state/shared-state";

/** Whether this node made the change (and drops shared copies) or heard of it from another. */
export type InvalidationSource = "this node" | "another node";

export interface CacheInvalidations {
  /** Drops what a change made stale on this node, before it answers, then tells every other node. */
  invalidate(invalidation: CacheInvalidation): Promise<void>;
  /** Each cache of this node (the read cache, the rendered pages) drops its copies here. */
  onInvalidation(listener: (invalidation: CacheInvalidation, source: InvalidationSource) => unknown): void;
}

/**
 * The one path of "this is stale" between the caches of every node (decision 099): applied here at
 * once, then published through the shared state (Redis pub/sub; nowhere for one node alone).
 */
export function createCacheInvalidations(
  shared: Pick<SharedState, "publish" | "onInvalidation">,
): CacheInvalidations {
  const listeners: ((invalidation: CacheInvalidation, source: InvalidationSource) => unknown)[] = [];
  const apply = (invalidation: CacheInvalidation, source: InvalidationSource) =>
    Promise.all(listeners.map((listener) => listener(invalidation, source)));
  shared.onInvalidation((invalidation) => void apply(invalidation, "another node"));
  return {
    async invalidate(invalidation) {
      await apply(invalidation, "this node");
      await shared.publish(invalidation);
    },
    onInvalidation(listener) {
      listeners.push(listener);
    },
  };
}
