import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

/**
 * What a change makes stale on every node (decision 099): read-cache entries by name or by the
 * prefix of a family (lists), rendered pages by their address on their site (a path, with the
 * query fields a page must have to match) or all of them, and the sensitive-word list.
 */
export interface CacheInvalidation {
  keys?: string[];
  prefixes?: string[];
  pages?: string[] | "all";
  sensitiveWords?: boolean;
}

/**
 * A channel every node of the deployment hears, this node included: the live events' way between
 * nodes (decision 101). `onResumed` follows a lost subscription, after which a node asks PostgreSQL
 * for what its streams may have missed.
 */
export interface BroadcastChannel {
  publish(message: string): Promise<void>;
  onMessage(listener: (message: string) => void): void;
  onResumed(listener: () => void): void;
}

/**
 * What the nodes of one deployment must agree on beyond PostgreSQL: request limits, one-time marks
 * (a spent captcha), who is making something (decision 104) and the news that cached copies are stale. In memory for one node; in Redis
 * when `REDIS_URL` is set (decision 099).
 */
export interface SharedState {
  readonly name: "memory" | "redis";
  /**
   * True for the first claim of `key` within `ttlMs` on any node sharing this state, false for
   * every later one: a nonce spent, a search counted.
   */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /**
   * Holds `key` for this node alone, until the release it answers is called or `ttlMs` passed (a
   * node that dies lets go); null while another holder has it. One render of a poster at a time.
   */
  hold(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /** Tells the other nodes; this node applies its own invalidations itself. */
  publish(invalidation: CacheInvalidation): Promise<void>;
  /** Another node's invalidation; after a lost connection, `{ keys: [], prefixes: [""], pages: "all" }`. */
  onInvalidation(listener: (invalidation: CacheInvalidation) => void): void;
  /** Live events between nodes through Redis; none for one node's memory (PostgreSQL carries them). */
  readonly liveEvents: BroadcastChannel | null;
  /** The request limits' store for @fastify/rate-limit; its own per-process store when undefined. */
  readonly rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** Failures the node works around (Redis down): the app logs them. */
  onFailure(listener: (error: unknown) => void): void;
  close(): Promise<void>;
}

/** Everything cached may have missed a change: what a node assumes after it could not hear. */
export const EVERYTHING: CacheInvalidation = { prefixes: [""], pages: "all" };
