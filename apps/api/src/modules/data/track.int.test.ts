import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { encryptContent } from "@tousu/domain/content-cipher";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { TEST_CONTENT_AES_KEY } from "../../testing/submittable-form";
import { TRACK_TOKEN_REFUSED_MESSAGE, UNKNOWN_TRACK_EVENT_MESSAGE } from "./record-track-event";
import { createTrackPageTokens, TRACK_TOKEN_TTL_SECONDS } from "./track-keys";
import { listMonthPartitions, partitionName } from "./track-partitions";
import { rollUpBucket } from "./track-rollups";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const ADDRESS = "203.0.113.77";
const PHONE = "13912345678";
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let now = TEST_SEED_NOW;
/** One login for the file: each test moves the clock at random, and a second code within 60 s is refused. */
let bearer: string;

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: "1" });
  bearer = await loginBySms(t, PHONE);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  now = new Date(TEST_SEED_NOW.getTime() + Math.floor(Math.random() * 1000) * 1000);
  t.setNow(now);
});

const pageToken = (site = "PC", at = now) => createTrackPageTokens(t.config.PII_SECRET).issue(site, at);

function eventCode(change: Record<string, unknown> = {}): string {
  const event = {
    v: "9.1.6",
    event: "page_view",
    t: Math.floor(now.getTime() / 1000),
    uid: 4242,
    platform: "PC",
    url: `https://www.example.test/complaint/list?q=${PHONE}`,
    domain: "www.example.test",
    from_url: "https://www.baidu.com/s?wd=secret",
    ...change,
  };
  return encryptContent(JSON.stringify(event), TEST_CONTENT_AES_KEY);
}

function send(
  body: Record<string, unknown>,
  options: { userAgent?: string | null; bearer?: string; address?: string } = {},
) {
  const userAgent = options.userAgent === undefined ? BROWSER : options.userAgent;
  return t.app.inject({
    method: "POST",
    url: "/data/api/v1/log/track",
    headers: {
      "x-forwarded-for": options.address ?? ADDRESS,
      ...(userAgent === null ? {} : { "user-agent": userAgent }),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    },
    payload: body,
  });
}

const storedCount = async () => (await t.db.select({ n: count() }).from(schema.trackEvents))[0]!.n;

describe("the track endpoint", () => {
  it("stores a page view reduced to what may be kept", async () => {
    const before = await storedCount();
    const answer = await send({ code: eventCode(), token: pageToken() });
    expect(answer.json()).toEqual({ code: 200, msg: "ok", data: null });
    expect(await storedCount()).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(schema.trackEvents)
      .where(sql`${schema.trackEvents.occurredAt} = ${now}`);
    expect(row).toMatchObject({
      event: "page_view",
      platform: "PC",
      path: "/complaint/list",
      isEntry: true,
      referrerClass: "search",
      referrerHost: "www.baidu.com",
      browser: "Chrome",
      device: "desktop",
      province: null,
      userHash: null,
    });
    expect(row!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("counts the same visitor as one within a day, and keeps a search term only without personal data", async () => {
    const token = pageToken();
    await send({ code: eventCode({ url: "/a" }), token });
    await send({ code: eventCode({ url: "/b", from_url: "https://www.example.test/a" }), token });
    await send({
      code: eventCode({ event: "search", url: "/search", term: "空气净化器", found: false }),
      token,
    });
    await send({
      code: eventCode({ event: "search", url: "/search?x=1", term: PHONE, found: false }),
      token,
    });
    const rows = await t.db
      .select()
      .from(schema.trackEvents)
      .where(sql`${schema.trackEvents.occurredAt} = ${now}`);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(rows.find((row) => row.path === "/b")).toMatchObject({
      isEntry: false,
      referrerClass: "internal",
    });
    expect(rows.filter((row) => row.event === "search").map((row) => row.searchTerm)).toEqual(
      expect.arrayContaining(["空气净化器", null]),
    );
  });

  it("keeps a logged-in account only as a hash", async () => {
    await send({ code: eventCode({ url: "/user/index" }), token: pageToken() }, { bearer });
    const [row] = await t.db
      .select()
      .from(schema.trackEvents)
      .where(sql`${schema.trackEvents.path} = '/user/index'`);
    expect(row!.userHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it.each([
    ["no token", {}, 403, TRACK_TOKEN_REFUSED_MESSAGE],
    ["a forged token", { token: "PC.1780000000.AAAAAAAAAAAAAAAAAAAAAA" }, 403, TRACK_TOKEN_REFUSED_MESSAGE],
    ["another site's token", { token: "H5" }, 403, TRACK_TOKEN_REFUSED_MESSAGE],
    ["an expired token", { token: "expired" }, 403, TRACK_TOKEN_REFUSED_MESSAGE],
    ["an undecryptable code", { code: "garbage" }, 400, "事件数据无法解密"],
    ["a malformed event", { code: "incomplete" }, 400, undefined],
    ["an unknown event name", { code: "unknown" }, 400, UNKNOWN_TRACK_EVENT_MESSAGE],
    ["an oversized body", { code: "x".repeat(12_000) }, 400, "请求内容过大"],
    ["a code past its length", { code: "x".repeat(8_001) }, 400, "事件数据过大"],
  ])("drops an event with %s, answering %i and storing nothing", async (_, change, status, msg) => {
    const before = await storedCount();
    const tokens: Record<string, string> = {
      H5: pageToken("H5"),
      expired: pageToken("PC", new Date(now.getTime() - TRACK_TOKEN_TTL_SECONDS * 1000)),
    };
    const codes: Record<string, string> = {
      incomplete: encryptContent(JSON.stringify({ v: "9.1.6" }), TEST_CONTENT_AES_KEY),
      unknown: eventCode({ event: "mouse_moved" }),
    };
    const body: Record<string, unknown> = { code: eventCode(), token: pageToken() };
    if ("token" in change) body.token = tokens[change.token] ?? change.token;
    else if (!("code" in change)) delete body.token;
    if ("code" in change) body.code = codes[change.code] ?? change.code;
    const answer = await send(body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().code).toBe(status);
    if (msg) expect(answer.json().msg).toBe(msg);
    expect(await storedCount()).toBe(before);
  });

  it("answers a bot and a headless browser as usual but stores nothing", async () => {
    const before = await storedCount();
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
      BROWSER.replace("Chrome/", "HeadlessChrome/"),
      null,
    ]) {
      const answer = await send({ code: eventCode(), token: pageToken() }, { userAgent });
      expect(answer.json()).toMatchObject({ code: 200 });
    }
    expect(await storedCount()).toBe(before);
  });

  it("stores a beacon sent again only once, but the same event from another visitor again", async () => {
    const before = await storedCount();
    const body = { code: eventCode({ url: "/replayed" }), token: pageToken() };
    expect((await send(body)).json().code).toBe(200);
    expect((await send(body)).json().code).toBe(200);
    expect(await storedCount()).toBe(before + 1);
    await send(body, { address: "198.51.100.5" });
    expect(await storedCount()).toBe(before + 2);
  });

  it("keeps the province and city of a Chinese address, and not the address", async () => {
    const address = "218.4.167.70";
    await send({ code: eventCode({ url: "/from-suzhou" }), token: pageToken() }, { address });
    const [row] = await t.db
      .select()
      .from(schema.trackEvents)
      .where(sql`${schema.trackEvents.path} = '/from-suzhou'`);
    expect(row).toMatchObject({ province: "江苏省", city: "苏州市" });
    expect(JSON.stringify(row)).not.toContain(address);
  });

  it("creates a missing month's partition for an event and stores it", async () => {
    // A month before the others: a later day's salt would outlive this file's days.
    now = new Date(Date.UTC(2024, 2, 17, 9));
    t.setNow(now);
    expect(await listMonthPartitions(t.db)).not.toContain(partitionName(now));
    expect((await send({ code: eventCode({ url: "/next-month" }), token: pageToken() })).json().code).toBe(
      200,
    );
    expect(await listMonthPartitions(t.db)).toContain(partitionName(now));
    const stored = await t.db
      .select()
      .from(schema.trackEvents)
      .where(sql`${schema.trackEvents.path} = '/next-month'`);
    expect(stored).toHaveLength(1);
  });

  it("stores a beacon sent many times at once only once", async () => {
    const before = await storedCount();
    const body = { code: eventCode({ url: "/sent-at-once" }), token: pageToken() };
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => send(body, { address: "198.51.100.16" })),
    );
    expect(answers.map((answer) => answer.json().code)).toEqual(Array(16).fill(200));
    expect(await storedCount()).toBe(before + 1);
  });

  it("keeps no raw address, user agent, phone or account id in any stored row", async () => {
    await send(
      { code: eventCode({ url: `/search?q=${PHONE}&ip=${ADDRESS}` }), token: pageToken() },
      { bearer },
    );
    const stored = JSON.stringify([
      ...(await t.db.select().from(schema.trackEvents)),
      ...(await t.db.select().from(schema.trackReplays)),
      ...(await t.db.select().from(schema.trackHourly)),
    ]);
    expect(stored).not.toContain(ADDRESS);
    expect(stored).not.toContain(PHONE);
    expect(stored).not.toContain("Chrome/126");
    expect(stored).not.toContain("4242");
    const [user] = await t.db
      .execute<{ id: number }>(sql`select id from users order by id desc limit 1`)
      .then((result) => result.rows);
    expect(stored).not.toContain(`"userHash":"${user!.id}"`);
  });
});

describe("the rate limit", () => {
  it("refuses an address past its events a minute, storing nothing more", async () => {
    const limited = await buildTestApp({ TRACK_EVENTS_PER_MINUTE_PER_IP: "2", TRUST_PROXY: "1" });
    try {
      const token = createTrackPageTokens(limited.config.PII_SECRET).issue("PC", TEST_SEED_NOW);
      const codes = [];
      for (const url of ["/one", "/two", "/three"]) {
        const answer = await limited.app.inject({
          method: "POST",
          url: "/data/api/v1/log/track",
          headers: { "x-forwarded-for": ADDRESS, "user-agent": BROWSER },
          payload: { code: eventCode({ url }), token },
        });
        codes.push(answer.statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      expect((await limited.db.select({ n: count() }).from(schema.trackEvents))[0]!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe("the daily salt", () => {
  it("is one per day and the days before are deleted", async () => {
    await send({ code: eventCode({ url: "/day-one" }), token: pageToken() });
    const nextDay = new Date(now.getTime() + 24 * HOUR_MS);
    t.setNow(nextDay);
    now = nextDay;
    await send({ code: eventCode({ url: "/day-two" }), token: pageToken() });
    const salts = await t.db.select().from(schema.trackSalts);
    expect(salts.map((salt) => salt.day)).toEqual([nextDay.toISOString().slice(0, 10)]);
    const visitors = await t.db
      .select({ visitor: schema.trackEvents.visitor })
      .from(schema.trackEvents)
      .where(sql`${schema.trackEvents.path} in ('/day-one', '/day-two')`);
    expect(new Set(visitors.map((row) => row.visitor)).size).toBe(2);
  });
});

describe("the events table's months", () => {
  it("creates the next months ahead and drops those past the retention", async () => {
    const old = new Date(Date.UTC(2025, 0, 15));
    await t.db.execute(
      sql.raw(
        `create table if not exists ${partitionName(new Date(Date.UTC(2025, 0, 1)))} partition of track_events ` +
          `for values from ('2025-01-01T00:00:00Z') to ('2025-02-01T00:00:00Z')`,
      ),
    );
    expect(await listMonthPartitions(t.db)).toContain(partitionName(old));
    t.setNow(new Date(Date.UTC(2026, 8, 2, 1)));
    await t.app.runDueJobs();
    const months = await listMonthPartitions(t.db);
    expect(months).not.toContain("track_events_2025_01");
    expect(months).toEqual(
      expect.arrayContaining(["track_events_2026_09", "track_events_2026_10", "track_events_2026_11"]),
    );
  });
});

describe("the roll-ups", () => {
  it("count an hour's visits, visitors, pages and events, the same when run again", async () => {
    const hour = new Date(Date.UTC(2026, 5, 3, 10));
    const at = (minutes: number) => new Date(hour.getTime() + minutes * 60_000);
    for (const [minutes, address, url, fromUrl, event] of [
      [1, "192.0.2.1", "/", "", "page_view"],
      [2, "192.0.2.1", "/complaint/list", "https://www.example.test/", "page_view"],
      [3, "192.0.2.2", "/", "https://open.weixin.qq.com/", "page_view"],
      [4, "192.0.2.2", "/complaint/create", "", "filing_started"],
    ] as const) {
      now = at(minutes);
      t.setNow(now);
      await send({ code: eventCode({ url, from_url: fromUrl, event }), token: pageToken() }, { address });
    }
    await rollUpBucket(t.db, "hour", hour);
    const first = await t.db
      .select()
      .from(schema.trackHourly)
      .where(sql`${schema.trackHourly.bucket} = ${hour}`);
    await rollUpBucket(t.db, "hour", hour);
    const again = await t.db
      .select()
      .from(schema.trackHourly)
      .where(sql`${schema.trackHourly.bucket} = ${hour}`);
    expect(again).toHaveLength(first.length);
    const figure = (dimension: string, value: string) =>
      again.find((row) => row.dimension === dimension && row.value === value);
    expect(figure("all", "")).toMatchObject({ hits: 4, visitors: 2 });
    expect(figure("event", "page_view")).toMatchObject({ hits: 3, visitors: 2 });
    expect(figure("event", "filing_started")).toMatchObject({ hits: 1, visitors: 1 });
    expect(figure("page", "/")).toMatchObject({ hits: 2, visitors: 2 });
    expect(figure("entry", "/")).toMatchObject({ hits: 2 });
    expect(figure("entry", "/complaint/list")).toBeUndefined();
    expect(figure("referrer", "wechat")).toMatchObject({ hits: 1 });
    expect(figure("referrer", "direct")).toMatchObject({ hits: 1 });
    expect(figure("platform", "PC")).toMatchObject({ hits: 3 });
  });
});

describe("the enterprise roll-up", () => {
  it("counts each enterprise's brand, enterprise and complaint pages on both sites, the same when run again", async () => {
    const [ours, theirs] = [await createEnterprise(t.db), await createEnterprise(t.db)];
    const brand = await createBrand(t.db, { enterpriseId: ours.id });
    const complaint = await createComplaint(t.db, derivePiiKeys(TEST_PII_SECRET), { brandId: brand.id });
    const theirBrand = await createBrand(t.db, { enterpriseId: theirs.id });
    const hour = new Date(Date.UTC(2026, 5, 4, 9));
    const at = (minutes: number) => new Date(hour.getTime() + minutes * 60_000);
    for (const [minutes, address, site, url] of [
      [1, "192.0.2.11", "PC", `https://www.example.test/brands/${brand.id}`],
      [2, "192.0.2.11", "PC", `https://www.example.test/tousu/${complaint.id}`],
      [3, "192.0.2.11", "PC", `https://www.example.test/enterprise/${ours.id}`],
      [
        4,
        "192.0.2.12",
        "H5",
        `https://www.example.test/h5/pages/complaint/details?id=${complaint.id}&from=x`,
      ],
      [5, "192.0.2.12", "H5", `https://m.example.test/brands/${brand.id}`],
      [6, "192.0.2.13", "PC", `https://www.example.test/brands/${theirBrand.id}`],
      [7, "192.0.2.13", "PC", "https://www.example.test/brands/rank"],
    ] as const) {
      now = at(minutes);
      t.setNow(now);
      const response = await send(
        { code: eventCode({ url, platform: site, from_url: "" }), token: pageToken(site) },
        { address },
      );
      expect(response.statusCode).toBe(200);
    }
    await rollUpBucket(t.db, "hour", hour);
    const readBucket = () =>
      t.db
        .select()
        .from(schema.trackHourly)
        .where(
          sql`${schema.trackHourly.bucket} = ${hour} and ${schema.trackHourly.dimension} in ('enterprise', 'complaint')`,
        );
    const first = await readBucket();
    await rollUpBucket(t.db, "hour", hour);
    const again = await readBucket();
    expect(again).toEqual(expect.arrayContaining(first));
    expect(again).toHaveLength(first.length);
    const figure = (dimension: string, value: string) => {
      const row = again.find((candidate) => candidate.dimension === dimension && candidate.value === value);
      return row && { hits: row.hits, visitors: row.visitors };
    };
    expect(figure("enterprise", `${ours.id}/all/all`)).toEqual({ hits: 5, visitors: 2 });
    expect(figure("enterprise", `${ours.id}/all/PC`)).toEqual({ hits: 3, visitors: 1 });
    expect(figure("enterprise", `${ours.id}/all/H5`)).toEqual({ hits: 2, visitors: 1 });
    expect(figure("enterprise", `${ours.id}/brand/all`)).toEqual({ hits: 2, visitors: 2 });
    expect(figure("enterprise", `${ours.id}/complaint/H5`)).toEqual({ hits: 1, visitors: 1 });
    expect(figure("enterprise", `${ours.id}/complaint/all`)).toEqual({ hits: 2, visitors: 2 });
    expect(figure("enterprise", `${ours.id}/enterprise/all`)).toEqual({ hits: 1, visitors: 1 });
    expect(figure("enterprise", `${theirs.id}/all/all`)).toEqual({ hits: 1, visitors: 1 });
    expect(figure("complaint", String(complaint.id))).toEqual({ hits: 2, visitors: 2 });
    expect(again.filter((row) => row.dimension === "enterprise")).toHaveLength(15);
  });
});
