import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { findFreePort } from "@tousu/db/testing";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisSharedCounters, type SharedCounters } from "../../providers/counters/shared-counters";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signInNewMember } from "../../testing/sign-in-member";
import { type CampaignFixture, createVotingCampaign } from "./campaign-fixture.testing";
import { readPlayerTallies } from "./player-tallies";
import { reconcileCampaignTallies } from "./reconcile-tallies";

// The tallies served from Redis (CI installs redis-server): counters moved after each vote's commit,
// rebuilt from `campaign_tallies` when missing, repaired by the reconciliation when they drift.
const REDIS_SERVER = "redis-server";
const hasRedisServer = spawnSync(REDIS_SERVER, ["--version"]).status === 0;

describe.skipIf(!hasRedisServer)("campaign tallies on Redis", () => {
  let server: ChildProcess;
  let url: string;
  let t: TestApp;
  let counters: SharedCounters;
  let redis: ReturnType<typeof createClient>;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    const port = await findFreePort();
    url = `redis://127.0.0.1:${port}/0`;
    server = spawn(
      REDIS_SERVER,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    redis = createClient({ url, RESP: 2 });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await redis.connect();
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    t = await buildTestApp({ REDIS_URL: url });
    counters = createRedisSharedCounters({ url });
    campaign = await createVotingCampaign(t.db, { players: 2, votesPerDay: 2 });
  });
  afterAll(async () => {
    await counters?.close();
    await redis?.close();
    await t?.close();
    server?.kill();
  });

  const deps = () => ({
    db: t.db,
    config: t.config,
    log: t.app.log,
    providers: { now: () => new Date(), sharedCounters: counters },
  });
  const key = () => `${t.config.CACHE_NAMESPACE}:campaign-tallies:${campaign.id}`;
  const vote = async (playerId: number) => {
    const member = await signInNewMember(t);
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/activity/${campaign.id}/vote`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { player_id: playerId },
    });
    expect(answer.statusCode).toBe(200);
  };

  it("rebuilds missing counters from the record, then moves them with every vote", async () => {
    await vote(campaign.players[0]!);
    expect(await redis.exists(key())).toBe(0);
    expect((await readPlayerTallies(deps(), campaign.id)).get(campaign.players[0]!)).toEqual({
      validVotes: 1,
      voidedVotes: 0,
    });
    expect(await redis.hGet(key(), `${campaign.players[0]}:valid`)).toBe("1");

    await vote(campaign.players[0]!);
    await vote(campaign.players[1]!);
    expect(await redis.hGet(key(), `${campaign.players[0]}:valid`)).toBe("2");
    const tallies = await readPlayerTallies(deps(), campaign.id);
    expect(tallies.get(campaign.players[1]!)).toEqual({ validVotes: 1, voidedVotes: 0 });
  });

  it("repairs counters that drifted from the votes", async () => {
    await redis.hIncrBy(key(), `${campaign.players[1]}:valid`, 5);
    expect((await readPlayerTallies(deps(), campaign.id)).get(campaign.players[1]!)?.validVotes).toBe(6);
    expect(await reconcileCampaignTallies(deps(), campaign.id)).toEqual({
      recordRepaired: 0,
      countersRepaired: 1,
      votesOff: 5,
    });
    expect((await readPlayerTallies(deps(), campaign.id)).get(campaign.players[1]!)?.validVotes).toBe(1);
  });
});
