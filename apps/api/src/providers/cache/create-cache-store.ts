import type { Config } from "../../config";
import { type CacheStore, createNoCacheStore } from "./cache-store";
import { createMemoryCacheStore } from "./memory-cache-store";
import { createRedisCacheStore } from "./redis-cache-store";

export function createCacheStore(config: Config): CacheStore {
  switch (config.CACHE_DRIVER) {
    case "redis":
      // Config validation guarantees REDIS_URL for the redis driver.
      return createRedisCacheStore({ url: config.REDIS_URL! });
    case "none":
      return createNoCacheStore();
    default:
      return createMemoryCacheStore({
        maxEntries: config.CACHE_MAX_ENTRIES,
        maxBytes: config.CACHE_MAX_MB * 1024 * 1024,
      });
  }
}
