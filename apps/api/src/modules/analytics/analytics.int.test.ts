import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import type { StaffRole } from "@tousu/domain";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";

// The dashboard over three UTC days, the last one today: two days rolled up by the daily job, an
// hour of today by the hourly job, and the current hour only in the events. The figures are the
// events', counted by hand below.

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const at = (text: string) => new Date(`${text}Z`);
const NOW = at("2026-06-20T10:20:00");

type Event = Partial<typeof schema.trackEvents.$inferInsert> &
  Pick<typeof schema.trackEvents.$inferInsert, "occurredAt" | "visitor">;

const event = (row: Event): typeof schema.trackEvents.$inferInsert => ({
  event: "page_view",
  platform: "PC",
  path: "/",
  isEntry: false,
  referrerClass: "internal",
  browser: "Chrome",
  device: "desktop",
  ...row,
});

// Visitor hashes change every day: "a18" and "a19" are the same person on two days.
const EVENTS = {
  "2026-06-18": [
    event({ occurredAt: at("2026-06-18T10:00:00"), visitor: "a18", isEntry: true, referrerClass: "search" }),
    event({ occurredAt: at("2026-06-18T10:01:00"), visitor: "a18", path: "/complaint" }),
    event({
      occurredAt: at("2026-06-18T10:02:00"),
      visitor: "a18",
      event: "filing_started",
      path: "/complaint/create",
    }),
    event({
      occurredAt: at("2026-06-18T11:00:00"),
      visitor: "b18",
      platform: "H5",
      path: "/h5/complaint",
      isEntry: true,
      referrerClass: "wechat",
    }),
    event({
      occurredAt: at("2026-06-18T11:01:00"),
      visitor: "b18",
      platform: "H5",
      event: "search",
      path: "/h5/search",
      searchTerm: "无此品牌,退款",
      searchFound: false,
    }),
  ],
  "2026-06-19": [
    event({ occurredAt: at("2026-06-19T12:00:00"), visitor: "a19", isEntry: true, referrerClass: "direct" }),
    event({
      occurredAt: at("2026-06-19T12:01:00"),
      visitor: "a19",
      event: "filing_step_two",
      path: "/complaint/create/two",
    }),
  ],
  "2026-06-20": [
    event({
      occurredAt: at("2026-06-20T09:30:00"),
      visitor: "c20",
      path: "/qa",
      isEntry: true,
      referrerClass: "other",
    }),
    // The current hour, which no roll-up holds yet.
    event({ occurredAt: at("2026-06-20T10:05:00"), visitor: "c20", path: "/qa" }),
    event({
      occurredAt: at("2026-06-20T10:06:00"),
      visitor: "c20",
      event: "complaint_submitted",
      path: "/complaint/create/two",
    }),
    event({
      occurredAt: at("2026-06-20T10:07:00"),
      visitor: "d20",
      platform: "H5",
      path: "/h5/complaint",
      isEntry: true,
      referrerClass: "direct",
      province: "广东",
    }),
  ],
};

let t: TestApp;
const tokens = {} as Record<"analyst" | "admin" | "moderator" | "consumer", string>;

async function staff(roles: StaffRole[]): Promise<string> {
  const user = await createUser(t.db, piiKeys);
  if (roles.length > 0)
    await t.db.insert(schema.userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  return openSession(t, user.id);
}

/** Moves the clock to `when` and runs the jobs due then: the roll-ups of the bucket before. */
async function runJobsAt(when: Date) {
  t.setNow(when);
  await t.app.runDueJobs();
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens.analyst = await staff(["analytics"]);
  tokens.admin = await staff(["admin"]);
  tokens.moderator = await staff(["moderator", "mediator", "editor", "finance"]);
  tokens.consumer = await staff([]);
  await t.db.insert(schema.trackEvents).values(EVENTS["2026-06-18"]);
  await runJobsAt(at("2026-06-19T00:10:00"));
  await t.db.insert(schema.trackEvents).values(EVENTS["2026-06-19"]);
  await runJobsAt(at("2026-06-20T00:10:00"));
  await t.db.insert(schema.trackEvents).values(EVENTS["2026-06-20"]);
  await runJobsAt(NOW);
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, token?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const DASHBOARD = "/api/admin/analytics?from=2026-06-18&to=2026-06-20";

describe("who may read the figures", () => {
  it("asks a visitor to log in, refuses other staff and consumers, admits analysts and admins", async () => {
    for (const url of [DASHBOARD, DASHBOARD.replace("analytics?", "analytics/export?")]) {
      expect((await get(url)).statusCode).toBe(401);
      for (const token of [tokens.moderator, tokens.consumer]) {
        const refused = await get(url, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 403, msg: "需要数据分析权限" });
      }
      expect((await get(url, tokens.analyst)).statusCode).toBe(200);
      expect((await get(url, tokens.admin)).statusCode).toBe(200);
    }
  });

  it("gives analysts nothing else of the console", async () => {
    for (const url of [
      "/api/admin/complaints",
      "/api/admin/users",
      "/api/admin/vip/orders",
      "/api/admin/articles",
    ]) {
      expect((await get(url, tokens.analyst)).statusCode).toBe(403);
    }
  });

  it("refuses a bad range with code 400 and the reason, before reading anything", async () => {
    const refusals = {
      "from=2026-06-20&to=2026-06-18": "开始日期不能晚于结束日期",
      "from=2025-06-18&to=2026-06-20": "统计范围最长366天，请缩短日期范围",
      "from=2026-02-30&to=2026-03-02": "开始日期格式应为YYYY-MM-DD",
      "from=2026-06-18": "请选择结束日期",
      "from=2026-06-18&to=6/20": "结束日期格式应为YYYY-MM-DD",
    };
    for (const [query, message] of Object.entries(refusals)) {
      const answer = await get(`/api/admin/analytics?${query}`, tokens.analyst);
      expect({ query, status: answer.statusCode, body: answer.json() }).toEqual({
        query,
        status: 400,
        body: { code: 400, msg: message, data: null },
      });
    }
    // A leap year's whole year is the longest range.
    expect((await get("/api/admin/analytics?from=2028-01-01&to=2028-12-31", tokens.analyst)).statusCode).toBe(
      200,
    );
  });
});

describe("the figures", () => {
  it("count the inserted events in every panel, today's current hour included", async () => {
    const answer = await get(DASHBOARD, tokens.analyst);
    const data = answer.json().data;
    expect(data.grain).toBe("day");
    expect(data.totals).toEqual({ views: 7, visitors: 5 });
    expect(data.series).toEqual([
      { bucket: "2026-06-18T00:00:00.000Z", views: 3, visitors: 2 },
      { bucket: "2026-06-19T00:00:00.000Z", views: 1, visitors: 1 },
      { bucket: "2026-06-20T00:00:00.000Z", views: 3, visitors: 2 },
    ]);
    expect(data.pages).toEqual([
      { value: "/", hits: 2, visitors: 2 },
      { value: "/h5/complaint", hits: 2, visitors: 2 },
      { value: "/qa", hits: 2, visitors: 1 },
      { value: "/complaint", hits: 1, visitors: 1 },
    ]);
    expect(data.entries).toEqual([
      { value: "/", hits: 2, visitors: 2 },
      { value: "/h5/complaint", hits: 2, visitors: 2 },
      { value: "/qa", hits: 1, visitors: 1 },
    ]);
    expect(data.referrers).toEqual([
      { referrer_class: "search", label: "搜索引擎", hits: 1, visitors: 1 },
      { referrer_class: "wechat", label: "微信", hits: 1, visitors: 1 },
      { referrer_class: "direct", label: "直接访问", hits: 2, visitors: 2 },
      { referrer_class: "other", label: "其他网站", hits: 1, visitors: 1 },
      { referrer_class: "internal", label: "站内跳转", hits: 2, visitors: null },
    ]);
    expect(data.platforms).toEqual([
      { platform: "PC", hits: 5, visitors: 3 },
      { platform: "H5", hits: 2, visitors: 2 },
    ]);
    expect(data.provinces).toEqual([
      { value: "", hits: 6, visitors: 4 },
      { value: "广东", hits: 1, visitors: 1 },
    ]);
    expect(data.funnel).toEqual([
      { step: "landing", label: "投诉入口页浏览", count: 3, drop_off: null },
      { step: "filing_started", label: "开始填写投诉", count: 1, drop_off: 2 / 3 },
      { step: "filing_step_two", label: "进入第二步", count: 1, drop_off: 0 },
      { step: "complaint_submitted", label: "提交投诉", count: 1, drop_off: 0 },
    ]);
    expect(data.search_misses).toEqual([{ value: "无此品牌,退款", hits: 1, visitors: 1 }]);
    // 09:50 to 10:20: c20 and d20.
    expect(data.live_visitors).toBe(2);
  });

  it("draws one or two days by the hour, the current hour from the events", async () => {
    const data = (await get("/api/admin/analytics?from=2026-06-20&to=2026-06-20", tokens.analyst)).json()
      .data;
    expect(data.grain).toBe("hour");
    // Midnight to the current hour; the hours to come are not drawn.
    expect(data.series).toHaveLength(11);
    expect(data.series.slice(8)).toEqual([
      { bucket: "2026-06-20T08:00:00.000Z", views: 0, visitors: 0 },
      { bucket: "2026-06-20T09:00:00.000Z", views: 1, visitors: 1 },
      { bucket: "2026-06-20T10:00:00.000Z", views: 2, visitors: 2 },
    ]);
  });

  it("reads rolled-up buckets from the roll-ups, not the events", async () => {
    // Once rolled up, a bucket's events are not read again: these figures stay as they were.
    const rolledUp = or(
      inArray(schema.trackEvents.visitor, ["a18", "b18"]),
      eq(schema.trackEvents.occurredAt, at("2026-06-20T09:30:00")),
    );
    const kept = await t.db.select().from(schema.trackEvents).where(rolledUp);
    expect(kept).toHaveLength(6);
    await t.db.delete(schema.trackEvents).where(rolledUp);
    const days = (await get(DASHBOARD, tokens.analyst)).json().data;
    expect(days.series[0]).toEqual({ bucket: "2026-06-18T00:00:00.000Z", views: 3, visitors: 2 });
    expect(days.search_misses).toEqual([{ value: "无此品牌,退款", hits: 1, visitors: 1 }]);
    const hours = (await get("/api/admin/analytics?from=2026-06-20&to=2026-06-20", tokens.analyst)).json()
      .data;
    expect(hours.series[9]).toEqual({ bucket: "2026-06-20T09:00:00.000Z", views: 1, visitors: 1 });
    await t.db.insert(schema.trackEvents).values(kept.map(({ id: _id, ...row }) => row));
  });
});

describe("the CSV export", () => {
  it("is every panel as a section, UTF-8 with a BOM, quoted where a cell needs it", async () => {
    const answer = await get(DASHBOARD.replace("analytics?", "analytics/export?"), tokens.analyst);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toContain("analytics-2026-06-18_2026-06-20.csv");
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const sections = answer.body
      .slice(1)
      .split("\r\n\r\n")
      .map((section) => section.trim().split("\r\n"));
    expect(sections.map((lines) => lines[0])).toEqual([
      "访问统计 2026-06-18 至 2026-06-20（UTC）",
      "访问趋势",
      "受访页面",
      "入口页面",
      "来源",
      "PC与H5",
      "地区",
      "投诉转化",
      "无结果搜索",
    ]);
    expect(sections[0]).toEqual([
      "访问统计 2026-06-18 至 2026-06-20（UTC）",
      "浏览量,访客数,实时访客（30分钟）",
      "7,5,2",
    ]);
    expect(sections[1]).toEqual([
      "访问趋势",
      "日期（UTC）,浏览量,访客数",
      "2026-06-18,3,2",
      "2026-06-19,1,1",
      "2026-06-20,3,2",
    ]);
    expect(sections[2]).toEqual([
      "受访页面",
      "页面,浏览量,访客数",
      "/,2,2",
      "/h5/complaint,2,2",
      "/qa,2,1",
      "/complaint,1,1",
    ]);
    expect(sections[4]).toContain("站内跳转,2,");
    expect(sections[5]).toEqual(["PC与H5", "站点,浏览量,访客数", "PC,5,3", "H5,2,2"]);
    expect(sections[6]).toEqual(["地区", "省份,浏览量,访客数", "未知,6,4", "广东,1,1"]);
    expect(sections[7]).toEqual([
      "投诉转化",
      "步骤,次数,流失率",
      "投诉入口页浏览,3,",
      "开始填写投诉,1,66.7%",
      "进入第二步,1,0.0%",
      "提交投诉,1,0.0%",
    ]);
    expect(sections[8]).toEqual(["无结果搜索", "搜索词,搜索次数,访客数", '"无此品牌,退款",1,1']);
  });
});
