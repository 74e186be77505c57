import { schema } from "@tousu/db";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};

describe("common endpoints", () => {
  it("reads system config, and rejects unknown menu names", async () => {
    const { body } = await get("/api/common/system_config/detail?menu_name=default_user_avatar");
    expect(body).toMatchObject({ code: 200, data: { menu_name: "default_user_avatar" } });
    expect(body.data.value).toMatch(/^\//);
    const bad = await get("/api/common/system_config/detail?menu_name=secret");
    expect(bad).toMatchObject({ status: 400, body: { code: 400, msg: "不支持的配置项" } });
  });

  it("lists provinces with their cities as a tree", async () => {
    const { body } = await get("/api/common/city_list");
    expect(body.data.length).toBeGreaterThanOrEqual(34);
    const guangdong = body.data.find((province: { name: string }) => province.name.startsWith("广东"));
    expect(guangdong.children.map((city: { name: string }) => city.name)).toContain("深圳市");
  });

  it("returns published notices pinned first, friend links and in-flight ads", async () => {
    const notices = (await get("/api/common/systemNotice")).body.data;
    expect(notices.length).toBeGreaterThan(0);
    const pinnedIndex = notices.findLastIndex((notice: { is_pinned: boolean }) => notice.is_pinned);
    expect(
      notices.slice(0, pinnedIndex + 1).every((notice: { is_pinned: boolean }) => notice.is_pinned),
    ).toBe(true);
    expect((await get("/api/common/friendLink")).body.data.length).toBeGreaterThan(0);
    const banners = (await get("/api/advertising?position=home_banner")).body.data;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners[0].image_url).toMatch(/^\/images\//);
    expect(await get("/api/advertising?position=nowhere")).toMatchObject({
      status: 400,
      body: { msg: "不支持的广告位" },
    });
  });
});

describe("complaint lists", () => {
  it("counts statistics from the job-kept totals, equal to counting the published complaints", async () => {
    await t.app.runDueJobs();
    const { body } = await get("/api/complaint/statistic");
    const [published] = await t.db
      .select({ value: count() })
      .from(schema.complaints)
      .where(and(isNotNull(schema.complaints.dispatchedAt), eq(schema.complaints.isHidden, false)));
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.total).toBe(published!.value);
    expect(body.data.completed).toBeLessThanOrEqual(body.data.replied);
    expect(body.data.brand_count).toBeGreaterThanOrEqual(200);
    expect(body.data.reply_rate).toBeGreaterThan(0);
    expect(body.data.reply_rate).toBeLessThanOrEqual(1);
  });

  it("pages the latest public complaints, newest first, without personal data", async () => {
    const first = (await get("/api/complaint/list?page=1&page_size=10")).body.data;
    const second = (await get("/api/complaint/list?page=2&page_size=10")).body.data;
    expect(first.list).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const dates = [...first.list, ...second.list].map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.list, ...second.list].map((item: { id: number }) => item.id)).size).toBe(20);
    for (const item of first.list) {
      expect(["pending_review", "rejected"]).not.toContain(item.status);
      expect(JSON.stringify(item)).not.toMatch(/1[3-9]\d{9}/);
    }
  });

  it("filters by status and brand", async () => {
    const completed = (await get("/api/complaint/list?status=completed&page_size=50")).body.data;
    expect(completed.list.every((item: { status: string }) => item.status === "completed")).toBe(true);
    const brandId = completed.list[0].brand.id;
    const byBrand = (await get(`/api/complaint/list?brand_id=${brandId}&page_size=50`)).body.data;
    expect(byBrand.list.every((item: { brand: { id: number } }) => item.brand.id === brandId)).toBe(true);
  });

  it.each([
    ["page=0", "页码必须大于0"],
    ["page_size=101", "每页数量不能超过100"],
    ["status=unknown", "不支持的投诉状态"],
    ["brand_id=-3", "无效的品牌编号"],
    ["sort=random", "不支持的排序方式"],
  ])("rejects %s with code 400", async (query, msg) => {
    expect(await get(`/api/complaint/list?${query}`)).toMatchObject({
      status: 400,
      body: { code: 400, msg },
    });
  });

  it("ranks hot complaints from the last 30 days and hot brands", async () => {
    const hot = (await get("/api/complaint/hot/list?limit=5")).body.data;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.length).toBeLessThanOrEqual(5);
    const brands = (await get("/api/brand/hotList?limit=12")).body.data;
    expect(brands).toHaveLength(12);
    expect(brands[0].logo).toBeTruthy();
  });

  it("returns 100 random complaints and articles for the 404 page", async () => {
    const complaints = (await get("/api/random/complaint?page=1&page_size=100")).body.data;
    const articles = (await get("/api/random/article?page=1&page_size=100")).body.data;
    expect(complaints).toHaveLength(100);
    expect(articles).toHaveLength(100);
    expect(new Set(complaints.map((item: { id: number }) => item.id)).size).toBe(100);
    expect((await get("/api/random/article?page_size=101")).status).toBe(400);
  });

  describe("behind the read cache", () => {
    let cached: TestApp;
    beforeAll(async () => {
      cached = await buildTestApp({ CACHE_DRIVER: "memory" });
    });
    afterAll(() => cached.close());

    const sample = async (url: string) =>
      ((await cached.app.inject({ url })).json().data as { id: number }[]).map((item) => item.id);

    it.each(["complaint", "article"])(
      "reuses a random %s sample per page, and each page is a sample of its own",
      async (kind) => {
        const first = await sample(`/api/random/${kind}?page=1&page_size=5`);
        expect(first).toHaveLength(5);
        // Five of the seeded hundreds drawn twice alike: the sample was reused, not redrawn.
        expect(await sample(`/api/random/${kind}?page=1&page_size=5`)).toEqual(first);
        expect(await sample(`/api/random/${kind}?page=2&page_size=5`)).not.toEqual(first);
      },
    );
  });
});

describe("envelope and documentation", () => {
  it("answers unknown API paths with the 404 envelope", async () => {
    expect(await get("/api/nope")).toMatchObject({ status: 404, body: { code: 404, data: null } });
  });

  it("rejects malformed JSON with a Chinese message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.json()).toMatchObject({ code: 400, msg: "请求格式有误" });
  });

  it("generates the OpenAPI document from the contracts", async () => {
    const { body } = await get("/api/docs/json");
    expect(body.paths).toHaveProperty("/api/auth/send_sms");
    expect(body.paths).toHaveProperty("/api/complaint/list");
    expect(body.paths["/api/complaint/list"].get.parameters.map((p: { name: string }) => p.name)).toContain(
      "page_size",
    );
  });

  it("answers every service's health check", async () => {
    for (const prefix of ["/api", "/mall", "/life", "/data"]) {
      expect((await get(`${prefix}/health`)).body).toMatchObject({ code: 200, data: { version: "9.2.3" } });
    }
  });
});

describe("database locale", () => {
  it("makes trigrams of Chinese text, so fuzzy brand and title search can work", async () => {
    const result = await t.db.execute<{ trigrams: string[] }>(
      sql`select show_trgm('空气净化器') as trigrams`,
    );
    expect(result.rows[0]?.trigrams.length).toBeGreaterThan(0);
  });
});
