import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryCacheStore } from "./memory-cache-store";
import { createRedisCacheStore, encodeCommand, parseReply } from "./redis-cache-store";

describe("memory cache store", () => {
  it("answers until the entry expires", async () => {
    let now = 1_000;
    const store = createMemoryCacheStore({ maxEntries: 10, now: () => now });
    await store.set("a", "1", 500);
    expect(await store.get("a")).toBe("1");
    now = 1_499;
    expect(await store.get("a")).toBe("1");
    now = 1_500;
    expect(await store.get("a")).toBeNull();
  });

  it("evicts the least recently used entry beyond its size", async () => {
    const store = createMemoryCacheStore({ maxEntries: 2 });
    await store.set("a", "1", 60_000);
    await store.set("b", "2", 60_000);
    await store.get("a");
    await store.set("c", "3", 60_000);
    expect(await store.get("b")).toBeNull();
    expect(await store.get("a")).toBe("1");
    expect(await store.get("c")).toBe("3");
  });

  it("drops expired entries as new ones are written, not only when they are read", async () => {
    let now = 0;
    const store = createMemoryCacheStore({ maxEntries: 100, now: () => now });
    for (const key of ["a", "b", "c"]) await store.set(key, "值", 1_000);
    now = 1_000;
    await store.set("d", "值", 1_000);
    expect(store.size()).toBe(1);
    expect(await store.get("d")).toBe("值");
  });

  it("forgets a deleted key", async () => {
    const store = createMemoryCacheStore({ maxEntries: 10 });
    await store.set("a", "1", 60_000);
    await store.delete("a");
    expect(await store.get("a")).toBeNull();
  });
});

describe("RESP2 encoding", () => {
  it("encodes a command as an array of bulk strings, counting bytes, not characters", () => {
    expect(encodeCommand(["SET", "键", "v"]).toString()).toBe("*3\r\n$3\r\nSET\r\n$3\r\n键\r\n$1\r\nv\r\n");
  });

  it("parses each reply type and waits for a reply split across packets", () => {
    expect(parseReply(Buffer.from("+OK\r\n"))).toEqual({ reply: "OK", next: 5 });
    expect(parseReply(Buffer.from(":3\r\n"))?.reply).toBe(3);
    expect(parseReply(Buffer.from("$-1\r\n"))?.reply).toBeNull();
    expect(parseReply(Buffer.from("$6\r\n投诉\r\n"))?.reply).toBe("投诉");
    expect(parseReply(Buffer.from("-ERR wrong\r\n"))?.reply).toEqual(new Error("ERR wrong"));
    expect(parseReply(Buffer.from("*2\r\n$1\r\na\r\n:1\r\n"))?.reply).toEqual(["a", 1]);
    expect(parseReply(Buffer.from("$5\r\nab"))).toBeUndefined();
    expect(parseReply(Buffer.from("*2\r\n$1\r\na\r\n"))).toBeUndefined();
  });
});

/** A tiny in-memory RESP server: enough of Redis to check the client's conversation. */
function startFakeRedis(options: { password?: string; silent?: boolean } = {}) {
  const data = new Map<string, { value: string; expiresAt: number }>();
  const commands: string[][] = [];
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let authenticated = !options.password;
    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseReply(buffer);
        if (!parsed) break;
        buffer = buffer.subarray(parsed.next);
        const args = parsed.reply as string[];
        commands.push(args);
        if (options.silent) continue;
        const [name, key = "", value = "", , ttl = "0"] = args;
        if (name === "AUTH") {
          authenticated = args.at(-1) === options.password;
          socket.write(authenticated ? "+OK\r\n" : "-WRONGPASS invalid password\r\n");
        } else if (!authenticated) socket.write("-NOAUTH Authentication required.\r\n");
        else if (name === "SELECT") socket.write("+OK\r\n");
        else if (name === "SET") {
          data.set(key, { value, expiresAt: Date.now() + Number(ttl) });
          socket.write("+OK\r\n");
        } else if (name === "GET") {
          const entry = data.get(key);
          if (!entry || entry.expiresAt <= Date.now()) socket.write("$-1\r\n");
          else socket.write(`$${Buffer.byteLength(entry.value)}\r\n${entry.value}\r\n`);
        } else if (name === "DEL") socket.write(`:${data.delete(key) ? 1 : 0}\r\n`);
      }
    });
  });
  return new Promise<{ url: (auth?: string) => string; commands: string[][]; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: (auth = "") => `redis://${auth}127.0.0.1:${port}/2`,
        commands,
        close: () => server.close(),
      });
    }),
  );
}

describe("redis cache store", () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("authenticates, selects the database, then sets, gets and deletes with a millisecond expiry", async () => {
    const redis = await startFakeRedis({ password: "s3cret" });
    const store = createRedisCacheStore({ url: redis.url(":s3cret@") });
    cleanups.push(redis.close, store.close);

    await store.set("列表", '{"total":1}', 10_000);
    expect(await store.get("列表")).toBe('{"total":1}');
    await store.delete("列表");
    expect(await store.get("列表")).toBeNull();
    expect(redis.commands.slice(0, 3)).toEqual([
      ["AUTH", "s3cret"],
      ["SELECT", "2"],
      ["SET", "列表", '{"total":1}', "PX", "10000"],
    ]);
  });

  it("answers a miss when the server refuses it", async () => {
    const redis = await startFakeRedis({ password: "right" });
    const store = createRedisCacheStore({ url: redis.url(":wrong@") });
    cleanups.push(redis.close, store.close);
    await store.set("k", "v", 1000);
    expect(await store.get("k")).toBeNull();
  });

  it("answers a miss within its timeout when the server does not answer, and when none listens", async () => {
    const redis = await startFakeRedis({ silent: true });
    const store = createRedisCacheStore({ url: redis.url(), timeoutMs: 50 });
    cleanups.push(redis.close, store.close);
    expect(await store.get("k")).toBeNull();

    const nowhere = createRedisCacheStore({ url: "redis://127.0.0.1:1", timeoutMs: 50 });
    cleanups.push(nowhere.close);
    expect(await nowhere.get("k")).toBeNull();
  });
});
