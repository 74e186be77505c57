import { randomUUID } from "node:crypto";
import { connectRedis } from "../redis/redis-connection";
import { createMemorySharedState } from "./memory-shared-state";
import { redisRateLimitStore } from "./redis-rate-limit-store";
import { type CacheInvalidation, EVERYTHING, type SharedState } from "./shared-state";

/**
 * The channel every node hears changes on. Not the release's cache namespace: during a rolling
 * deploy the old release's nodes must hear the new one's changes too. (Channels span a server's
 * databases, so deployments sharing one server drop each other's copies too: wasted, never wrong.)
 */
export const INVALIDATION_CHANNEL = "cache-invalidations";
/** The live events' channel (decision 101), heard by every node on the same subscribed connection. */
export const LIVE_EVENT_CHANNEL = "live-events";

/** Deletes a hold only while it is still this holder's: one that lapsed may have a new holder. */
const RELEASE_HOLD = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Redis as what the nodes share (decisions 099, 104): request limits counted in Redis, one-time
 * marks set with `SET NX PX`, holds the same way under the holder's token, and invalidations
 * published on a channel every node subscribes to (its own messages, carrying its id, ignored).
 * While Redis does not answer, a node limits, marks and holds in its own memory, and after its
 * subscription was lost it drops everything it cached, since it may have missed a change.
 */
export function createRedisSharedState(options: { url: string; timeoutMs?: number }): SharedState {
  const connection = connectRedis({ url: options.url, timeoutMs: options.timeoutMs ?? 250 });
  const { client, answered } = connection;
  // A subscribed connection takes no other command.
  const subscriber = client.duplicate();
  subscriber.on("error", () => {});
  const channel = INVALIDATION_CHANNEL;
  const nodeId = randomUUID();
  const local = createMemorySharedState();
  const failureListeners: ((error: unknown) => void)[] = [];
  const invalidationListeners: ((invalidation: CacheInvalidation) => void)[] = [];
  const reportFailure = (error: unknown) => {
    for (const listener of failureListeners) listener(error);
  };
  const announce = (invalidation: CacheInvalidation) => {
    for (const listener of invalidationListeners) listener(invalidation);
  };
  const liveEventListeners: ((message: string) => void)[] = [];
  const resumedListeners: (() => void)[] = [];

  let hasSubscribed = false;
  // Messages sent while this node was not subscribed are lost: its copies may be stale.
  subscriber.on("ready", () => {
    if (!hasSubscribed) return;
    announce(EVERYTHING);
    for (const listener of resumedListeners) listener();
  });
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        const parsed = parseMessage(message);
        if (parsed && parsed.from !== nodeId) announce(parsed.invalidation);
      }),
    )
    .then(() =>
      subscriber.subscribe(LIVE_EVENT_CHANNEL, (message) => {
        for (const listener of liveEventListeners) listener(message);
      }),
    )
    .then(() => {
      hasSubscribed = true;
    })
    .catch(reportFailure);

  return {
    name: "redis",
    async claimOnce(key, ttlMs) {
      try {
        const set = await answered(
          client.set(`once:${key}`, "1", {
            condition: "NX",
            expiration: { type: "PX", value: Math.max(1, Math.round(ttlMs)) },
          }),
        );
        return set === "OK";
      } catch (error) {
        reportFailure(error);
        return local.claimOnce(key, ttlMs);
      }
    },
    async hold(key, ttlMs) {
      const holdKey = `hold:${key}`;
      const token = randomUUID();
      try {
        const set = await answered(
          client.set(holdKey, token, {
            condition: "NX",
            expiration: { type: "PX", value: Math.max(1, Math.round(ttlMs)) },
          }),
        );
        if (set !== "OK") return null;
      } catch (error) {
        reportFailure(error);
        return local.hold(key, ttlMs);
      }
      return async () => {
        await answered(client.eval(RELEASE_HOLD, { keys: [holdKey], arguments: [token] })).catch(
          reportFailure,
        );
      };
    },
    async publish(invalidation) {
      await answered(client.publish(channel, JSON.stringify({ from: nodeId, invalidation }))).catch(
        reportFailure,
      );
    },
    onInvalidation(listener) {
      invalidationListeners.push(listener);
    },
    liveEvents: {
      async publish(message) {
        await answered(client.publish(LIVE_EVENT_CHANNEL, message)).catch(reportFailure);
      },
      onMessage(listener) {
        liveEventListeners.push(listener);
      },
      onResumed(listener) {
        resumedListeners.push(listener);
      },
    },
    rateLimitStore: redisRateLimitStore(connection, reportFailure),
    onFailure(listener) {
      failureListeners.push(listener);
    },
    async close() {
      subscriber.destroy();
      await connection.close();
    },
  };
}

function parseMessage(message: string): { from: string; invalidation: CacheInvalidation } | null {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; invalidation?: unknown };
    if (typeof parsed.from !== "string" || typeof parsed.invalidation !== "object" || !parsed.invalidation)
      return null;
    return { from: parsed.from, invalidation: parsed.invalidation as CacheInvalidation };
  } catch {
    return null;
  }
}
