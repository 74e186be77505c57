import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { campaignVoteDay, campaignVoteDayResetsAt } from "@tousu/domain";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession, signInNewMember, signInWechatOnlyMember } from "../../testing/sign-in-member";
import { addPlayer, type CampaignFixture, createVotingCampaign } from "./campaign-fixture.testing";
import { castCampaignVote } from "./cast-campaign-vote";
import { readPlayerTallies } from "./player-tallies";
import { reconcileCampaignTallies } from "./reconcile-tallies";
import { flagVoteBursts } from "./vote-bursts";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const DAY_MS = 24 * 60 * 60_000;
let t: TestApp;
let now = TEST_SEED_NOW;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Moves the app's clock forward, so each test's votes have a minute and windows of their own. */
function advance(ms: number): Date {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
  return now;
}

function vote(
  who: { token: string } | null,
  campaign: string | number,
  playerId: number | string,
  options: { ip?: string; captcha?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: `/api/activity/${campaign}/vote`,
    remoteAddress: options.ip ?? "198.51.100.7",
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload: { player_id: playerId, ...(options.captcha ? { captcha_token: options.captcha } : {}) },
  });
}

const allVotes = async () => (await t.db.select({ n: count() }).from(schema.campaignVotes))[0]!.n;
const votesOf = async (campaignId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(schema.campaignVotes)
      .where(eq(schema.campaignVotes.campaignId, campaignId))
  )[0]!.n;
const validTally = async (campaignId: number) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`coalesce(sum(${schema.campaignTallies.validVotes}), 0)` })
        .from(schema.campaignTallies)
        .where(eq(schema.campaignTallies.campaignId, campaignId))
    )[0]!.n,
  );

/** The vote service as the route calls it, with a captcha that is always solved (limits, not bots, are tested). */
function serviceDeps() {
  return {
    db: t.db,
    config: t.config,
    providers: { now: () => now, sharedCounters: null },
    captcha: { consumeToken: () => true } as unknown as Parameters<typeof castCampaignVote>[0]["captcha"],
    // No page of the campaign is open: nothing to tell.
    liveEvents: { refreshFigure: async () => {} } as unknown as Parameters<
      typeof castCampaignVote
    >[0]["liveEvents"],
    log: t.app.log,
  };
}

async function solvedCaptcha(): Promise<string> {
  const challenge = (await t.app.inject({ url: "/api/auth/captcha" })).json().data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/auth/captchaVerify",
    payload: { payload },
  });
  return verified.json().data.captcha_token as string;
}

describe("casting a vote", () => {
  let campaign: CampaignFixture;
  let voter: { id: number; token: string };
  beforeAll(async () => {
    campaign = await createVotingCampaign(t.db, { players: 4, votesPerDay: 3, votesPerPlayerPerDay: 1 });
    voter = await signInNewMember(t);
    advance(60 * 60_000);
  });

  it("stores the vote with its tally and answers what is left today, by id or slug", async () => {
    const answer = await vote(voter, campaign.id, campaign.players[0]!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      player_id: campaign.players[0],
      vote_day: campaignVoteDay(now),
      votes_per_day: 3,
      remaining_today: 2,
      remaining_for_player: 0,
      resets_at: campaignVoteDayResetsAt(campaignVoteDay(now)).toISOString(),
      captcha_required: false,
    });
    expect((await vote(voter, campaign.slug, campaign.players[1]!)).json().data.remaining_today).toBe(1);
    expect(await validTally(campaign.id)).toBe(2);
    const [stored] = await t.db
      .select()
      .from(schema.campaignVotes)
      .where(eq(schema.campaignVotes.playerId, campaign.players[0]!));
    // Only keyed hashes of where the vote came from.
    expect(JSON.stringify(stored)).not.toContain("198.51.100");

    const mine = await t.app.inject({
      url: `/api/activity/${campaign.slug}/my_votes`,
      headers: { authorization: `Bearer ${voter.token}` },
    });
    expect(mine.json().data).toMatchObject({ votes_today: 2, remaining_today: 1 });
    expect(mine.json().data.players).toEqual([
      { player_id: campaign.players[0], votes_today: 1, remaining: 0 },
      { player_id: campaign.players[1], votes_today: 1, remaining: 0 },
      { player_id: campaign.players[2], votes_today: 0, remaining: 1 },
      { player_id: campaign.players[3], votes_today: 0, remaining: 1 },
    ]);
  });

  it("refuses a second vote for one player today, and the day's votes past the limit, until 0:00 Beijing", async () => {
    const again = await vote(voter, campaign.id, campaign.players[0]!);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe("今日为该选手投票已达1票上限，次日0点（北京时间）恢复");
    expect((await vote(voter, campaign.id, campaign.players[2]!)).statusCode).toBe(200);
    const over = await vote(voter, campaign.id, campaign.players[3]!);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe("今日3票已投完，次日0点（北京时间）恢复");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(await votesOf(campaign.id)).toBe(3);

    now = campaignVoteDayResetsAt(campaignVoteDay(now));
    t.setNow(now);
    expect((await vote(voter, campaign.id, campaign.players[0]!)).json().data.remaining_today).toBe(2);
    expect(await validTally(campaign.id)).toBe(4);
  });
});

describe("refused votes store nothing", () => {
  let campaign: CampaignFixture;
  let other: CampaignFixture;
  let member: { id: number; token: string };

  beforeAll(async () => {
    advance(60 * 60_000);
    campaign = await createVotingCampaign(t.db);
    other = await createVotingCampaign(t.db);
    member = await signInNewMember(t);
  });

  it("refuses a visitor 401 and an account without a phone 402, before reading the vote", async () => {
    const before = await allVotes();
    const visitor = await vote(null, campaign.id, campaign.players[0]!);
    expect(visitor.statusCode).toBe(401);
    const phoneless = await signInWechatOnlyMember(t);
    const unbound = await vote(phoneless, campaign.id, "not a number");
    expect(unbound.json()).toMatchObject({ code: 402, msg: "请先绑定手机号" });
    expect(unbound.json().data.access_token).toBeTruthy();
    expect(await allVotes()).toBe(before);
  });

  it("refuses a closed or upcoming campaign, another campaign's player, a withdrawn or pending player", async () => {
    const before = await allVotes();
    const closed = await createVotingCampaign(t.db, {
      startsAt: new Date(now.getTime() - 10 * DAY_MS),
      endsAt: new Date(now.getTime() - DAY_MS),
    });
    const upcoming = await createVotingCampaign(t.db, {
      startsAt: new Date(now.getTime() + DAY_MS),
      endsAt: new Date(now.getTime() + 10 * DAY_MS),
    });
    const withdrawn = await addPlayer(t.db, campaign, "withdrawn");
    const pending = await addPlayer(t.db, campaign, "pending");
    const cases: [number | string, number, number, string][] = [
      [closed.id, closed.players[0]!, 400, "投票已截止"],
      [upcoming.slug, upcoming.players[0]!, 400, "投票尚未开始，请在活动开始后再来投票"],
      [campaign.id, other.players[0]!, 400, "该选手不在本次活动中"],
      [campaign.id, 999_999_999, 400, "该选手不在本次活动中"],
      [campaign.id, withdrawn, 400, "该选手未通过审核或已退出，不能为其投票"],
      [campaign.id, pending, 400, "该选手未通过审核或已退出，不能为其投票"],
      ["no-such-campaign", campaign.players[0]!, 404, "活动不存在或未开放"],
      ["bad slug!", campaign.players[0]!, 400, "活动不存在或未开放"],
    ];
    for (const [ref, player, status, msg] of cases) {
      const answer = await vote(member, typeof ref === "string" ? encodeURIComponent(ref) : ref, player);
      expect({ ref, status: answer.statusCode, msg: answer.json().msg }).toEqual({ ref, status, msg });
    }
    expect((await vote(member, campaign.id, "abc")).json()).toMatchObject({
      code: 400,
      msg: "请选择要投票的选手",
    });
    expect(await allVotes()).toBe(before);
  });
});

describe("the captcha", () => {
  let campaign: CampaignFixture;
  beforeAll(async () => {
    advance(60 * 60_000);
    campaign = await createVotingCampaign(t.db, { players: 6, votesPerDay: 10, votesPerPlayerPerDay: 10 });
  });

  it("is asked of an account voting fast; a missing or forged one is refused, a solved one spent once", async () => {
    const member = await signInNewMember(t);
    const ip = "192.0.2.10";
    for (const expected of [false, false, true]) {
      expect(
        (await vote(member, campaign.id, campaign.players[0]!, { ip })).json().data.captcha_required,
      ).toBe(expected);
    }
    const stored = await votesOf(campaign.id);
    const missing = await vote(member, campaign.id, campaign.players[0]!, { ip });
    expect(missing.json()).toMatchObject({
      code: 400,
      msg: "投票过于频繁，请先完成人机验证",
      data: { captcha_required: true },
    });
    const forged = await vote(member, campaign.id, campaign.players[0]!, {
      ip,
      captcha: `${Math.floor(now.getTime() / 1000) + 300}.${"ab".repeat(12)}.${"00".repeat(32)}`,
    });
    expect(forged.json().data).toEqual({ captcha_required: true });
    expect(await votesOf(campaign.id)).toBe(stored);

    const token = await solvedCaptcha();
    expect((await vote(member, campaign.id, campaign.players[0]!, { ip, captcha: token })).statusCode).toBe(
      200,
    );
    const replayed = await vote(member, campaign.id, campaign.players[0]!, { ip, captcha: token });
    expect(replayed.json().data).toEqual({ captcha_required: true });
    expect(await votesOf(campaign.id)).toBe(stored + 1);

    // A minute later the account votes at an ordinary pace again.
    advance(61_000);
    expect((await vote(member, campaign.id, campaign.players[0]!, { ip })).statusCode).toBe(200);
  });

  it("is asked of an address many accounts vote from", async () => {
    advance(20 * 60_000);
    const ip = "192.0.2.20";
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await vote(await signInNewMember(t), campaign.id, campaign.players[1]!, { ip })).statusCode,
      ).toBe(200);
    }
    const eleventh = await vote(await signInNewMember(t), campaign.id, campaign.players[1]!, { ip });
    expect(eleventh.json().data).toEqual({ captcha_required: true });
    // Another address of the same network is not asked.
    expect(
      (await vote(await signInNewMember(t), campaign.id, campaign.players[1]!, { ip: "192.0.2.21" }))
        .statusCode,
    ).toBe(200);
  });
});

describe("the ceilings per address and network", () => {
  it("refuses an address past its ceiling, which rises with the accounts behind it, until the window passes", async () => {
    advance(60 * 60_000);
    const campaign = await createVotingCampaign(t.db, {
      players: 20,
      votesPerDay: 20,
      votesPerPlayerPerDay: 1,
    });
    const deps = serviceDeps();
    const voters = [await createUser(t.db, piiKeys), await createUser(t.db, piiKeys)];
    const cast = (userId: number, player: number, address: string) =>
      castCampaignVote(deps, String(campaign.id), {
        userId,
        playerId: campaign.players[player]!,
        address,
        captchaToken: undefined,
      });
    // One account: 20 + 2 × 1 votes from its address within ten minutes.
    for (let player = 0; player < 20; player += 1) await cast(voters[0]!.id, player, "203.0.113.5");
    await cast(voters[1]!.id, 0, "203.0.113.5");
    await cast(voters[1]!.id, 1, "203.0.113.5");
    // Two accounts now: 24 allowed, 22 cast.
    await cast(voters[1]!.id, 2, "203.0.113.5");
    await cast(voters[1]!.id, 3, "203.0.113.5");
    await expect(cast(voters[1]!.id, 4, "203.0.113.5")).rejects.toMatchObject({
      message: "当前网络投票过于频繁，请稍后再试",
      retryLater: { status: 429 },
    });
    advance(10 * 60_000);
    await cast(voters[1]!.id, 4, "203.0.113.5");
    expect(await votesOf(campaign.id)).toBe(25);
  });
});

describe("concurrent votes", () => {
  it("keep every account within its limits and the tallies equal to the votes: 2,000 votes from 500 accounts", async () => {
    advance(60 * 60_000);
    const campaign = await createVotingCampaign(t.db, {
      players: 3,
      votesPerDay: 3,
      votesPerPlayerPerDay: 2,
    });
    const deps = serviceDeps();
    const accounts = await Promise.all(Array.from({ length: 500 }, () => createUser(t.db, piiKeys)));
    // Each account sends four votes at once, two for the first player: three may pass.
    const outcomes = await Promise.allSettled(
      accounts.flatMap((account, index) =>
        [0, 0, 1, 2].map((player) =>
          castCampaignVote(deps, campaign.slug, {
            userId: account.id,
            playerId: campaign.players[player]!,
            address: `10.${index >> 8}.${index & 255}.1`,
            captchaToken: undefined,
          }),
        ),
      ),
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason.message] : [],
    );
    expect(outcomes.length - refused.length).toBe(1500);
    expect(new Set(refused)).toEqual(new Set(["今日3票已投完，次日0点（北京时间）恢复"]));
    await expectLimitsHeld(campaign, 3, 2, 1500);
  }, 180_000);

  it("hold through HTTP as well", async () => {
    advance(60 * 60_000);
    const campaign = await createVotingCampaign(t.db, {
      players: 3,
      votesPerDay: 3,
      votesPerPlayerPerDay: 2,
    });
    const members = await Promise.all(Array.from({ length: 40 }, () => signInNewMember(t)));
    const answers = await Promise.all(
      members.flatMap((member, index) =>
        [0, 0, 1, 2, 1].map((player) =>
          vote(member, campaign.id, campaign.players[player]!, { ip: `10.200.${index}.9` }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    await expectLimitsHeld(campaign, 3, 2, 120);
  });
});

async function expectLimitsHeld(campaign: CampaignFixture, perDay: number, perPlayer: number, total: number) {
  const { campaignVotes } = schema;
  expect(await votesOf(campaign.id)).toBe(total);
  expect(await validTally(campaign.id)).toBe(total);
  const [worst] = await t.db
    .execute<{ day: number; player: number }>(sql`
    select (select coalesce(max(n), 0) from (select count(*)::int n from ${campaignVotes}
              where campaign_id = ${campaign.id} group by user_id, vote_day) d) as day,
           (select coalesce(max(n), 0) from (select count(*)::int n from ${campaignVotes}
              where campaign_id = ${campaign.id} group by user_id, player_id, vote_day) p) as player`)
    .then((result) => result.rows);
  expect(worst).toEqual({ day: perDay, player: perPlayer });
  const tallies = await readPlayerTallies(serviceDepsForTallies(), campaign.id);
  expect([...tallies.values()].reduce((sum, tally) => sum + tally.validVotes, 0)).toBe(total);
}

function serviceDepsForTallies() {
  const { captcha: _captcha, ...deps } = serviceDeps();
  return deps;
}

describe("bursts from one network", () => {
  it("are flagged once, voided by a moderator with a reason, and the tallies show the voided votes", async () => {
    advance(60 * 60_000);
    const campaign = await createVotingCampaign(t.db, {
      players: 3,
      votesPerDay: 3,
      votesPerPlayerPerDay: 1,
    });
    const members = await Promise.all(Array.from({ length: 20 }, () => signInNewMember(t)));
    for (const [index, member] of members.entries()) {
      for (const player of campaign.players) {
        expect((await vote(member, campaign.id, player, { ip: `100.64.7.${index + 1}` })).statusCode).toBe(
          200,
        );
      }
    }
    // An ordinary voter elsewhere, whose vote stays.
    expect(
      (await vote(await signInNewMember(t), campaign.id, campaign.players[0]!, { ip: "100.65.1.1" }))
        .statusCode,
    ).toBe(200);
    expect(await flagVoteBursts(t.db, now)).toBe(1);
    expect(await flagVoteBursts(t.db, now)).toBe(1);

    const moderator = await createUser(t.db, piiKeys);
    await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
    const staff = { token: await openSession(t, moderator.id) };
    const asStaff = (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${staff.token}` },
        payload,
      });

    const listed = (await asStaff("GET", `/admin/campaign-vote-flags?campaign_id=${campaign.id}`)).json()
      .data;
    expect(listed.total).toBe(1);
    const flag = listed.list[0];
    expect(flag).toMatchObject({ vote_count: 60, account_count: 20, valid_votes: 60, state: "open" });
    expect(flag.network).not.toContain("100.64");

    const voided = await asStaff("POST", `/admin/campaign-vote-flags/${flag.id}/void`, {
      reason: "同一网段集中刷票",
    });
    expect(voided.json().data).toMatchObject({ voided_votes: 60, flag: { state: "voided", valid_votes: 0 } });
    const again = await asStaff("POST", `/admin/campaign-vote-flags/${flag.id}/void`, {
      reason: "同一网段集中刷票",
    });
    expect(again.json().data.voided_votes).toBe(0);
    expect((await asStaff("POST", `/admin/campaign-vote-flags/${flag.id}/dismiss`, {})).json()).toMatchObject(
      {
        code: 400,
        msg: "该异常已处理",
      },
    );

    const tallies = await readPlayerTallies(serviceDepsForTallies(), campaign.id);
    expect(tallies.get(campaign.players[0]!)).toEqual({ validVotes: 1, voidedVotes: 20 });
    expect(tallies.get(campaign.players[1]!)).toEqual({ validVotes: 0, voidedVotes: 20 });
    const [voidedRows] = await t.db
      .select({ n: count() })
      .from(schema.campaignVotes)
      .where(
        and(
          eq(schema.campaignVotes.campaignId, campaign.id),
          isNotNull(schema.campaignVotes.voidedAt),
          eq(schema.campaignVotes.voidReason, "同一网段集中刷票"),
          eq(schema.campaignVotes.voidedBy, moderator.id),
        ),
      );
    expect(voidedRows!.n).toBe(60);
    expect(await reconcileCampaignTallies(serviceDepsForTallies(), campaign.id)).toEqual({
      recordRepaired: 0,
      countersRepaired: 0,
      votesOff: 0,
    });
  });
});

describe("the reconciliation", () => {
  it("repairs tallies that drifted from the votes, and reports the drift as figures", async () => {
    advance(60 * 60_000);
    const campaign = await createVotingCampaign(t.db, { players: 2 });
    const member = await signInNewMember(t);
    await vote(member, campaign.id, campaign.players[0]!);
    await vote(member, campaign.id, campaign.players[1]!);
    await t.db
      .update(schema.campaignTallies)
      .set({ validVotes: 7 })
      .where(eq(schema.campaignTallies.playerId, campaign.players[0]!));
    await t.db
      .delete(schema.campaignTallies)
      .where(eq(schema.campaignTallies.playerId, campaign.players[1]!));
    expect(await reconcileCampaignTallies(serviceDepsForTallies(), campaign.id)).toEqual({
      recordRepaired: 2,
      countersRepaired: 0,
      votesOff: 7,
    });
    expect(await validTally(campaign.id)).toBe(2);
  });
});
