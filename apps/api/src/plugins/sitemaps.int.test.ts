import { derivePiiKeys, schema } from "@tousu/db";
import {
  createArticle,
  createBrand,
  createComplaint,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

const ORIGIN = "https://www.suda.example";
const MOBILE_ORIGIN = "https://m.suda.example";
const HOUR_MS = 3_600_000;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SITE_ORIGIN: ORIGIN, MOBILE_ORIGIN });
});
afterAll(() => t.close());

async function get(url: string) {
  return t.app.inject({ url });
}

/** Every address the parts of one source list, reading the index first. */
async function addressesOf(source: string): Promise<string[]> {
  const index = (await get("/sitemap.xml")).body;
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((loc) => loc.startsWith(`${ORIGIN}/sitemap/${source}-`));
  const addresses: string[] = [];
  for (const part of parts) {
    const response = await get(part.slice(ORIGIN.length));
    expect(response.statusCode).toBe(200);
    addresses.push(...[...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  }
  return addresses;
}

describe("robots.txt", () => {
  it("allows the public site, keeps crawlers out of back offices, personal pages, the API and the exit notice, and points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /company",
      "Disallow: /user",
      "Disallow: /api",
      "Disallow: /transfer",
      "",
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      "",
    ]);
  });
});

describe("sitemap.xml", () => {
  it("is an index of the complaint, brand, article, question and report parts at the public origin", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    for (const source of ["complaints", "brands", "articles", "questions", "reports"]) {
      expect(response.body).toContain(`<loc>${ORIGIN}/sitemap/${source}-1.xml</loc>`);
    }
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
  });

  it("lists published complaints and articles and every brand, never a hidden, unreviewed, draft or scheduled one", async () => {
    const now = TEST_SEED_NOW.getTime();
    const brand = await createBrand(t.db);
    const shown = await createComplaint(t.db, piiKeys, { brandId: brand.id });
    const hidden = await createComplaint(t.db, piiKeys, { brandId: brand.id, isHidden: true });
    const inReview = await createComplaint(t.db, piiKeys, {
      brandId: brand.id,
      status: "pending_review",
      dispatchedAt: null,
    });
    const published = await createArticle(t.db, { publishedAt: new Date(now - HOUR_MS) });
    const draft = await createArticle(t.db, { publishedAt: null });
    const scheduled = await createArticle(t.db, { publishedAt: new Date(now + HOUR_MS) });

    const complaints = await addressesOf("complaints");
    expect(complaints).toContain(`${ORIGIN}/tousu/${shown.id}`);
    expect(complaints).not.toContain(`${ORIGIN}/tousu/${hidden.id}`);
    expect(complaints).not.toContain(`${ORIGIN}/tousu/${inReview.id}`);
    expect(new Set(complaints).size).toBe(complaints.length);

    expect(await addressesOf("brands")).toContain(`${ORIGIN}/brands/${brand.id}`);

    const articles = await addressesOf("articles");
    expect(articles).toContain(`${ORIGIN}/article/${published.id}`);
    expect(articles).not.toContain(`${ORIGIN}/article/${draft.id}`);
    expect(articles).not.toContain(`${ORIGIN}/article/${scheduled.id}`);
  });

  it("lists published questions and institute reports, never a held, hidden or deleted question or a draft report", async () => {
    const asker = await createUser(t.db, piiKeys);
    const [category] = await t.db
      .insert(schema.qaCategories)
      .values({ name: "网购退款" })
      .returning({ id: schema.qaCategories.id });
    const question = (status: "published" | "pending" | "hidden", deletedAt: Date | null = null) => ({
      categoryId: category!.id,
      userId: asker.id,
      title: "七天无理由退货被拒怎么办",
      content: "商家说拆封就不能退，这样合理吗？",
      status,
      deletedAt,
    });
    const [published, held, hidden, deleted] = await t.db
      .insert(schema.qaQuestions)
      .values([
        question("published"),
        question("pending"),
        question("hidden"),
        question("published", new Date(TEST_SEED_NOW.getTime() - HOUR_MS)),
      ])
      .returning({ id: schema.qaQuestions.id });
    const report = (status: "published" | "draft", period: string) => ({
      period,
      sector: "数码家电",
      figures: {} as typeof schema.instituteReports.$inferInsert.figures,
      generatedAt: TEST_SEED_NOW,
      status,
    });
    const [shownReport, draftReport] = await t.db
      .insert(schema.instituteReports)
      .values([report("published", "2026-09"), report("draft", "2026-10")])
      .returning({ id: schema.instituteReports.id });

    const questions = await addressesOf("questions");
    expect(questions).toContain(`${ORIGIN}/qa/${published!.id}`);
    for (const unlisted of [held, hidden, deleted]) {
      expect(questions).not.toContain(`${ORIGIN}/qa/${unlisted!.id}`);
    }
    const reports = await addressesOf("reports");
    expect(reports).toContain(`${ORIGIN}/institute/${shownReport!.id}`);
    expect(reports).not.toContain(`${ORIGIN}/institute/${draftReport!.id}`);
  });

  it("pairs every address with its page on the mobile site", async () => {
    const brand = await createBrand(t.db);
    const complaint = await createComplaint(t.db, piiKeys, { brandId: brand.id });
    const part = (await get("/sitemap/complaints-1.xml")).body;
    expect(part).toContain(`<loc>${ORIGIN}/tousu/${complaint.id}</loc>`);
    expect(part).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/tousu/${complaint.id}</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" media="only screen and \\(max-width: 640px\\)" href="${MOBILE_ORIGIN}/pages/complaint/details\\?id=${complaint.id}"/>`,
      ),
    );
    const brands = (await get("/sitemap/brands-1.xml")).body;
    expect(brands).toContain(`href="${MOBILE_ORIGIN}/brands/${brand.id}"/>`);
  });

  it("answers 404 for a part that does not exist", async () => {
    for (const url of ["/sitemap/complaints-99.xml", "/sitemap/lawyers-1.xml", "/sitemap/complaints-1.txt"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
