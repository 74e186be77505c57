import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createComplaintSubtype,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { INSUFFICIENT_SAMPLE, PERIOD_FIGURE_DAYS } from "@tousu/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { call, castLifecycle, fileFor } from "../../testing/lifecycle-cast";
import { queuedJobs } from "../../testing/queued-jobs";
import { scheduleBrandStatsRefresh } from "./brand-stats";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const HOUR = 3_600_000;
const day = (n: number) => new Date(TEST_SEED_NOW.getTime() + n * 24 * HOUR);
const INDUSTRY = "榜单测试行业";

let t: TestApp;
let authorId: number;
let answering: number;
let silent: number;
let tooFew: number;
// Brands of another industry, one per figure, so the lists above stay as they are.
let fewRatings: number;
let timely: number;
let median: number;
let tagged: number;

async function publish(
  brandId: number,
  daysAgo: number,
  history: Partial<typeof schema.complaints.$inferInsert> = {},
) {
  const dispatchedAt = day(-daysAgo);
  return createComplaint(t.db, piiKeys, {
    userId: authorId,
    brandId,
    dispatchedAt,
    createdAt: dispatchedAt,
    ...history,
  });
}

async function rate(complaintId: number, satisfactionScore: number) {
  await t.db
    .insert(schema.complaintRatings)
    .values({ complaintId, userId: authorId, attitudeScore: 3, speedScore: 3, satisfactionScore });
}

/** Tags a complaint with problems of its subtype, by name. */
async function tag(complaint: { id: number; subtypeId: number }, names: readonly string[]) {
  const problems = await t.db
    .select({ id: schema.problems.id })
    .from(schema.problems)
    .where(and(eq(schema.problems.subtypeId, complaint.subtypeId), inArray(schema.problems.name, names)));
  expect(problems).toHaveLength(names.length);
  await t.db
    .insert(schema.complaintProblems)
    .values(problems.map((problem) => ({ complaintId: complaint.id, problemId: problem.id })));
}

const after = (daysAgo: number, hours: number) => new Date(day(-daysAgo).getTime() + hours * HOUR);
/** Published `daysAgo`, first response (and reply, unless told otherwise) `hours` later. */
const answeredAfter = (daysAgo: number, hours: number, repliedHours: number | null = hours) => ({
  status: repliedHours === null ? ("processing" as const) : ("replied" as const),
  firstResponseAt: after(daysAgo, hours),
  repliedAt: repliedHours === null ? null : after(daysAgo, repliedHours),
});
/** Just outside the period of the median and the top problems, which includes today. */
const BEFORE_PERIOD = PERIOD_FIGURE_DAYS;

beforeAll(async () => {
  t = await buildTestApp();
  authorId = (await createUser(t.db, piiKeys)).id;
  answering = (await createBrand(t.db, { industry: INDUSTRY, name: "榜单测试甲" })).id;
  silent = (await createBrand(t.db, { industry: INDUSTRY, name: "榜单测试乙" })).id;
  tooFew = (await createBrand(t.db, { industry: INDUSTRY, name: "榜单测试丙" })).id;

  // 12 complaints over the last 12 days: 5 confirmed completions rated 5,4,4,3,4; 2 automatic
  // completions rated 1 (left out of satisfaction); 1 late reply (flagged 超时 as the lifecycle
  // flags a first response after its deadline); 4 answered but not yet replied.
  let daysAgo = 1;
  for (const score of [5, 4, 4, 3, 4]) {
    const complaint = await publish(answering, daysAgo, {
      status: "completed",
      firstResponseAt: after(daysAgo, 24),
      repliedAt: after(daysAgo, 24),
    });
    await rate(complaint.id, score);
    daysAgo += 1;
  }
  for (let index = 0; index < 2; index += 1) {
    const complaint = await publish(answering, daysAgo, {
      status: "completed",
      isAutoCompleted: true,
      firstResponseAt: after(daysAgo, 24),
      repliedAt: after(daysAgo, 24),
    });
    await rate(complaint.id, 1);
    daysAgo += 1;
  }
  await publish(answering, daysAgo, {
    status: "replied",
    isOverdue: true,
    firstResponseAt: after(daysAgo, 216),
    repliedAt: after(daysAgo, 216),
  });
  daysAgo += 1;
  for (let index = 0; index < 4; index += 1) {
    await publish(answering, daysAgo, { status: "processing", firstResponseAt: after(daysAgo, 48) });
    daysAgo += 1;
  }
  // A hidden complaint never counts.
  await publish(answering, 1, { isHidden: true });

  for (let index = 0; index < 10; index += 1) await publish(silent, 2);
  for (let index = 0; index < 9; index += 1) await publish(tooFew, 3, answeredAfter(3, 1));

  // 4 confirmed completions rated 5 and 3 automatic ones rated 5: 4 ratings count, below the sample.
  fewRatings = (await createBrand(t.db, { name: "满意度样本测试" })).id;
  for (let index = 0; index < 10; index += 1) {
    const automatic = index >= 4 && index < 7;
    const completed = index < 7;
    const complaint = await publish(fewRatings, 5, {
      ...answeredAfter(5, 24),
      ...(completed ? { status: "completed" as const, isAutoCompleted: automatic } : {}),
    });
    if (completed) await rate(complaint.id, 5);
  }

  // 10 complaints: replied after a first response at 24 h (×4), at 7 days before the deadline, at 7
  // days and an hour after it (flagged 超时); answered at 2 h but replied after 7 days; answered at
  // 2 h, not replied; never answered (×2).
  timely = (await createBrand(t.db, { name: "及时回复测试" })).id;
  for (let index = 0; index < 4; index += 1) await publish(timely, 20, answeredAfter(20, 24));
  await publish(timely, 20, answeredAfter(20, 7 * 24));
  await publish(timely, 20, { ...answeredAfter(20, 7 * 24 + 1), isOverdue: true });
  await publish(timely, 20, answeredAfter(20, 2, 200));
  await publish(timely, 20, answeredAfter(20, 2, null));
  await publish(timely, 20);
  await publish(timely, 20);

  // First responses within the period after 1…9 hours and, on its first day, after 100 hours;
  // quicker ones on the day before the period and on a hidden complaint; one never answered.
  median = (await createBrand(t.db, { name: "响应中位数测试" })).id;
  for (let hours = 1; hours <= 9; hours += 1) await publish(median, 3, answeredAfter(3, hours));
  await publish(median, BEFORE_PERIOD - 1, answeredAfter(BEFORE_PERIOD - 1, 100));
  await publish(median, BEFORE_PERIOD, answeredAfter(BEFORE_PERIOD, 0.1));
  await publish(median, 3, { ...answeredAfter(3, 0.5), isHidden: true });
  await publish(median, 3);

  // Within the period: problem 1 ×4, 2 ×3 (+1 under the same name in another subtype), 3 ×3,
  // 4 ×2, 5 ×1, 6 ×1; problem 6 twice more, on a hidden complaint and before the period.
  tagged = (await createBrand(t.db, { name: "常见问题测试" })).id;
  const problem = (n: number) => `常见问题测试${n}`;
  const subtype = await createComplaintSubtype(t.db);
  const otherSubtype = await createComplaintSubtype(t.db);
  await t.db
    .insert(schema.problems)
    .values([
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ subtypeId: subtype.id, name: problem(n) })),
      { subtypeId: otherSubtype.id, name: problem(2) },
    ]);
  const inPeriod = [[1, 2], [1, 3], [1, 2], [1, 3], [2, 4], [3, 4], [5], [6]];
  for (const numbers of inPeriod) {
    await tag(await publish(tagged, 4, { subtypeId: subtype.id }), numbers.map(problem));
  }
  await tag(await publish(tagged, 4, { subtypeId: otherSubtype.id }), [problem(2)]);
  await tag(await publish(tagged, 4, { subtypeId: subtype.id, isHidden: true }), [problem(6)]);
  await tag(await publish(tagged, BEFORE_PERIOD, { subtypeId: subtype.id }), [problem(6)]);

  // The first poll runs the initial full recount booked at start-up.
  await t.app.runDueJobs();
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url: `/api${url}` });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /brand/:id", () => {
  it("shows the figures the brand-stats job counted", async () => {
    const { status, body } = await get(`/brand/${answering}`);
    expect(status).toBe(200);
    expect(body.data.figures).toEqual({
      complaint_count: 12,
      recent_count: 12,
      reply_rate: 0.667,
      timely_reply_rate: 0.583,
      completion_rate: 0.417,
      auto_completion_rate: 0.167,
      satisfaction: 4,
      rating_count: 5,
      median_first_response_hours: 24,
    });
    expect(body.data.top_problems).toEqual([]);
    expect(body.data.trend).toHaveLength(30);
    expect(body.data.trend.at(-2)).toEqual({ day: "2026-05-31", count: 1 });
    expect(body.data.industry).toBe(INDUSTRY);
    expect(body.data.enterprise).not.toBeNull();
    expect(body.data.latest_complaints).toHaveLength(10);
  });

  it("answers 404 for an unknown brand and 400 for a bad id", async () => {
    const missing = await get("/brand/99999999");
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("品牌不存在");
    expect((await get("/brand/abc")).status).toBe(400);
  });
});

// One crafted history per figure, counted by the real refresh (`refreshBrandStats` in @tousu/db):
// the SQL is the figures' definition, so this is where the definitions are pinned.
describe("brand figures as the refresh counts them", () => {
  const figuresOf = async (brandId: number) => (await get(`/brand/${brandId}`)).body.data.figures;

  it("counts automatic completions apart from completions and leaves them out of satisfaction", async () => {
    // 甲: 5 confirmed completions rated 5,4,4,3,4 and 2 automatic ones rated 1, of 12.
    const figures = await figuresOf(answering);
    expect(figures.completion_rate).toBe(0.417);
    expect(figures.auto_completion_rate).toBe(0.167);
    expect(figures.satisfaction).toBe(4);
    expect(figures.rating_count).toBe(5);
  });

  it("shows no rate below the minimum sample of complaints, and no satisfaction below that of ratings", async () => {
    const few = await figuresOf(tooFew);
    expect(few.complaint_count).toBe(9);
    expect(few.reply_rate).toBeNull();
    expect(few.timely_reply_rate).toBeNull();
    expect(few.median_first_response_hours).toBeNull();
    expect(INSUFFICIENT_SAMPLE).toBe("样本不足");

    // Automatic completions' ratings do not count towards the satisfaction sample either.
    const unrated = await figuresOf(fewRatings);
    expect(unrated.completion_rate).toBe(0.4);
    expect(unrated.auto_completion_rate).toBe(0.3);
    expect(unrated.rating_count).toBe(4);
    expect(unrated.satisfaction).toBeNull();
  });

  it("counts a reply as timely when the first response came before the 超时 flag", async () => {
    const figures = await figuresOf(timely);
    expect(figures.reply_rate).toBe(0.7);
    expect(figures.timely_reply_rate).toBe(0.6);
  });

  it("takes the median hours to the first response of the period's answered, shown complaints", async () => {
    const figures = await figuresOf(median);
    // All-time figures still count the complaint before the period; the hidden one never counts.
    expect(figures.complaint_count).toBe(12);
    // 1…9 and 100 hours: the middle two are 5 and 6.
    expect(figures.median_first_response_hours).toBe(5.5);
  });

  it("lists the period's five most frequent problems, a name counted once across subtypes", async () => {
    const { body } = await get(`/brand/${tagged}`);
    expect(body.data.top_problems).toEqual([
      { name: "常见问题测试1", count: 4 },
      { name: "常见问题测试2", count: 4 },
      { name: "常见问题测试3", count: 3 },
      { name: "常见问题测试4", count: 2 },
      { name: "常见问题测试5", count: 1 },
    ]);
  });
});

describe("brand-stats job", () => {
  it("recounts a touched brand in the batch window after the action", async () => {
    const added = await publish(tooFew, 1, answeredAfter(1, 1));
    await scheduleBrandStatsRefresh(t.db, tooFew, TEST_SEED_NOW);
    await t.app.runDueJobs();
    expect((await get(`/brand/${tooFew}`)).body.data.figures.complaint_count).toBe(9);

    t.setNow(new Date(TEST_SEED_NOW.getTime() + 6 * 60_000));
    await t.app.runDueJobs();
    const { body } = await get(`/brand/${tooFew}`);
    expect(body.data.figures.complaint_count).toBe(10);
    expect(body.data.figures.reply_rate).toBe(1);
    expect(body.data.figures.median_first_response_hours).toBe(1);
    expect(body.data.latest_complaints[0].id).toBe(added.id);
    t.setNow(TEST_SEED_NOW);
  });
});

describe("GET /ranking", () => {
  const names = (body: { data: { items: { brand: { name: string } }[] } }) =>
    body.data.items.map((item) => item.brand.name);
  const industry = encodeURIComponent(INDUSTRY);

  it("puts the answering brand on top of the red list and the silent one on top of the black list", async () => {
    const red = await get(`/ranking?list=red&period=month&industry=${industry}`);
    expect(red.status).toBe(200);
    // 榜单测试丙 reached 10 complaints in the previous test; it replied to all, so it leads.
    expect(names(red.body)).toEqual(["榜单测试丙", "榜单测试甲", "榜单测试乙"]);
    expect(red.body.data.items[1].score).toBe(59.2);
    expect(red.body.data.items[2].score).toBe(10);
    expect(red.body.data.industries).toContain(INDUSTRY);

    const black = await get(`/ranking?list=black&period=month&industry=${industry}`);
    expect(names(black.body)).toEqual(["榜单测试乙", "榜单测试甲", "榜单测试丙"]);
  });

  it("ranks only brands over the minimum sample within the period", async () => {
    // In the last 7 days 甲 has 6 complaints, 丙 has 10, 乙 has 10.
    const week = await get(`/ranking?list=red&period=week&industry=${industry}`);
    expect(names(week.body)).toEqual(["榜单测试丙", "榜单测试乙"]);
    expect(week.body.data.from_day).toBe("2026-05-26");
    expect(week.body.data.to_day).toBe("2026-06-01");
  });

  it("refuses an unknown list with a Chinese message", async () => {
    const bad = await get("/ranking?list=purple");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("榜单只能是红榜或黑榜");
  });
});

describe("GET /brand/random", () => {
  it("returns brands with complaints and refuses a too large limit", async () => {
    const { status, body } = await get("/brand/random?limit=3");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    for (const brand of body.data) expect(brand.complaint_count).toBeGreaterThan(0);
    expect((await get("/brand/random?limit=51")).status).toBe(400);
  });
});

describe("nightly recount", () => {
  it("is booked for 03:00 Shanghai and picks up changes no action reported", async () => {
    const [nightly] = await queuedJobs(t.db, { key: "brand-stats.refresh:nightly:2026-06-02" });
    expect(nightly?.runAt.toISOString()).toBe("2026-06-01T19:00:00.000Z");

    await t.db.update(schema.complaints).set({ isHidden: true }).where(eq(schema.complaints.brandId, silent));
    t.setNow(new Date("2026-06-01T19:00:00Z"));
    await t.app.runDueJobs();
    expect((await get(`/brand/${silent}`)).body.data.figures.complaint_count).toBe(0);
    // The period moved on a day, past the complaint answered after 100 hours: 9 answered are left.
    expect((await get(`/brand/${median}`)).body.data.figures.median_first_response_hours).toBeNull();
    t.setNow(TEST_SEED_NOW);
  });
});

describe("after a lifecycle action", () => {
  it("counts a complaint the moderator approved once the batch window has passed", async () => {
    const cast = await castLifecycle(t);
    await t.app.runDueJobs();
    const complaint = await fileFor(t, cast);
    const approved = await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect((await get(`/brand/${cast.brandId}`)).body.data.figures.complaint_count).toBe(0);

    t.setNow(new Date(TEST_SEED_NOW.getTime() + 6 * 60_000));
    await t.app.runDueJobs();
    const { body } = await get(`/brand/${cast.brandId}`);
    expect(body.data.figures.complaint_count).toBe(1);
    expect(body.data.figures.reply_rate).toBeNull();
    t.setNow(TEST_SEED_NOW);
  });
});
