import net from "node:net";
import type { CacheStore } from "./cache-store";

type Reply = string | number | null | Reply[] | Error;

/** Encodes one command in RESP2, the protocol every Redis-compatible server speaks. */
export function encodeCommand(args: string[]): Buffer {
  const parts = [`*${args.length}\r\n`];
  for (const arg of args) parts.push(`$${Buffer.byteLength(arg)}\r\n${arg}\r\n`);
  return Buffer.from(parts.join(""));
}

/**
 * Parses one RESP2 reply at `offset`; undefined when the buffer does not hold all of it yet.
 * Returns the reply and where the next one starts.
 */
export function parseReply(buffer: Buffer, offset = 0): { reply: Reply; next: number } | undefined {
  const lineEnd = buffer.indexOf("\r\n", offset);
  if (lineEnd === -1) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString("utf8", offset + 1, lineEnd);
  const afterLine = lineEnd + 2;
  switch (type) {
    case "+":
      return { reply: line, next: afterLine };
    case "-":
      return { reply: new Error(line), next: afterLine };
    case ":":
      return { reply: Number(line), next: afterLine };
    case "$": {
      const length = Number(line);
      if (length < 0) return { reply: null, next: afterLine };
      if (buffer.length < afterLine + length + 2) return undefined;
      return { reply: buffer.toString("utf8", afterLine, afterLine + length), next: afterLine + length + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { reply: null, next: afterLine };
      const items: Reply[] = [];
      let next = afterLine;
      for (let index = 0; index < count; index++) {
        const item = parseReply(buffer, next);
        if (!item) return undefined;
        items.push(item.reply);
        next = item.next;
      }
      return { reply: items, next };
    }
    default:
      throw new Error(`unexpected RESP reply type ${JSON.stringify(type)}`);
  }
}

interface Pending {
  resolve: (reply: Reply) => void;
}

/**
 * Redis (or any RESP2 server: Valkey, KeyDB, Tencent/Aliyun Redis) over one pipelined connection.
 * A command that cannot be answered within `timeoutMs` — server down, network cut — is a miss;
 * the connection is rebuilt on the next command.
 */
export function createRedisCacheStore(options: { url: string; timeoutMs?: number }): CacheStore {
  const url = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? 250;
  const database = url.pathname.replace(/^\//, "");
  let socket: net.Socket | null = null;
  let pending: Pending[] = [];
  let received = Buffer.alloc(0);

  function disconnect() {
    socket?.destroy();
    socket = null;
    received = Buffer.alloc(0);
    const failed = pending;
    pending = [];
    for (const entry of failed) entry.resolve(new Error("connection closed"));
  }

  function connect(): net.Socket {
    const connection = net.createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    connection.setNoDelay(true);
    connection.on("data", (chunk) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      let offset = 0;
      for (;;) {
        const parsed = parseReply(received, offset);
        if (!parsed) break;
        offset = parsed.next;
        pending.shift()?.resolve(parsed.reply);
      }
      received = received.subarray(offset);
    });
    connection.on("error", disconnect);
    connection.on("close", () => {
      if (socket === connection) disconnect();
    });
    socket = connection;
    // Queued before any other command, so nothing runs unauthenticated or on the wrong database.
    const password = decodeURIComponent(url.password);
    if (password) {
      const user = decodeURIComponent(url.username);
      send(user ? ["AUTH", user, password] : ["AUTH", password]);
    }
    if (database) send(["SELECT", database]);
    return connection;
  }

  function send(args: string[]): Promise<Reply> {
    const connection = socket ?? connect();
    return new Promise((resolve) => {
      const entry: Pending = { resolve };
      const timer = setTimeout(() => {
        // The reply order is lost once one reply is late, so start over on a new connection.
        if (pending.includes(entry)) disconnect();
      }, timeoutMs);
      entry.resolve = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      pending.push(entry);
      connection.write(encodeCommand(args));
    });
  }

  return {
    name: "redis",
    async get(key) {
      const reply = await send(["GET", key]);
      return typeof reply === "string" ? reply : null;
    },
    async set(key, value, ttlMs) {
      await send(["SET", key, value, "PX", String(Math.max(1, Math.round(ttlMs)))]);
    },
    async delete(key) {
      await send(["DEL", key]);
    },
    async close() {
      socket?.end();
      disconnect();
    },
  };
}
