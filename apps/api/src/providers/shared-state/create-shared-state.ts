import type { Config } from "../../config";
import { createMemorySharedState } from "./memory-shared-state";
import { createRedisSharedState } from "./redis-shared-state";
import type { SharedState } from "./shared-state";

/** Redis whenever `REDIS_URL` is set, whatever the read cache's driver (decision 099). */
export function createSharedState(config: Config, now: () => Date): SharedState {
  if (config.REDIS_URL) return createRedisSharedState({ url: config.REDIS_URL });
  return createMemorySharedState(now);
}
