import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};
type Brand = { id: number; name: string; logo: string; industry: string; complaint_count: number };
const search = async (keyword: string) =>
  (await get(`/api/brand/search?keyword=${encodeURIComponent(keyword)}`)).body.data as Brand[];

describe("GET /brand/list", () => {
  it("pages brands by complaint count", async () => {
    const first = (await get("/api/brand/list?page=1&page_size=10")).body.data;
    const second = (await get("/api/brand/list?page=2&page_size=10")).body.data;
    expect(first).toMatchObject({ page: 1, page_size: 10 });
    expect(first.total).toBeGreaterThanOrEqual(200);
    const counts = [...first.list, ...second.list].map((brand: Brand) => brand.complaint_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set([...first.list, ...second.list].map((brand: Brand) => brand.id)).size).toBe(20);
    expect(Object.keys(first.list[0]).sort()).toEqual(["complaint_count", "id", "industry", "logo", "name"]);
  });

  it("filters by industry", async () => {
    const { body } = await get(`/api/brand/list?industry=${encodeURIComponent("电商")}&page_size=100`);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.every((brand: Brand) => brand.industry === "电商")).toBe(true);
    expect(body.data.total).toBe(body.data.list.length);
    expect(body.data.list.map((brand: Brand) => brand.name)).toContain("云杉优选");
  });

  it("rejects bad paging", async () => {
    expect(await get("/api/brand/list?page=0")).toMatchObject({
      status: 400,
      body: { msg: "页码必须大于0" },
    });
    expect(await get("/api/brand/list?page_size=500")).toMatchObject({
      status: 400,
      body: { msg: "每页数量不能超过100" },
    });
  });
});

describe("GET /brand/search", () => {
  it("finds a brand by part of its name, its pinyin and its initials", async () => {
    for (const keyword of ["云杉", "杉优", "yunshan", "YunShan", "ysyx", "ys"]) {
      const names = (await search(keyword)).map((brand) => brand.name);
      expect(names, keyword).toContain("云杉优选");
    }
  });

  it("ranks the exact name and the exact initials first, and returns at most 10", async () => {
    expect((await search("云杉优选"))[0]!.name).toBe("云杉优选");
    expect((await search("ysyx"))[0]!.name).toBe("云杉优选");
    const many = await search("a");
    expect(many.length).toBeLessThanOrEqual(10);
  });

  it("treats % and _ as literal characters", async () => {
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("falls back to the default logo for a brand without one", async () => {
    await t.db.update(schema.brands).set({ logoUrl: null }).where(eq(schema.brands.name, "云杉优选"));
    const defaultLogo = (await get("/api/common/system_config/detail?menu_name=default_brand_logo")).body.data
      .value;
    expect((await search("云杉优选"))[0]!.logo).toBe(defaultLogo);
  });

  it("rejects an empty or over-long keyword", async () => {
    for (const url of [
      "/api/brand/search",
      "/api/brand/search?keyword=",
      "/api/brand/search?keyword=%20%20",
    ]) {
      expect(await get(url)).toMatchObject({ status: 400, body: { code: 400, msg: "请输入品牌关键词" } });
    }
    expect(await get(`/api/brand/search?keyword=${"云".repeat(31)}`)).toMatchObject({
      status: 400,
      body: { msg: "品牌名称不能超过30个字" },
    });
  });
});

describe("GET /getBrandForName", () => {
  it("returns the brand with exactly that name, or null", async () => {
    const found = (await get(`/api/getBrandForName?name=${encodeURIComponent(" 云杉优选 ")}`)).body;
    expect(found).toMatchObject({ code: 200, data: { name: "云杉优选", industry: "电商" } });
    const missing = (await get(`/api/getBrandForName?name=${encodeURIComponent("云杉")}`)).body;
    expect(missing).toEqual({ code: 200, msg: "ok", data: null });
  });

  it("rejects a missing name", async () => {
    expect(await get("/api/getBrandForName")).toMatchObject({ status: 400, body: { msg: "请输入品牌名称" } });
  });
});
