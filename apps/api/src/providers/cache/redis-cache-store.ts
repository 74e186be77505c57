import { RESP_TYPES } from "redis";
import { connectRedis } from "../redis/redis-connection";
import type { CacheStore } from "./cache-store";

/** Keys looked at per SCAN step when dropping a family of keys. */
const SCAN_COUNT = 1_000;

/**
 * The read cache in Redis, shared by every node, on one pipelined connection. A command that is not
 * answered in time rejects, and the read-through cache treats it as a miss.
 */
export function createRedisCacheStore(options: { url: string; timeoutMs?: number }): CacheStore {
  const { client, answered, close } = connectRedis({ url: options.url, timeoutMs: options.timeoutMs ?? 250 });
  // Values come back as the bytes they were stored as, not decoded into strings.
  const asBytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  return {
    name: "redis",
    isShared: true,
    get: (key) => answered(asBytes.get(key)),
    async set(key, value, ttlMs) {
      await answered(
        client.set(key, value, { expiration: { type: "PX", value: Math.max(1, Math.round(ttlMs)) } }),
      );
    },
    async delete(key) {
      await answered(client.del(key));
    },
    async deletePrefix(prefix) {
      // SCAN walks the whole database a step at a time; only rare changes (a moderator's hide) ask
      // for it, and each step is bounded like any command.
      for await (const keys of client.scanIterator({ MATCH: `${escapeGlob(prefix)}*`, COUNT: SCAN_COUNT })) {
        if (keys.length > 0) await answered(client.unlink(keys));
      }
    },
    close,
  };
}

/** A prefix as a literal in a SCAN pattern. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, "\\$&");
}
