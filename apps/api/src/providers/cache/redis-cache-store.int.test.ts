import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createReadThroughCache } from "../../lib/read-through-cache";
import { hasRedisServer, startTestRedis, type TestRedis } from "../../testing/redis-server";
import type { CacheStore } from "./cache-store";
import { createRedisCacheStore } from "./redis-cache-store";

// The Redis driver against a real server (CI installs redis-server; see .ci/run): the password,
// the database, expiry in milliseconds, and what the site sees while Redis is down.
const PASSWORD = "test-only-s3cret";

describe.skipIf(!hasRedisServer)("the Redis cache store against redis-server", () => {
  let redis: TestRedis;
  const stores: CacheStore[] = [];
  const storeOn = (database: number, password = PASSWORD) => {
    const store = createRedisCacheStore({ url: redis.url(database, password) });
    stores.push(store);
    return store;
  };

  /** Waits until `store` reads back what it writes: a store reconnects on its own schedule. */
  async function untilAnswering(store: CacheStore, failure: string) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await store
        .set("ready", Buffer.from("yes"), 1000)
        .then(() => store.get("ready"))
        .catch(() => null);
      if (answer?.toString() === "yes") return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(failure);
  }

  beforeAll(async () => {
    redis = await startTestRedis(PASSWORD);
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });
  afterAll(() => redis.stop());

  it("shares a value between two nodes on the configured database, behind the password", async () => {
    const nodeA = storeOn(2);
    const nodeB = storeOn(2);
    await nodeA.set("complaint-page:1", Buffer.from('{"title":"空调漏水"}'), 10_000);
    // The bytes as stored, not a string decoded from them.
    expect(await nodeB.get("complaint-page:1")).toEqual(Buffer.from('{"title":"空调漏水"}'));
    // Another database does not see it, and a wrong password reads nothing.
    expect(await storeOn(3).get("complaint-page:1")).toBeNull();
    await expect(storeOn(2, "wrong").get("complaint-page:1")).rejects.toThrow();

    await nodeB.delete("complaint-page:1");
    expect(await nodeA.get("complaint-page:1")).toBeNull();
  });

  it("drops a family of keys by their prefix, taken literally", async () => {
    const store = storeOn(5);
    for (const key of [
      "ns:complaint-list:page=1",
      "ns:complaint-list:page=2",
      "ns:complaint-page:1",
      "ns:complaint-list*x",
    ])
      await store.set(key, Buffer.from("值"), 10_000);
    await store.deletePrefix("ns:complaint-list:");
    expect(await store.get("ns:complaint-list:page=1")).toBeNull();
    expect(await store.get("ns:complaint-list:page=2")).toBeNull();
    expect(await store.get("ns:complaint-page:1")).toEqual(Buffer.from("值"));
    await store.deletePrefix("ns:complaint-list*");
    expect(await store.get("ns:complaint-list*x")).toBeNull();
    expect(await store.get("ns:complaint-page:1")).toEqual(Buffer.from("值"));
  });

  it("gives a value its lifetime in milliseconds", async () => {
    const store = storeOn(2);
    await store.set("short", Buffer.from("lived"), 1_500);
    // Redis's own count of what is left: seconds (EX) would leave 1,500,000 ms. Reading it back
    // instead of sleeping past the expiry keeps the test independent of how busy the machine is.
    const raw = createClient({ url: redis.url(2), RESP: 2 });
    await raw.connect();
    try {
      const remainingMs = await raw.pTTL("short");
      expect(remainingMs).toBeGreaterThan(0);
      expect(remainingMs).toBeLessThanOrEqual(1_500);
    } finally {
      await raw.close();
    }
  });

  it("lets a second node read what the first one loaded, through the read-through cache", async () => {
    const log = () => {};
    const storeB = storeOn(2);
    const nodeA = createReadThroughCache(storeOn(2), { namespace: "test", log });
    const nodeB = createReadThroughCache(storeB, { namespace: "test", log });
    let loads = 0;
    const load = async () => {
      loads++;
      return { list: [1, 2, 3], total: 3 };
    };
    expect(await nodeA.remember("complaint-list:page=1", 10_000, load)).toEqual({
      list: [1, 2, 3],
      total: 3,
    });
    // The first node answers before its copy is written, on its own connection: the second node
    // finds it once Redis has it.
    await expect.poll(() => storeB.get("test:complaint-list:page=1")).not.toBeNull();
    expect(await nodeB.remember("complaint-list:page=1", 10_000, load)).toEqual({
      list: [1, 2, 3],
      total: 3,
    });
    expect(loads).toBe(1);
    // A lifecycle step on one node drops the copy for every node.
    await nodeB.forget("complaint-list:page=1");
    await nodeA.remember("complaint-list:page=1", 10_000, load);
    expect(loads).toBe(2);
  });

  it("loads from the database while Redis is down, logging it, and uses Redis again once it is back", async () => {
    const store = storeOn(2);
    const failures: unknown[] = [];
    const cache = createReadThroughCache(store, { namespace: "test", log: (error) => failures.push(error) });
    await cache.remember("complaint-list:page=2", 10_000, async () => "cached");
    await redis.stop();
    expect(await cache.remember("complaint-list:page=2", 10_000, async () => "from the database")).toBe(
      "from the database",
    );
    expect(failures.length).toBeGreaterThan(0);

    await redis.start();
    await untilAnswering(store, "the store did not reconnect");
    await cache.remember("complaint-list:page=3", 10_000, async () => "cached again");
    // The write is not awaited by the read-through cache; on one connection it comes before this read.
    expect((await store.get("test:complaint-list:page=3"))?.toString()).toBe('"cached again"');
  });
});
