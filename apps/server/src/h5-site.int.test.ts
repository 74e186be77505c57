import { type Database, schema } from "@tousu/db";
import { HOME_DESCRIPTION } from "@tousu/page-kit/site-text";
import { and, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, IPHONE, MOBILE_HOST, MOBILE_ORIGIN } from "./testing/h5-site";
import { startTestServer } from "./testing/test-server";

// The H5 site (decision 078), rendered by the server from the real apps/h5 build: on the mobile
// origin's host at the root, and under /h5 on the main origin while no mobile origin is set.

/** A published complaint the company has answered, so its page shows a reply and a timeline. */
async function repliedComplaintId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: schema.complaints.id })
    .from(schema.complaints)
    .innerJoin(
      schema.complaintOperatorStream,
      eq(schema.complaintOperatorStream.complaintId, schema.complaints.id),
    )
    .where(
      and(
        schema.publicComplaintCondition(schema.complaints),
        eq(schema.complaintOperatorStream.action, "replied"),
        eq(schema.complaintOperatorStream.isPublic, true),
      ),
    )
    .orderBy(desc(schema.complaints.id))
    .limit(1);
  if (!row) throw new Error("the seed has no answered complaint");
  return row.id;
}

/** A published article and a draft (neither published nor withdrawn). */
async function articleIds(db: Database): Promise<{ published: number; draft: number }> {
  const { articles } = schema;
  const [published] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        isNotNull(articles.publishedAt),
        lte(articles.publishedAt, new Date()),
        isNull(articles.withdrawnAt),
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(1);
  const [draft] = await db
    .insert(articles)
    .values({ title: "尚未发布的维权指南", summary: "草稿", content: "<p>草稿正文</p>" })
    .returning({ id: articles.id });
  if (!published || !draft) throw new Error("no published article in the seed");
  return { published: published.id, draft: draft.id };
}

function pageOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const html = response.body;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return {
    status: response.statusCode,
    location: response.headers.location,
    html,
    mainLinks: [...main.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(([, href]) => href ?? ""),
    text: main.replace(/<[^>]*>/g, " ").replace(/\s+/g, " "),
  };
}

describe("on the mobile origin's host (SSR_WORKERS=1)", () => {
  let app: FastifyInstance;
  let db: Database;
  let siteOrigin: string;
  let closeAll = async () => {};

  beforeAll(async () => {
    const server = await startTestServer({ MOBILE_ORIGIN, SSR_WORKERS: "1" });
    ({ app, db } = server);
    siteOrigin = server.config.siteOrigin;
    closeAll = server.close;
  });
  afterAll(() => closeAll());

  const onMobile = async (url: string, userAgent = IPHONE) =>
    pageOf(await app.inject({ url, headers: { host: MOBILE_HOST, "user-agent": userAgent } }));

  it("serves the H5 home: the newest complaints linking to their H5 pages, in the phone's frame", async () => {
    const page = await onMobile("/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("最新投诉");
    const details = page.mainLinks.filter((href) => href.startsWith("/pages/complaint/details?id="));
    expect(details.length).toBeGreaterThan(0);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
    expect(page.html).toContain(`<meta name="description" content="${HOME_DESCRIPTION}"/>`);
    expect(page.html).toContain("viewport-fit=cover");
    // The bottom tab bar and the top bar's search.
    const tabBar = page.html.slice(page.html.indexOf('aria-label="主导航"'));
    for (const label of ["首页", "投诉大厅", "我要投诉", "消息", "我的"]) expect(tabBar).toContain(label);
    expect(page.html).toContain('aria-label="搜索"');
    // Its own build's scripts, none of the PC site's.
    expect(page.html).toMatch(/href="\/h5-assets\/[^"]+\.js"/);
    expect(page.html).not.toMatch(/"\/assets\//);
  });

  it("serves a complaint's H5 page with its company reply and timeline, naming the PC page as canonical", async () => {
    const id = await repliedComplaintId(db);
    const page = await onMobile(`/pages/complaint/details?id=${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("商家回复");
    expect(page.text).toContain("投诉进度");
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/tousu/${id}"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
    expect(page.html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
    // 电脑版: the same complaint on the PC site, kept as the visitor's choice.
    expect(page.mainLinks).toContain(`${siteOrigin}/tousu/${id}?view=pc`);
  });

  it.each(["?id=2147483000", "?id=abc", ""])(
    "answers 404 in the frame for a complaint that is not there (%s)",
    async (query) => {
      const page = await onMobile(`/pages/complaint/details${query}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain("页面不存在或已被删除");
      expect(page.html).toContain('aria-label="主导航"');
    },
  );

  it("serves an article's H5 page: its body as reading markup, the PC page as canonical", async () => {
    const { published } = await articleIds(db);
    const page = await onMobile(`/pages/article/details?id=${published}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="article-body');
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/article/${published}"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
    expect(page.html).toMatch(/<meta name="description" content="[^"]+"\/>/);
  });

  it.each(["draft", "missing"] as const)(
    "answers 404 in the frame for an article that is not public (%s)",
    async (kind) => {
      const { draft } = await articleIds(db);
      const page = await onMobile(`/pages/article/details?id=${kind === "draft" ? draft : "abc"}`);
      expect(page.status).toBe(404);
      expect(page.html).toContain('aria-label="主导航"');
      expect(page.html).not.toContain("草稿正文");
    },
  );

  it("answers the complaint page's data request of a client navigation", async () => {
    const id = await repliedComplaintId(db);
    const response = await app.inject({
      url: `/pages/complaint/details.data?id=${id}`,
      headers: { host: MOBILE_HOST, "user-agent": IPHONE },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/x-script");
  });

  it("sends PC pages with an H5 equivalent to it", async () => {
    expect((await onMobile("/tousu/17")).location).toBe("/pages/complaint/details?id=17");
    expect((await onMobile("/article/5")).location).toBe("/pages/article/details?id=5");
    // An outdated PC address takes the PC site's 301 first.
    expect((await onMobile("/complaints/17")).location).toBe("/tousu/17");
  });

  it.each([
    "/company",
    "/company/complaints",
    "/admin",
    "/lawyer-site/inbox",
    "/mediation/3",
    "/static/institute?from=2",
  ])("sends %s to the PC origin", async (address) => {
    const page = await onMobile(address);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`${siteOrigin}${address}`);
  });

  it("never sends a phone already on the H5 site to it again; phones on the PC site still go there", async () => {
    expect((await onMobile("/", IPHONE)).status).toBe(200);
    const onPc = await app.inject({ url: "/tousu/17", headers: { "user-agent": IPHONE } });
    expect(onPc.headers.location).toBe(`${MOBILE_ORIGIN}/pages/complaint/details?id=17`);
  });

  it("sends /h5 on the main origin to the mobile origin", async () => {
    const response = await app.inject({
      url: "/h5/pages/complaint/details?id=3",
      headers: { "user-agent": DESKTOP },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${MOBILE_ORIGIN}/pages/complaint/details?id=3`);
  });

  it("serves the H5 build's assets, immutable and pre-compressed", async () => {
    const home = await onMobile("/");
    const script = /href="(\/h5-assets\/[^"]+\.js)"/.exec(home.html)?.[1];
    expect(script).toBeDefined();
    const response = await app.inject({ url: script!, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("under /h5 on the main origin, without a mobile origin (SSR_WORKERS=0)", () => {
  let app: FastifyInstance;
  let db: Database;
  let closeAll = async () => {};

  beforeAll(async () => {
    const server = await startTestServer({ SSR_WORKERS: "0" });
    ({ app, db } = server);
    closeAll = server.close;
  });
  afterAll(() => closeAll());

  const get = async (url: string) => pageOf(await app.inject({ url, headers: { "user-agent": IPHONE } }));

  it("serves the H5 home with every link and the client router under /h5", async () => {
    const page = await get("/h5");
    expect(page.status).toBe(200);
    expect(page.text).toContain("最新投诉");
    // The complaints under /h5, and 电脑版 on the PC site.
    const [pcLink, ...complaintLinks] = [...page.mainLinks].reverse();
    expect(pcLink).toMatch(/^http:\/\/[^/]+\/\?view=pc$/);
    expect(complaintLinks.length).toBeGreaterThan(0);
    for (const href of complaintLinks) expect(href).toMatch(/^\/h5\/pages\/complaint\/details\?id=\d+$/);
    expect(page.html).toContain('"basename":"/h5"');
    expect(page.html).toContain('href="/h5/tousu"');
  });

  it("serves the complaint page and its data request under /h5", async () => {
    const id = await repliedComplaintId(db);
    expect((await get(`/h5/pages/complaint/details?id=${id}`)).text).toContain("商家回复");
    const data = await app.inject({ url: `/h5/pages/complaint/details.data?id=${id}` });
    expect(data.statusCode).toBe(200);
  });

  it("keeps the redirects under /h5, and sends PC-only and unbuilt pages to the PC site", async () => {
    expect((await get("/h5/tousu/17")).location).toBe("/h5/pages/complaint/details?id=17");
    expect((await get("/h5/admin")).location).toBe("/admin");
    expect((await get("/h5/mediation/3?tab=2")).location).toBe("/mediation/3?tab=2");
    // A PC path whose H5 page is built renders under /h5.
    expect((await get("/h5/brands/1")).status).not.toBe(302);
  });

  it("leaves the PC site as it was, serving phones too while there is no mobile origin", async () => {
    const page = await get("/");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<meta name="applicable-device" content="pc,mobile"/>');
    expect(page.html).not.toContain('rel="alternate"');
    expect(page.html).toMatch(/"\/assets\//);
  });
});
