import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import type { NamedLimit } from "../../lib/rate-limit-keys";
import type { RedisConnection } from "../redis/redis-connection";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Counts one request in a fixed window: the first count opens the window, its expiry ends it. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** The window's count and what is left of it, counting nothing. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

/** The options a limit is created with: a name of its own when it is not a route's. */
type LimitOptions = Partial<NamedLimit> & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store on node-redis (decision 099): every node counts a limit's key in one
 * Redis counter, `rate-limit:{limit}:{key}`, with a window that starts at the first request, as the
 * library's own stores do. Each limit needs a name shared by every node: a route's method and URL,
 * or the `limitName` a `createRateLimit` is given. While Redis does not answer, a node counts in
 * its own memory (the library's local store) rather than dropping the limit.
 */
export function redisRateLimitStore(
  connection: RedisConnection,
  reportFailure: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  const { client, answered } = connection;

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly fallback = new LocalStore(false, false);

    constructor(
      _options: unknown,
      private readonly prefix = "rate-limit:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.run(COUNT, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          reportFailure(error);
          this.fallback.incr(key, callback, timeWindow, max);
        },
      );
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.run(READ, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          reportFailure(error);
          this.fallback.read(key, callback, timeWindow, max);
        },
      );
    }

    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new RedisRateLimitStore(null, `rate-limit:${limitNameOf(options as LimitOptions)}:`);
    }

    private async run(script: string, key: string, timeWindow: number): Promise<Result> {
      const reply = (await answered(
        client.eval(script, { keys: [this.prefix + key], arguments: [String(Math.max(1, timeWindow))] }),
      )) as [number, number];
      return { current: Number(reply[0]), ttl: Number(reply[1]) };
    }
  }
  return RedisRateLimitStore;
}

function limitNameOf(options: LimitOptions): string {
  if (options.limitName) return options.limitName;
  const { method, url } = options.routeInfo ?? {};
  // Two limits under one name would count against each other on every node.
  if (!method || !url) throw new Error("a shared request limit needs a limitName or a route");
  return `${[method].flat().join(",")} ${url}`;
}
