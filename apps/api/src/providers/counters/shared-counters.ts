import { connectRedis } from "../redis/redis-connection";

/**
 * Counters every node shares (Redis), kept as hashes of named integers. A hash is either whole or
 * missing: additions to a missing hash are dropped rather than starting it half-counted, and its
 * owner rebuilds it whole from the record in PostgreSQL (decision 097).
 */
export interface SharedCounters {
  /** Adds to fields of the hash at `key` when the hash exists; a missing hash stays missing. */
  addIfPresent(key: string, increments: Record<string, number>): Promise<void>;
  /** The hash's fields, or null when it is missing. */
  read(key: string): Promise<Record<string, number> | null>;
  /** Replaces the hash whole (an empty one is still present). */
  replace(key: string, values: Record<string, number>): Promise<void>;
  close(): Promise<void>;
}

/** The field that marks a hash present even when it has no counts yet. */
const PRESENT_FIELD = "_";

const ADD_IF_PRESENT = `if redis.call('exists', KEYS[1]) == 1 then
  for i = 1, #ARGV, 2 do redis.call('hincrby', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 0`;

/** Shared counters on Redis; commands not answered within `timeoutMs` reject, and callers fall back. */
export function createRedisSharedCounters(options: { url: string; timeoutMs?: number }): SharedCounters {
  const { client, answered, close } = connectRedis({ url: options.url, timeoutMs: options.timeoutMs ?? 500 });

  return {
    async addIfPresent(key, increments) {
      const args = Object.entries(increments).flatMap(([field, by]) => [field, String(by)]);
      if (args.length === 0) return;
      await answered(client.eval(ADD_IF_PRESENT, { keys: [key], arguments: args }));
    },
    async read(key) {
      const fields = await answered(client.hGetAll(key));
      if (!(PRESENT_FIELD in fields)) return null;
      const values: Record<string, number> = {};
      for (const [field, value] of Object.entries(fields)) {
        if (field !== PRESENT_FIELD) values[field] = Number(value);
      }
      return values;
    },
    async replace(key, values) {
      const fields: Record<string, string> = { [PRESENT_FIELD]: "1" };
      for (const [field, value] of Object.entries(values)) fields[field] = String(value);
      await answered(client.multi().del(key).hSet(key, fields).exec());
    },
    close,
  };
}
