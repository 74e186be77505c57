import { readdir } from "node:fs/promises";
import path from "node:path";
import { derivePiiKeys, schema } from "@tousu/db";
import { createEnterprise, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { type FakeS3Server, startFakeS3Server } from "../../providers/storage/fake-s3-server";
import { untilExpiry } from "../../testing/across-nodes";
import { buildTestApp, buildTestNodes, type TestApp } from "../../testing/build-test-app";
import { hasRedisServer, startTestRedis, type TestRedis } from "../../testing/redis-server";
import { openSession } from "../../testing/sign-in-member";

// A player withdrawn in the console takes its posters down at once (decision 060), with either
// storage driver and on every node (decision 099): the files are gone, the campaign's vote poster
// too, and the player's poster is not found and not drawn again.

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const DAY = 86_400_000;
// Every poster here is a first render: the address's limit is not what these tests are about.
const POSTER_LIMIT = { POSTER_RENDERS_PER_MINUTE_PER_IP: "100" };

interface Node {
  t: TestApp;
  editor: string;
}

async function editorOf(t: TestApp): Promise<string> {
  const user = await createUser(t.db, piiKeys);
  await t.db.insert(schema.userRoles).values({ userId: user.id, role: "editor" });
  return openSession(t, user.id);
}

async function data(
  t: TestApp,
  method: "GET" | "POST" | "PUT",
  url: string,
  token?: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

let slugCount = 0;
/** A visible campaign whose voting runs, with a company section of two nominated enterprises. */
async function runningCampaign({ t, editor }: Node) {
  slugCount += 1;
  const slug = `poster-campaign-${slugCount}`;
  const { id } = await data(t, "POST", "/admin/campaigns", editor, {
    slug,
    title: "海报测试活动",
    summary: "测试用",
    cover_url: null,
    rules: ["每个账号每天最多投 3 票。"],
    voting_starts_at: new Date(TEST_SEED_NOW.getTime() - DAY).toISOString(),
    voting_ends_at: new Date(TEST_SEED_NOW.getTime() + 10 * DAY).toISOString(),
    votes_per_day: 3,
    votes_per_player_per_day: 1,
    tally_visibility: "rank_and_share",
    visible: true,
  });
  const section = await data(t, "POST", `/admin/campaigns/${id}/sections`, editor, {
    kind: "company_vote",
    title: "服务之星",
  });
  const players: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const enterprise = await createEnterprise(t.db);
    const nominated = await data(t, "POST", `/admin/campaign-sections/${section.id}/players`, editor, {
      enterprise_id: enterprise.id,
    });
    players.push(nominated.id);
  }
  return { id: id as number, slug, players };
}

const withdraw = ({ t, editor }: Node, playerId: number) =>
  data(t, "POST", `/admin/campaign-players/${playerId}/review`, editor, { decision: "withdraw" });

const recordsOf = (t: TestApp, kind: string, subjectId: number) =>
  t.db
    .select({ key: schema.storedPosters.key })
    .from(schema.storedPosters)
    .where(and(eq(schema.storedPosters.kind, kind), eq(schema.storedPosters.subjectId, subjectId)));

const shownPlayers = async (t: TestApp, campaignId: number) =>
  (await data(t, "GET", `/activity/${campaignId}`)).sections[0].players.map((p: { id: number }) => p.id);

/**
 * What the withdrawal must leave: no file and no record of the player's posters or of the vote
 * poster drawn before, a 404 for the player's poster that draws nothing, and the campaign's
 * vote poster drawn anew for the players it has now.
 */
async function expectTakenDown(
  node: TestApp,
  campaignId: number,
  playerId: number,
  storedUnder: (prefix: string) => Promise<string[]>,
) {
  expect(await storedUnder(`posters/player/${playerId}/`)).toEqual([]);
  expect(await storedUnder(`posters/vote/${campaignId}/`)).toEqual([]);
  expect(await recordsOf(node, "player", playerId)).toEqual([]);
  expect(await recordsOf(node, "vote", campaignId)).toEqual([]);

  const again = await node.app.inject({ url: `/api/poster/player/${playerId}` });
  expect(again.statusCode).toBe(404);
  expect(again.json()).toMatchObject({ code: 404, msg: "选手不存在" });
  expect(await storedUnder(`posters/player/${playerId}/`)).toEqual([]);
  expect(await recordsOf(node, "player", playerId)).toEqual([]);
}

describe("withdrawing a player, local storage", () => {
  const node = {} as Node;
  beforeAll(async () => {
    node.t = await buildTestApp(POSTER_LIMIT);
    node.editor = await editorOf(node.t);
  });
  afterAll(() => node.t?.close());

  const storedUnder = async (prefix: string) => {
    const folder = path.join(node.t.config.dataDir, "uploads", prefix);
    return readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
  };

  it("deletes its posters and the vote poster at once; its poster is then not found, never drawn", async () => {
    const campaign = await runningCampaign(node);
    const [withdrawn, kept] = campaign.players as [number, number];
    const posters = [
      await data(node.t, "GET", `/poster/player/${withdrawn}`),
      await data(node.t, "GET", `/poster/vote/${campaign.id}`),
    ];
    const keptPoster = await data(node.t, "GET", `/poster/player/${kept}`);
    const imageStatus = async (poster: { image_url: string }) =>
      (await node.t.app.inject({ url: new URL(poster.image_url, "http://localhost").pathname })).statusCode;
    for (const poster of posters) expect(await imageStatus(poster)).toBe(200);
    expect(await storedUnder(`posters/player/${withdrawn}/`)).toHaveLength(1);

    expect((await withdraw(node, withdrawn)).status).toBe("withdrawn");

    for (const poster of posters) expect(await imageStatus(poster)).toBe(404);
    await expectTakenDown(node.t, campaign.id, withdrawn, storedUnder);
    expect(await imageStatus(keptPoster)).toBe(200);
    expect(await shownPlayers(node.t, campaign.id)).toEqual([kept]);
    // The vote poster says how many players the campaign has now.
    const vote = await data(node.t, "GET", `/poster/vote/${campaign.id}`);
    expect(vote.image_url).not.toBe(posters[1]!.image_url);
  });

  it("deletes every poster of a campaign and its players when the campaign is hidden", async () => {
    const campaign = await runningCampaign(node);
    for (const player of campaign.players) await data(node.t, "GET", `/poster/player/${player}`);
    await data(node.t, "GET", `/poster/vote/${campaign.id}`);
    const current = await data(node.t, "GET", `/admin/campaigns/${campaign.id}`, node.editor);
    await data(node.t, "PUT", `/admin/campaigns/${campaign.id}`, node.editor, {
      slug: current.slug,
      title: current.title,
      summary: current.summary,
      cover_url: current.cover_url,
      rules: current.rules,
      voting_starts_at: current.voting_starts_at,
      voting_ends_at: current.voting_ends_at,
      votes_per_day: current.votes_per_day,
      votes_per_player_per_day: current.votes_per_player_per_day,
      tally_visibility: current.tally_visibility,
      visible: false,
    });
    for (const player of campaign.players) {
      expect(await storedUnder(`posters/player/${player}/`)).toEqual([]);
      expect((await node.t.app.inject({ url: `/api/poster/player/${player}` })).statusCode).toBe(404);
    }
    expect(await storedUnder(`posters/vote/${campaign.id}/`)).toEqual([]);
  });
});

describe.skipIf(!hasRedisServer)("withdrawing a player, two nodes sharing S3 storage and Redis", () => {
  const BUCKET = "posters-test";
  let redis: TestRedis;
  let fake: FakeS3Server;
  let a: Node;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startTestRedis("test-only-s3cret");
    fake = await startFakeS3Server();
    const [first, second] = (await buildTestNodes(2, {
      ...POSTER_LIMIT,
      REDIS_URL: redis.url(5),
      CACHE_DRIVER: "memory",
      ...fake.settings(BUCKET, "https://img.example.com"),
    })) as [TestApp, TestApp];
    a = { t: first, editor: await editorOf(first) };
    b = second;
  });
  afterAll(async () => {
    await a?.t.close();
    await fake?.close();
    await redis?.stop();
  });

  const storedUnder = async (prefix: string) =>
    [...fake.objects.keys()].filter((key) => key.startsWith(`${BUCKET}/${prefix}`));

  it("deletes the posters one node drew when another withdraws the player, and drops its cached page", async () => {
    const campaign = await runningCampaign(a);
    const [withdrawn, kept] = campaign.players as [number, number];
    await data(b, "GET", `/poster/player/${withdrawn}`);
    await data(b, "GET", `/poster/vote/${campaign.id}`);
    expect(await storedUnder(`posters/player/${withdrawn}/`)).toHaveLength(1);
    expect(await storedUnder(`posters/vote/${campaign.id}/`)).toHaveLength(1);
    // B serves the page from its memory (10 s) and by its slug too.
    const heldSince = Date.now();
    expect(await shownPlayers(b, campaign.id)).toEqual([withdrawn, kept]);
    expect((await data(b, "GET", `/activity/${campaign.slug}`)).player_count).toBe(2);

    expect((await withdraw(a, withdrawn)).status).toBe("withdrawn");

    await expectTakenDown(b, campaign.id, withdrawn, storedUnder);
    await expect
      .poll(() => shownPlayers(b, campaign.id), {
        timeout: untilExpiry(heldSince, CACHE_TTL_MS.list),
        interval: 20,
      })
      .toEqual([kept]);
    await expect
      .poll(async () => (await data(b, "GET", `/activity/${campaign.slug}`)).player_count, {
        timeout: untilExpiry(heldSince, CACHE_TTL_MS.list),
        interval: 20,
      })
      .toBe(1);
  });
});
