import { createClient } from "redis";

/** How often an idle connection pings, so a connection that hears nothing back is noticed. */
const PING_INTERVAL_MS = 5_000;

export type RedisClient = ReturnType<typeof createResp2Client>;

export interface RedisConnection {
  client: RedisClient;
  /** `command`, or a rejection once `timeoutMs` passed without an answer. */
  answered<T>(command: Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * One pipelined connection to Redis (or Valkey, KeyDB, Tencent/Aliyun Redis) through node-redis. A
 * command that is not answered within `timeoutMs` — server down, network cut, wrong password —
 * rejects, and its caller decides what a node does without Redis. The client reconnects on its own.
 */
export function connectRedis(options: { url: string; timeoutMs: number }): RedisConnection {
  const { timeoutMs } = options;
  const client = createResp2Client(options.url, timeoutMs);
  // Every failure also fails the commands it affects, and those reach their callers; without a
  // listener an unreachable server would crash the process.
  client.on("error", () => {});
  // Resolves once connected; until then commands wait in the queue. It rejects only when the
  // connection is closed before Redis was ever reached.
  client.connect().catch(() => {});

  // node-redis stops timing a command once it is written, so a server that accepts it and never
  // answers would hold the request until the connection is declared dead.
  function answered<T>(command: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      // After the sockets are read once more: when this thread was busy past the time (a render),
      // an answer that arrived meanwhile is taken, not mistaken for silence.
      const fail = () => reject(new Error(`Redis did not answer within ${timeoutMs} ms`));
      timer = setTimeout(() => setImmediate(fail), timeoutMs);
    });
    return Promise.race([command, late]).finally(() => clearTimeout(timer));
  }

  return {
    client,
    answered,
    async close() {
      // A graceful close waits for pending replies, which a server that is gone never sends.
      if (client.isReady) await answered(client.close()).catch(() => client.destroy());
      else client.destroy();
    },
  };
}

function createResp2Client(url: string, timeoutMs: number) {
  return createClient({
    url,
    // RESP2 needs no HELLO, so older servers and the cloud proxies that refuse it work too.
    RESP: 2,
    // Drops a command still queued for a connection that is down; `answered` bounds the rest.
    commandOptions: { timeout: timeoutMs },
    pingInterval: PING_INTERVAL_MS,
    socket: {
      connectTimeout: 1_000,
      // A connection silent for three pings is rebuilt rather than left holding late replies.
      socketTimeout: PING_INTERVAL_MS * 3,
      // Unlike the default, this also reconnects after that silence.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000),
    },
  });
}
