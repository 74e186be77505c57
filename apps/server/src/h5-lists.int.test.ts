import { type Database, schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { and, count, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, MOBILE_ORIGIN } from "./testing/h5-site";
import { startTestServer } from "./testing/test-server";

// The H5 site's browsing pages (decision 078) at their PC paths: the complaint lists with their
// filters and growing pages, brand and enterprise pages, the red and black lists, search and the
// guide to complaining, rendered from the real apps/h5 build on the mobile origin's host.
const UNKNOWN_ID = 2147483000;

function pageOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const html = response.body;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const links = [...main.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(([, href]) => href ?? "");
  return {
    status: response.statusCode,
    location: response.headers.location,
    html,
    links,
    /** The complaints listed, in order (their H5 pages' ids). */
    complaintIds: links
      .map((href) => /^\/pages\/complaint\/details\?id=(\d+)$/.exec(href)?.[1])
      .filter((id) => id !== undefined)
      .map(Number),
    /** The list's link to its next page, as the server drew it. */
    nextHref: /<a\b[^>]*href="([^"]*)"[^>]*>加载更多<\/a>/.exec(main)?.[1]?.replaceAll("&amp;", "&"),
    // React's <!-- --> between adjacent texts is no space on the screen.
    text: main
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " "),
  };
}

/** A page of a complaint list holds this many (the list contract's default page size). */
const PAGE_SIZE = 20;

/**
 * The brand with the most public complaints, its sector and enterprise, given more than a page of
 * them (the seed spreads its complaints thinly): the newest others move to it.
 */
async function busiestBrand(db: Database) {
  const { brands, complaints } = schema;
  const [row] = await db
    .select({ id: brands.id, name: brands.name, industry: brands.industry, complaints: count() })
    .from(brands)
    .innerJoin(complaints, eq(complaints.brandId, brands.id))
    .where(schema.publicComplaintCondition(complaints))
    .groupBy(brands.id)
    .orderBy(desc(count()), brands.id)
    .limit(1);
  if (!row) throw new Error("the seed has no complaint about a brand");
  if (row.complaints <= PAGE_SIZE) {
    const others = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(schema.publicComplaintCondition(complaints), ne(complaints.brandId, row.id)))
      .orderBy(desc(complaints.id))
      .limit(PAGE_SIZE + 5 - row.complaints);
    await db
      .update(complaints)
      .set({ brandId: row.id })
      .where(
        inArray(
          complaints.id,
          others.map((other) => other.id),
        ),
      );
  }
  return row;
}

async function enterpriseWithBrands(db: Database): Promise<{ id: number; name: string }> {
  const { brands, enterprises } = schema;
  const [row] = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .innerJoin(brands, eq(brands.enterpriseId, enterprises.id))
    .where(isNotNull(brands.enterpriseId))
    .limit(1);
  if (!row) throw new Error("the seed has no enterprise with a brand");
  return row;
}

async function busiestProblem(db: Database): Promise<{ id: number; name: string }> {
  const { complaintProblems, problems } = schema;
  const [row] = await db
    .select({ id: problems.id, name: problems.name })
    .from(complaintProblems)
    .innerJoin(problems, eq(problems.id, complaintProblems.problemId))
    .groupBy(problems.id)
    .orderBy(desc(count()))
    .limit(1);
  if (!row) throw new Error("the seed has no complaint with a problem tag");
  return row;
}

async function statusesOf(db: Database, ids: number[]) {
  const rows = await db
    .select({ status: schema.complaints.status, brandId: schema.complaints.brandId })
    .from(schema.complaints)
    .where(inArray(schema.complaints.id, ids));
  return rows;
}

describe("the H5 site's browsing pages, on the mobile origin's host", () => {
  let app: FastifyInstance;
  let db: Database;
  let siteOrigin: string;
  let closeAll = async () => {};

  beforeAll(async () => {
    const server = await startTestServer({ MOBILE_ORIGIN, SSR_WORKERS: "0" });
    ({ app, db } = server);
    siteOrigin = server.config.siteOrigin;
    closeAll = server.close;
  });
  afterAll(() => closeAll());

  const onMobile = async (url: string) =>
    pageOf(await app.inject({ url, headers: { host: MOBILE_HOST, "user-agent": IPHONE } }));

  it("/tousu lists the newest public complaints with its filters and a link to page 2", async () => {
    const page = await onMobile("/tousu");
    expect(page.status).toBe(200);
    expect(page.complaintIds.length).toBeGreaterThan(5);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/tousu"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
    for (const label of ["全部", COMPLAINT_STATUS_LABELS.completed, "最新", "关注最多", "更多筛选"]) {
      expect(page.text).toContain(label);
    }
    expect(page.nextHref).toBe("/tousu?page=2");
  });

  it("/tousu narrows the list by status, by brand, and by a typed brand name", async () => {
    const completed = await onMobile("/tousu?status=completed");
    expect(completed.complaintIds.length).toBeGreaterThan(0);
    const statuses = await statusesOf(db, completed.complaintIds);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(["completed"]));
    expect(completed.nextHref ?? "").toMatch(/^\/tousu\?status=completed&page=2$|^$/);

    const brand = await busiestBrand(db);
    const byBrand = await onMobile(`/tousu?brand_id=${brand.id}`);
    expect(byBrand.text).toContain(`品牌：${brand.name}`);
    const brands = await statusesOf(db, byBrand.complaintIds);
    expect(new Set(brands.map((row) => row.brandId))).toEqual(new Set([brand.id]));

    const typed = await onMobile(`/tousu?brand=${encodeURIComponent(brand.name)}&type_id=`);
    expect(typed.status).toBe(302);
    expect(typed.location).toBe(`/tousu?brand_id=${brand.id}`);
    const unmatched = await onMobile(`/tousu?brand=${encodeURIComponent("不存在的品牌名称")}`);
    expect(unmatched.status).toBe(200);
    expect(unmatched.text).toContain("没有找到品牌“不存在的品牌名称”");
  });

  it("refuses a filter the API refuses with its message, not a failure", async () => {
    const page = await onMobile("/tousu?money_min=9&money_max=1");
    expect(page.status).toBe(400);
    expect(page.text).toContain("最低金额不能高于最高金额");
  });

  it("serves page 2 through its link and as the data request the list loads on scroll", async () => {
    const first = await onMobile("/tousu");
    const second = await onMobile(first.nextHref!);
    expect(second.status).toBe(200);
    expect(second.complaintIds.length).toBeGreaterThan(0);
    expect(second.complaintIds.some((id) => first.complaintIds.includes(id))).toBe(false);
    expect(second.nextHref).toBe("/tousu?page=3");

    const data = await app.inject({
      url: "/tousu.data?page=2",
      headers: { host: MOBILE_HOST, "user-agent": IPHONE },
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-type"]).toContain("text/x-script");
    const [firstOfPageTwo] = await db
      .select({ title: schema.complaints.title })
      .from(schema.complaints)
      .where(eq(schema.complaints.id, second.complaintIds[0]!));
    expect(data.body).toContain(firstOfPageTwo!.title);
    expect(data.body).toContain("?page=3");
  });

  it("goes on by cursor past the numbered pages", async () => {
    const last = await onMobile("/tousu?page=20");
    expect(last.status).toBe(200);
    if (last.nextHref) expect(last.nextHref).toMatch(/^\/tousu\?cursor=[^&]+$/);
  });

  it("/complaints/{sector} lists one sector's complaints; a sector with nothing in it is 404", async () => {
    const brand = await busiestBrand(db);
    const page = await onMobile(`/complaints/${encodeURIComponent(brand.industry)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${brand.industry}投诉`);
    expect(page.complaintIds.length).toBeGreaterThan(0);
    expect(page.html).toContain(
      `<link rel="canonical" href="${siteOrigin}/complaints/${encodeURIComponent(brand.industry)}"/>`,
    );
    expect((await onMobile(`/complaints/${encodeURIComponent("没有这个行业")}`)).status).toBe(404);
  });

  it("/complaint/tags/{id} lists a problem tag's complaints; an unknown tag is 404", async () => {
    const problem = await busiestProblem(db);
    const page = await onMobile(`/complaint/tags/${problem.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(problem.name);
    expect(page.complaintIds.length).toBeGreaterThan(0);
    expect((await onMobile(`/complaint/tags/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await onMobile("/complaint/tags/abc")).status).toBe(404);
  });

  it("/brands/{id} shows the brand's figures and its complaints page after page", async () => {
    const brand = await busiestBrand(db);
    const page = await onMobile(`/brands/${brand.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(brand.name);
    for (const label of ["投诉总量", "回复率", "完成率", "满意度", "最新投诉"])
      expect(page.text).toContain(label);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/brands/${brand.id}"/>`);
    const listed = await statusesOf(db, page.complaintIds);
    expect(new Set(listed.map((row) => row.brandId))).toEqual(new Set([brand.id]));
    expect(page.nextHref).toBe(`/brands/${brand.id}?page=2`);
    const second = await onMobile(page.nextHref!);
    expect(second.complaintIds.some((id) => page.complaintIds.includes(id))).toBe(false);
    const data = await app.inject({
      url: `/brands/${brand.id}.data?page=2`,
      headers: { host: MOBILE_HOST, "user-agent": IPHONE },
    });
    expect(data.statusCode).toBe(200);
  });

  it.each([String(UNKNOWN_ID), "abc"])("/brands/%s, no such brand, is 404 in the frame", async (id) => {
    const page = await onMobile(`/brands/${id}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain("页面不存在或已被删除");
    expect(page.html).toContain('aria-label="主导航"');
  });

  it("/enterprise/{id} shows the enterprise, its figures, brands and complaints; an unknown one is 404", async () => {
    const enterprise = await enterpriseWithBrands(db);
    const page = await onMobile(`/enterprise/${enterprise.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(enterprise.name);
    for (const label of ["投诉量", "回复率", "旗下品牌", "最新投诉"]) expect(page.text).toContain(label);
    expect(page.links.some((href) => /^\/brands\/\d+$/.test(href))).toBe(true);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/enterprise/${enterprise.id}"/>`);
    expect((await onMobile(`/enterprise/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await onMobile("/enterprise/abc")).status).toBe(404);
  });

  it("/enterprise/{id} draws the enterprise's own logo, and its monogram without one", async () => {
    const enterprise = await enterpriseWithBrands(db);
    const { enterprises } = schema;
    const [seeded] = await db
      .select({ logoUrl: enterprises.logoUrl })
      .from(enterprises)
      .where(eq(enterprises.id, enterprise.id));
    const logo = "https://img.tousu.example/enterprise/own-logo.png";
    await db.update(enterprises).set({ logoUrl: logo }).where(eq(enterprises.id, enterprise.id));
    const withLogo = await onMobile(`/enterprise/${enterprise.id}`);
    expect(withLogo.html).toMatch(new RegExp(`<img src="${logo}" alt="" width="56" height="56"`));
    await db.update(enterprises).set({ logoUrl: null }).where(eq(enterprises.id, enterprise.id));
    const without = await onMobile(`/enterprise/${enterprise.id}`);
    expect(without.html).not.toContain('width="56"');
    // The monogram: the name's first character, at the logo's size.
    expect(without.html).toMatch(
      /<span aria-hidden="true" style="width:56px;height:56px[^"]*"[^>]*>[^<]<\/span>/,
    );
    await db
      .update(enterprises)
      .set({ logoUrl: seeded?.logoUrl ?? null })
      .where(eq(enterprises.id, enterprise.id));
  });

  it.each(["/ranking", "/brands/rank"])(
    "%s shows the red list, and the black one on its tab",
    async (path) => {
      const red = await onMobile(path);
      expect(red.status).toBe(200);
      expect(red.text).toContain("品牌红黑榜");
      expect(red.html).toMatch(/aria-current="page"[^>]*><span[^>]*>红榜</);
      expect(red.html).toContain(`<link rel="canonical" href="${siteOrigin}/ranking"/>`);
      const black = await onMobile(`${path}?list=black&period=month`);
      expect(black.html).toMatch(/aria-current="page"[^>]*><span[^>]*>黑榜</);
      expect(black.html).toMatch(/aria-current="page"[^>]*><span[^>]*>月榜</);
    },
  );

  it("/search finds complaints by a word of their title, with the brand and article tabs", async () => {
    const [complaint] = await db
      .select({ id: schema.complaints.id, title: schema.complaints.title })
      .from(schema.complaints)
      .where(schema.publicComplaintCondition(schema.complaints))
      .orderBy(desc(schema.complaints.id))
      .limit(1);
    const key = complaint!.title.slice(0, 4);
    const page = await onMobile(`/search?key=${encodeURIComponent(key)}`);
    expect(page.status).toBe(200);
    expect(page.complaintIds.length).toBeGreaterThan(0);
    for (const tab of ["投诉", "品牌", "文章"]) expect(page.text).toContain(tab);
    expect(page.html).toContain(`value="${key}"`);
  });

  it("/search with nothing matching, or no word yet, shows the hot words", async () => {
    const [hot] = await db
      .select({ keyword: schema.searchKeywords.keyword })
      .from(schema.searchKeywords)
      .where(and(eq(schema.searchKeywords.isHot, true)))
      .orderBy(schema.searchKeywords.sort)
      .limit(1);
    const none = await onMobile(`/search?key=${encodeURIComponent("查无此词zqxj")}`);
    expect(none.status).toBe(200);
    expect(none.text).toContain("没有找到与“查无此词zqxj”相关的结果");
    expect(none.text).toContain(hot!.keyword);
    const empty = await onMobile("/search");
    expect(empty.text).toContain("热门搜索");
    expect(empty.text).toContain(hot!.keyword);
  });

  it("the top bar's search leads to the H5 search page", async () => {
    const home = await onMobile("/");
    expect(home.html).toMatch(
      /<a[^>]*href="\/search"[^>]*aria-label="搜索"|<a[^>]*aria-label="搜索"[^>]*href="\/search"/,
    );
  });

  it("/complaint tells how to complain and leads to the form", async () => {
    const page = await onMobile("/complaint");
    expect(page.status).toBe(200);
    for (const text of ["投诉流程", "怎样写好一条投诉", "请勿包含"]) expect(page.text).toContain(text);
    expect(page.links).toContain("/complaint/create");
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/complaint"/>`);
  });
});

describe("the H5 lists under /h5 on the main origin", () => {
  let app: FastifyInstance;
  let closeAll = async () => {};

  beforeAll(async () => {
    const server = await startTestServer({ SSR_WORKERS: "0" });
    app = server.app;
    closeAll = server.close;
  });
  afterAll(() => closeAll());

  it("keeps the list's links and its next page under /h5", async () => {
    const page = pageOf(await app.inject({ url: "/h5/tousu", headers: { "user-agent": IPHONE } }));
    expect(page.status).toBe(200);
    expect(page.nextHref).toBe("/h5/tousu?page=2");
    expect(page.links.some((href) => href.startsWith("/h5/pages/complaint/details?id="))).toBe(true);
    const data = await app.inject({ url: "/h5/tousu.data?page=2", headers: { "user-agent": IPHONE } });
    expect(data.statusCode).toBe(200);
  });
});
