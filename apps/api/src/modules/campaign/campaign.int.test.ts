import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createEnterprise, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { rankByVotes } from "@tousu/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
let editor: string;
let owner: string;
let ownerEnterpriseId: number;
let consumer: string;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const editorUser = await createUser(t.db, piiKeys);
  await t.db.insert(schema.userRoles).values({ userId: editorUser.id, role: "editor" });
  editor = await openSession(t, editorUser.id);
  const ownerUser = await createUser(t.db, piiKeys);
  ownerEnterpriseId = (await createEnterprise(t.db)).id;
  await t.db
    .insert(schema.enterpriseMembers)
    .values({ enterpriseId: ownerEnterpriseId, userId: ownerUser.id, role: "owner" });
  owner = await openSession(t, ownerUser.id);
  consumer = await openSession(t, (await createUser(t.db, piiKeys)).id);
});
afterAll(async () => {
  await t?.close();
});

function call(method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function data(method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

let slugCount = 0;
function campaignBody(overrides: Record<string, unknown> = {}) {
  slugCount += 1;
  return {
    slug: `test-campaign-${slugCount}`,
    title: "测试活动",
    summary: "测试用",
    cover_url: null,
    rules: ["每个账号每天最多投 3 票。"],
    voting_starts_at: new Date(TEST_SEED_NOW.getTime() + DAY).toISOString(),
    voting_ends_at: new Date(TEST_SEED_NOW.getTime() + 10 * DAY).toISOString(),
    votes_per_day: 3,
    votes_per_player_per_day: 1,
    tally_visibility: "rank_and_share",
    visible: true,
    ...overrides,
  };
}

/** A campaign with a company section of three enterprises, through the console. */
async function campaignWithPlayers(overrides: Record<string, unknown> = {}) {
  const body = campaignBody(overrides);
  const { id } = await data("POST", "/admin/campaigns", editor, body);
  const section = await data("POST", `/admin/campaigns/${id}/sections`, editor, {
    kind: "company_vote",
    title: "服务之星",
  });
  const players: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const enterprise = await createEnterprise(t.db);
    players.push(
      (
        await data("POST", `/admin/campaign-sections/${section.id}/players`, editor, {
          enterprise_id: enterprise.id,
        })
      ).id,
    );
  }
  return { id, slug: body.slug, sectionId: section.id as number, players };
}

async function setTallies(campaignId: number, counts: [number, number, number][]) {
  for (const [playerId, valid, voided] of counts) {
    await t.db
      .insert(schema.campaignTallies)
      .values({ playerId, campaignId, validVotes: valid, voidedVotes: voided })
      .onConflictDoUpdate({
        target: schema.campaignTallies.playerId,
        set: { validVotes: valid, voidedVotes: voided },
      });
  }
}

describe("GET /activity/list", () => {
  it("lists visible campaigns: running first, then upcoming, then past by date", async () => {
    const running = await data("POST", "/admin/campaigns", editor, {
      ...campaignBody(),
      voting_starts_at: new Date(TEST_SEED_NOW.getTime() - DAY).toISOString(),
    });
    await data("POST", "/admin/campaigns", editor, {
      ...campaignBody(),
      visible: false,
      title: "未公开活动",
    });
    const page = await data("GET", "/activity/list?page_size=50");
    const slugs: string[] = page.list.map((item: { slug: string }) => item.slug);
    expect(page.list[0].id).toBe(running.id);
    expect(page.list[0].state).toBe("running");
    expect(page.list.map((item: { title: string }) => item.title)).not.toContain("未公开活动");
    expect(slugs.indexOf("act2027315")).toBeLessThan(slugs.indexOf("act2024315"));
    expect(slugs.indexOf("act2024315")).toBeLessThan(slugs.indexOf("act2023331"));
    const published = page.list.find((item: { slug: string }) => item.slug === "act2024315");
    expect(published).toMatchObject({
      state: "results_published",
      state_label: "结果已公布",
      section_count: 1,
    });
  });

  it("answers a page past the last with an empty list", async () => {
    const page = await data("GET", "/activity/list?page=99");
    expect(page.list).toEqual([]);
  });
});

describe("GET /activity/{slug or id}", () => {
  it("shows a past campaign's frozen results with voided counts, ties sharing a rank", async () => {
    const campaign = await data("GET", "/activity/act2024315");
    expect(campaign.state).toBe("results_published");
    expect(campaign.rules.length).toBeGreaterThan(3);
    const players = campaign.sections[0].players;
    const results = await t.db
      .select()
      .from(schema.campaignResults)
      .where(eq(schema.campaignResults.campaignId, campaign.id));
    for (const player of players) {
      const result = results.find((row) => row.playerId === player.id)!;
      expect(player.tally).toMatchObject({
        rank: result.rank,
        valid_votes: result.validVotes,
        voided_votes: result.voidedVotes,
      });
      expect(player.figures.complaint_count).toBeGreaterThanOrEqual(0);
      expect(player.href).toMatch(/^\/brands\/\d+$/);
    }
    const ranks = players.map((player: { tally: { rank: number } }) => player.tally.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    // The seeded results are the tallies ranked by the published rule.
    const tallies = await t.db
      .select()
      .from(schema.campaignTallies)
      .where(eq(schema.campaignTallies.campaignId, campaign.id));
    expect(
      rankByVotes(tallies)
        .map((entry) => [entry.playerId, entry.rank])
        .sort(([a], [b]) => Number(a) - Number(b)),
    ).toEqual(results.map((row) => [row.playerId, row.rank]).sort(([a], [b]) => Number(a) - Number(b)));
  });

  it("answers the same campaign by id, and 404 for an unknown or hidden one", async () => {
    const bySlug = await data("GET", "/activity/act2023331");
    const byId = await data("GET", `/activity/${bySlug.id}`);
    expect(byId.slug).toBe("act2023331");
    expect((await call("GET", "/activity/act1999315")).statusCode).toBe(404);
    const hidden = await data("POST", "/admin/campaigns", editor, { ...campaignBody(), visible: false });
    const answer = await call("GET", `/activity/${hidden.id}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().msg).toBe("活动不存在");
    expect((await call("GET", "/activity/NOT_A_SLUG")).statusCode).toBe(400);
  });

  it("shows the coming campaign's stories masked, no tallies, and data lists by their minimum sample", async () => {
    const campaign = await data("GET", "/activity/act2027315");
    expect(campaign.state).toBe("upcoming");
    const stories = campaign.sections.find(
      (section: { kind: string }) => section.kind === "consumer_stories",
    );
    expect(stories.players.length).toBeGreaterThan(0);
    for (const story of stories.players) {
      expect(story.tally).toBeNull();
      expect(story.story.summary).not.toMatch(/1[3-9]\d{9}/);
      expect(story.href).toBe(`/tousu/${story.story.complaint_id}`);
    }
    const lists = campaign.sections.filter((section: { kind: string }) => section.kind === "data_list");
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      expect(list.data_list.rule_text).toContain("少于 30 件");
      for (const row of list.data_list.rows) expect(row.complaint_count).toBeGreaterThanOrEqual(30);
    }
  });

  it("lists a data list's companies by the rule, leaving out those below the minimum", async () => {
    const { id } = await data("POST", "/admin/campaigns", editor, campaignBody());
    const rule = { figure: "reply_rate", order: "desc", min_complaints: 10, limit: 50, period_days: 3650 };
    await data("POST", `/admin/campaigns/${id}/sections`, editor, {
      kind: "data_list",
      title: "回复率最高",
      data_rule: rule,
    });
    const campaign = await data("GET", `/activity/${id}`);
    const rows = campaign.sections[0].data_list.rows;
    const counts = await t.db.execute<{ brand_id: number; n: number }>(
      sql`select brand_id, sum(complaint_count)::int as n from brand_daily_stats group by brand_id`,
    );
    const below = counts.rows.filter((row) => row.n < 10).map((row) => row.brand_id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(below).not.toContain(row.brand_id);
    const values = rows.map((row: { value: number }) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("shows tallies while running as the campaign's visibility says", async () => {
    const { id, players } = await campaignWithPlayers();
    await setTallies(id, [
      [players[0]!, 10, 2],
      [players[1]!, 30, 0],
      [players[2]!, 10, 1],
    ]);
    const before = await data("GET", `/activity/${id}`);
    expect(before.sections[0].players.every((player: { tally: unknown }) => player.tally === null)).toBe(
      true,
    );

    t.setNow(new Date(TEST_SEED_NOW.getTime() + 2 * DAY));
    try {
      const shared = (await data("GET", `/activity/${id}`)).sections[0].players;
      expect(shared.map((p: { id: number; tally: object }) => [p.id, p.tally])).toEqual([
        [players[1], { rank: 1, share: 0.6, valid_votes: null, voided_votes: null }],
        [players[0], { rank: 2, share: 0.2, valid_votes: null, voided_votes: null }],
        [players[2], { rank: 2, share: 0.2, valid_votes: null, voided_votes: null }],
      ]);
      await data(
        "PUT",
        `/admin/campaigns/${id}`,
        editor,
        campaignBody({ slug: `exact-${id}`, tally_visibility: "exact" }),
      );
      const exact = (await data("GET", `/activity/${id}`)).sections[0].players;
      expect(exact[0].tally).toEqual({ rank: 1, share: null, valid_votes: 30, voided_votes: null });
      await data(
        "PUT",
        `/admin/campaigns/${id}`,
        editor,
        campaignBody({ slug: `hidden-${id}`, tally_visibility: "hidden_until_close" }),
      );
      const hidden = (await data("GET", `/activity/${id}`)).sections[0].players;
      expect(hidden.every((player: { tally: unknown }) => player.tally === null)).toBe(true);
      // No vote button is the page's business; the API states the limits it will hold.
      expect((await data("GET", `/activity/${id}`)).votes_per_day).toBe(3);
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });
});

describe("the console", () => {
  it("reviews players: approve and refuse pending ones, withdraw approved ones, each once", async () => {
    const { id, sectionId, players } = await campaignWithPlayers();
    const withdrawn = await data("POST", `/admin/campaign-players/${players[0]}/review`, editor, {
      decision: "withdraw",
      note: "企业主动退出",
    });
    expect(withdrawn.status).toBe("withdrawn");
    expect(
      (await data("POST", `/admin/campaign-players/${players[0]}/review`, editor, { decision: "withdraw" }))
        .status,
    ).toBe("withdrawn");
    const refused = await call("POST", `/admin/campaign-players/${players[1]}/review`, editor, {
      decision: "refuse",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe("选手当前状态不能执行此操作");
    const shown = (await data("GET", `/activity/${id}`)).sections[0].players.map((p: { id: number }) => p.id);
    expect(shown).toEqual([players[1], players[2]]);
    const again = await call("POST", `/admin/campaign-sections/${sectionId}/players`, editor, {
      enterprise_id: (
        await t.db.select().from(schema.campaignPlayers).where(eq(schema.campaignPlayers.id, players[1]!))
      )[0]!.enterpriseId,
    });
    expect(again.statusCode).toBe(400);
    const console = await data("GET", `/admin/campaigns/${id}`, editor);
    expect(console.players.find((p: { id: number }) => p.id === players[0])).toMatchObject({
      status: "withdrawn",
      review_note: "企业主动退出",
    });
  });

  it("finds enterprises and brands to nominate by name, with their industries and logos", async () => {
    const home = await createEnterprise(t.db, { name: "栖木云家居有限公司", logoUrl: "/uploads/qimu.png" });
    const trading = await createEnterprise(t.db, { name: "北辰栖木贸易有限公司" });
    const furniture = await createBrand(t.db, { name: "栖木家居", industry: "家居", enterpriseId: home.id });
    const kitchen = await createBrand(t.db, { name: "栖木厨电", industry: "家电", enterpriseId: home.id });
    const found: { kind: string; id: number; name: string; industry: string | null; logo: string }[] =
      await data("GET", `/admin/campaign-nominees?keyword=${encodeURIComponent("栖木")}`, editor);
    // Enterprises first, a name starting with the words before one containing them.
    expect(found.map(({ kind, id }) => [kind, id])).toEqual([
      ["enterprise", home.id],
      ["enterprise", trading.id],
      ...[furniture.id, kitchen.id].sort().map((id) => ["brand", id]),
    ]);
    expect(found[0]).toMatchObject({ name: home.name, logo: "/uploads/qimu.png" });
    expect(found[0]!.industry?.split("、").sort()).toEqual(["家居", "家电"].sort());
    expect(found[1]).toMatchObject({ industry: null });
    expect(found[1]!.logo).not.toBe("");
    expect(found.find((nominee) => nominee.id === kitchen.id && nominee.kind === "brand")).toMatchObject({
      name: "栖木厨电",
      industry: "家电",
    });
    const empty = await call("GET", "/admin/campaign-nominees?keyword=%20", editor);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe("请填写企业或品牌名称");
  });

  it("refuses a slug already taken and a section without its rule", async () => {
    const taken = await call("POST", "/admin/campaigns", editor, campaignBody({ slug: "act2024315" }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe("活动地址已被使用");
    const { id } = await data("POST", "/admin/campaigns", editor, campaignBody());
    const noRule = await call("POST", `/admin/campaigns/${id}/sections`, editor, {
      kind: "data_list",
      title: "榜单",
    });
    expect(noRule.statusCode).toBe(400);
  });

  it("publishes results only after the close, frozen by the tie rule, once", async () => {
    const { id, players } = await campaignWithPlayers();
    await setTallies(id, [
      [players[0]!, 7, 3],
      [players[1]!, 7, 0],
      [players[2]!, 12, 5],
    ]);
    const early = await call("POST", `/admin/campaigns/${id}/results`, editor);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe("投票尚未截止，不能公布结果");

    t.setNow(new Date(TEST_SEED_NOW.getTime() + 11 * DAY));
    try {
      const [first, second] = await Promise.all([
        data("POST", `/admin/campaigns/${id}/results`, editor),
        data("POST", `/admin/campaigns/${id}/results`, editor),
      ]);
      expect(first).toEqual(second);
      expect(first.ranked).toBe(3);
      // Votes counted after publishing change nothing published.
      await setTallies(id, [[players[0]!, 99, 3]]);
      const results = await t.db
        .select()
        .from(schema.campaignResults)
        .where(eq(schema.campaignResults.campaignId, id));
      expect(results.map((row) => [row.playerId, row.rank, row.validVotes, row.voidedVotes]).sort()).toEqual(
        [
          [players[2], 1, 12, 5],
          [players[0], 2, 7, 3],
          [players[1], 2, 7, 0],
        ].sort(),
      );
      const page = await data("GET", `/activity/${id}`);
      expect(page.state).toBe("results_published");
      expect(page.sections[0].players[0].tally).toEqual({
        rank: 1,
        share: 0.462,
        valid_votes: 12,
        voided_votes: 5,
      });
      const changed = await call("PUT", `/admin/campaigns/${id}`, editor, campaignBody());
      expect(changed.json().msg).toBe("结果已公布的活动不能再修改");
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });
});

describe("the company portal", () => {
  it("applies to a company section once, pending until staff decide", async () => {
    const coming = await data("GET", "/activity/act2027315");
    const section = coming.sections.find((s: { kind: string }) => s.kind === "company_vote");
    const overview = await data("GET", "/company/campaigns", owner);
    expect(overview.open_sections.map((s: { section_id: number }) => s.section_id)).toContain(section.id);

    const body = { section_id: section.id, statement: "承诺每条投诉 24 小时内回应并跟进到底。" };
    const [first, second] = await Promise.all([
      data("POST", "/company/campaigns/apply", owner, body),
      data("POST", "/company/campaigns/apply", owner, body),
    ]);
    expect(first).toEqual(second);
    expect(first.status).toBe("pending");
    const after = await data("GET", "/company/campaigns", owner);
    expect(after.entries[0]).toMatchObject({
      player_id: first.player_id,
      status: "pending",
      source: "company_application",
    });
    expect(after.open_sections.map((s: { section_id: number }) => s.section_id)).not.toContain(section.id);
    // Not shown until approved.
    const shown = (await data("GET", "/activity/act2027315")).sections.find(
      (s: { id: number }) => s.id === section.id,
    );
    expect(shown.players.map((p: { id: number }) => p.id)).not.toContain(first.player_id);
    await data("POST", `/admin/campaign-players/${first.player_id}/review`, editor, {
      decision: "approve",
      note: "资料齐全",
    });
    const approved = (await data("GET", "/activity/act2027315")).sections.find(
      (s: { id: number }) => s.id === section.id,
    );
    expect(approved.players.map((p: { id: number }) => p.id)).toContain(first.player_id);
    const [row] = await t.db
      .select()
      .from(schema.campaignPlayers)
      .where(
        and(
          eq(schema.campaignPlayers.id, first.player_id),
          eq(schema.campaignPlayers.enterpriseId, ownerEnterpriseId),
        ),
      );
    expect(row?.status).toBe("approved");
  });

  it("refuses a section that takes no applications", async () => {
    const coming = await data("GET", "/activity/act2027315");
    const stories = coming.sections.find((s: { kind: string }) => s.kind === "consumer_stories");
    const refused = await call("POST", "/company/campaigns/apply", owner, {
      section_id: stories.id,
      statement: "承诺每条投诉 24 小时内回应并跟进到底。",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe("该单元不接受报名");
  });
});

describe("a consumer's story", () => {
  async function completedComplaint(status = "completed") {
    const { rows } = await t.db.execute<{ id: number; user_id: number }>(sql`
      select c.id, c.user_id from complaints c
      where c.status = ${status} and not c.is_auto_completed and not c.is_hidden and c.dispatched_at is not null
        and not exists (select 1 from campaign_players p where p.complaint_id = c.id)
      order by c.id limit 1`);
    const row = rows[0]!;
    return { id: Number(row.id), token: await openSession(t, Number(row.user_id)) };
  }
  const statement = "把凭证和经过写清楚，商家很快回应并退了款。";

  it("lets the author nominate their completed complaint with consent, pending until staff approve", async () => {
    const complaint = await completedComplaint();
    const offer = await data("GET", `/user/complaint/${complaint.id}/campaign_stories`, complaint.token);
    expect(offer.eligible).toBe(true);
    const section = offer.open_sections.find(
      (s: { campaign: { slug: string } }) => s.campaign.slug === "act2027315",
    );
    expect(section).toBeDefined();

    const withoutConsent = await call(
      "POST",
      `/user/complaint/${complaint.id}/campaign_stories`,
      complaint.token,
      {
        section_id: section.section_id,
        statement,
      },
    );
    expect(withoutConsent.statusCode).toBe(400);
    expect(withoutConsent.json().msg).toBe("请勾选同意公开这条投诉作为维权故事");

    const body = { section_id: section.section_id, statement, consent: true };
    const [first, second] = await Promise.all([
      data("POST", `/user/complaint/${complaint.id}/campaign_stories`, complaint.token, body),
      data("POST", `/user/complaint/${complaint.id}/campaign_stories`, complaint.token, body),
    ]);
    expect(first).toEqual(second);
    expect(first.status).toBe("pending");
    const [row] = await t.db
      .select()
      .from(schema.campaignPlayers)
      .where(eq(schema.campaignPlayers.id, first.player_id));
    expect(row?.consentedAt).not.toBeNull();
    expect(row?.source).toBe("consumer_nomination");
    const after = await data("GET", `/user/complaint/${complaint.id}/campaign_stories`, complaint.token);
    expect(after.entries[0]).toMatchObject({ player_id: first.player_id, status: "pending" });
    const shown = (await data("GET", "/activity/act2027315")).sections.find(
      (s: { id: number }) => s.id === section.section_id,
    );
    expect(shown.players.map((p: { id: number }) => p.id)).not.toContain(first.player_id);
  });

  it("refuses a complaint not completed by its author's confirmation, and anyone else's complaint", async () => {
    const replied = await completedComplaint("replied");
    const coming = await data("GET", "/activity/act2027315");
    const stories = coming.sections.find((s: { kind: string }) => s.kind === "consumer_stories");
    const offer = await data("GET", `/user/complaint/${replied.id}/campaign_stories`, replied.token);
    expect(offer).toMatchObject({ eligible: false, open_sections: [] });
    const refused = await call("POST", `/user/complaint/${replied.id}/campaign_stories`, replied.token, {
      section_id: stories.id,
      statement,
      consent: true,
    });
    expect(refused.statusCode).toBe(400);
    expect((await call("GET", `/user/complaint/${replied.id}/campaign_stories`, consumer)).statusCode).toBe(
      404,
    );
  });
});

// Every campaign endpoint × (visitor, consumer, company member, moderator, editor): who is answered what.
describe("who may call which campaign endpoint", () => {
  type Who = "visitor" | "consumer" | "owner" | "moderator" | "editor";
  const tokens = {} as Record<Who, string | undefined>;
  beforeAll(async () => {
    const moderator = await createUser(t.db, piiKeys);
    await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
    Object.assign(tokens, {
      visitor: undefined,
      consumer,
      owner,
      moderator: await openSession(t, moderator.id),
      editor,
    });
  });
  const EDITORS: Record<Who, number> = {
    visitor: 401,
    consumer: 403,
    owner: 403,
    moderator: 403,
    editor: 200,
  };
  const EVERYONE = (status: number): Record<Who, number> => ({
    visitor: status,
    consumer: status,
    owner: status,
    moderator: status,
    editor: status,
  });
  const MEMBERS: Record<Who, number> = {
    visitor: 401,
    consumer: 403,
    owner: 200,
    moderator: 403,
    editor: 403,
  };
  const endpoints: { route: string; url: string; body?: object; answers: Record<Who, number> }[] = [
    {
      route: "GET /activity/list",
      url: "/activity/list",
      answers: { visitor: 200, consumer: 200, owner: 200, moderator: 200, editor: 200 },
    },
    {
      route: "GET /activity/:key",
      url: "/activity/act2024315",
      answers: { visitor: 200, consumer: 200, owner: 200, moderator: 200, editor: 200 },
    },
    { route: "GET /admin/campaigns", url: "/admin/campaigns", answers: EDITORS },
    { route: "GET /admin/campaigns/:id", url: "/admin/campaigns/1", answers: EDITORS },
    // The admitted are answered the input's refusal: nothing is written.
    {
      route: "POST /admin/campaigns",
      url: "/admin/campaigns",
      body: {},
      answers: { ...EDITORS, editor: 400 },
    },
    {
      route: "PUT /admin/campaigns/:id",
      url: "/admin/campaigns/1",
      body: {},
      answers: { ...EDITORS, editor: 400 },
    },
    {
      route: "POST /admin/campaigns/:id/sections",
      url: "/admin/campaigns/1/sections",
      body: {},
      answers: { ...EDITORS, editor: 400 },
    },
    {
      route: "PUT /admin/campaign-sections/:id",
      url: "/admin/campaign-sections/1",
      body: {},
      answers: { ...EDITORS, editor: 400 },
    },
    {
      route: "GET /admin/campaign-nominees",
      url: `/admin/campaign-nominees?keyword=${encodeURIComponent("测试")}`,
      answers: EDITORS,
    },
    {
      route: "POST /admin/campaign-sections/:id/players",
      url: "/admin/campaign-sections/1/players",
      body: {},
      answers: { ...EDITORS, editor: 400 },
    },
    {
      route: "POST /admin/campaign-players/:id/review",
      url: "/admin/campaign-players/1/review",
      body: {},
      answers: { ...EDITORS, editor: 400 },
    },
    {
      route: "POST /admin/campaigns/:id/results",
      url: "/admin/campaigns/999999/results",
      answers: { ...EDITORS, editor: 404 },
    },
    { route: "GET /company/campaigns", url: "/company/campaigns", answers: MEMBERS },
    {
      route: "POST /company/campaigns/apply",
      url: "/company/campaigns/apply",
      // A member is refused the section (none has this id); anyone else is refused as no member.
      body: { section_id: 999999, statement: "承诺每条投诉 24 小时内回应并跟进到底。" },
      answers: { ...MEMBERS, owner: 400 },
    },
    // A complaint is its author's: to anyone else it does not exist.
    {
      route: "GET /user/complaint/:id/campaign_stories",
      url: "/user/complaint/1/campaign_stories",
      answers: { ...EVERYONE(404), visitor: 401 },
    },
    {
      route: "POST /user/complaint/:id/campaign_stories",
      url: "/user/complaint/1/campaign_stories",
      body: { section_id: 999999, statement: "把凭证和经过写清楚，商家很快回应并退了款。", consent: true },
      answers: { ...EVERYONE(404), visitor: 401 },
    },
  ];
  it.each(endpoints)("$route", async (endpoint) => {
    const answered = {} as Record<Who, number>;
    for (const who of Object.keys(endpoint.answers) as Who[]) {
      const method = endpoint.route.split(" ")[0] as "GET" | "POST" | "PUT";
      answered[who] = (await call(method, endpoint.url, tokens[who], endpoint.body)).statusCode;
    }
    expect(answered).toEqual(endpoint.answers);
  });
});
