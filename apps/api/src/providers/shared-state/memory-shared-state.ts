import type { SharedState } from "./shared-state";

/** One-time marks a node keeps before the oldest are forgotten. */
const CLAIMS_KEPT = 50_000;

/**
 * One node alone: marks and holds in this process, no one to tell of a change, @fastify/rate-limit's own
 * in-memory counters. `now` is the app's clock, so a test that moves time forward sees marks expire.
 */
export function createMemorySharedState(now: () => Date = () => new Date()): SharedState {
  // Each claim's end, oldest claim first (a Map keeps insertion order); checked and written in one
  // synchronous step, so two requests at once cannot both claim a key.
  const claims = new Map<string, number>();
  // Each hold's end and its holder's token, so a release after the hold lapsed frees no later one.
  const holds = new Map<string, { until: number; token: symbol }>();
  return {
    name: "memory",
    async hold(key, ttlMs) {
      const at = now().getTime();
      const held = holds.get(key);
      if (held && held.until > at) return null;
      const token = Symbol(key);
      holds.set(key, { until: at + ttlMs, token });
      return async () => {
        if (holds.get(key)?.token === token) holds.delete(key);
      };
    },
    async claimOnce(key, ttlMs) {
      const at = now().getTime();
      const until = claims.get(key);
      if (until !== undefined && until > at) return false;
      claims.delete(key);
      claims.set(key, at + ttlMs);
      for (const [oldKey, oldUntil] of claims) {
        if (oldUntil > at && claims.size <= CLAIMS_KEPT) break;
        claims.delete(oldKey);
      }
      return true;
    },
    publish: async () => {},
    onInvalidation: () => {},
    liveEvents: null,
    rateLimitStore: undefined,
    onFailure: () => {},
    close: async () => {
      claims.clear();
      holds.clear();
    },
  };
}
