import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hasRedisServer, startTestRedis, type TestRedis } from "../../testing/redis-server";
import { createRedisSharedState } from "./redis-shared-state";
import { type CacheInvalidation, EVERYTHING, type SharedState } from "./shared-state";

// What the nodes share through a real redis-server (CI installs it; see .ci/run), and what each one
// does while it is down (decision 099).
const PASSWORD = "test-only-s3cret";

describe.skipIf(!hasRedisServer)("the nodes' shared state in Redis", () => {
  let redis: TestRedis;
  const states: SharedState[] = [];
  const node = (failures: unknown[] = []) => {
    const state = createRedisSharedState({ url: redis.url(4) });
    state.onFailure((error) => failures.push(error));
    states.push(state);
    return state;
  };
  beforeAll(async () => {
    redis = await startTestRedis(PASSWORD);
  });
  afterEach(async () => {
    for (const state of states.splice(0)) await state.close();
  });
  afterAll(() => redis.stop());

  it("grants a one-time mark to one node only", async () => {
    const [a, b] = [node(), node()];
    const claims = await Promise.all([
      a.claimOnce("captcha-token:n1", 60_000),
      b.claimOnce("captcha-token:n1", 60_000),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await b.claimOnce("captcha-token:n2", 60_000)).toBe(true);
  });

  it("gives a hold to one node until it releases it or it lapses, and a lapsed holder frees no later one", async () => {
    const [a, b] = [node(), node()];
    const holds = await Promise.all([a.hold("poster:p1", 60_000), b.hold("poster:p1", 60_000)]);
    expect(holds.filter((release) => release === null)).toHaveLength(1);
    await holds.find((release) => release !== null)?.();
    const releaseB = await b.hold("poster:p1", 60_000);
    expect(releaseB).not.toBeNull();

    // A hold whose node never released it lapses; the old holder's late release leaves the new one.
    const lapsing = await a.hold("poster:p2", 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await b.hold("poster:p2", 60_000);
    expect(next).not.toBeNull();
    await lapsing?.();
    expect(await a.hold("poster:p2", 60_000)).toBeNull();
  });

  it("tells every other node of a change, not the one that made it", async () => {
    const [a, b] = [node(), node()];
    const heardByA: CacheInvalidation[] = [];
    const heardByB: CacheInvalidation[] = [];
    a.onInvalidation((invalidation) => heardByA.push(invalidation));
    b.onInvalidation((invalidation) => heardByB.push(invalidation));
    const change = { keys: ["complaint-page:7"], pages: ["/tousu/7"] };
    // Subscribing takes a moment after start; a change published before then is not heard.
    await expect
      .poll(async () => {
        await a.publish(change);
        return heardByB.length;
      })
      .toBeGreaterThan(0);
    expect(heardByB[0]).toEqual(change);
    expect(heardByA).toEqual([]);
  });

  it("counts a limit's key once for all nodes, and in memory while Redis is down", async () => {
    const failures: unknown[] = [];
    const [a, b] = [node(failures), node()];
    const limitOf = (state: SharedState) => {
      const Store = state.rateLimitStore!;
      return new Store({}).child({ limitName: "captchas" } as unknown as Parameters<
        FastifyRateLimitStore["child"]
      >[0]);
    };
    const count = (store: FastifyRateLimitStore) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          "ip:203.0.113.9",
          (error, result) => (error ? reject(error) : resolve(result!.current)),
          60_000,
          60,
        ),
      );
    const [limitA, limitB] = [limitOf(a), limitOf(b)];
    expect(await count(limitA)).toBe(1);
    expect(await count(limitB)).toBe(2);
    expect(await count(limitA)).toBe(3);

    await redis.stop();
    try {
      expect(await count(limitA)).toBe(1);
      expect(await count(limitA)).toBe(2);
      expect(failures.length).toBeGreaterThan(0);
      expect(await a.claimOnce("captcha-token:n3", 60_000)).toBe(true);
      expect(await a.claimOnce("captcha-token:n3", 60_000)).toBe(false);
    } finally {
      await redis.start();
    }
  });

  it("drops everything it cached once it hears again after its subscription was lost", async () => {
    const a = node();
    const heard: CacheInvalidation[] = [];
    a.onInvalidation((invalidation) => heard.push(invalidation));
    const b = node();
    await expect
      .poll(async () => {
        await b.publish({ keys: ["probe"] });
        return heard.length;
      })
      .toBeGreaterThan(0);
    await redis.stop();
    await redis.start();
    await expect.poll(() => heard.at(-1), { timeout: 10_000 }).toEqual(EVERYTHING);
  });
});
