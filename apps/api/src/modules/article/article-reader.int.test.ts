import { ARTICLE_RELATED_COUNT } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import {
  createArticle,
  createBrand,
  createComplaint,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (member: SignedInMember) => ({ authorization: `Bearer ${member.token}` });
const publishedArticle = (overrides: Parameters<typeof createArticle>[1] = {}) =>
  createArticle(t.db, { publishedAt: new Date(TEST_SEED_NOW.getTime() - HOUR_MS), ...overrides });

async function call(method: "GET" | "POST" | "DELETE", url: string, member?: SignedInMember) {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: member ? auth(member) : {} });
  return { status: response.statusCode, body: response.json() };
}
async function stored(articleId: number) {
  const [row] = await t.db.select().from(schema.articles).where(eq(schema.articles.id, articleId));
  return row!;
}
async function likesOf(articleId: number) {
  return t.db.select().from(schema.articleLikes).where(eq(schema.articleLikes.articleId, articleId));
}
async function tagArticles(name: string, articleIds: number[]) {
  const [tag] = await t.db.insert(schema.tags).values({ name }).returning();
  await t.db
    .insert(schema.articleTags)
    .values(articleIds.map((articleId) => ({ articleId, tagId: tag!.id })));
  return tag!;
}

describe("liking an article", () => {
  it("likes once, shows it to the reader, and unlikes, keeping like_count the number of likes", async () => {
    const [reader, other] = [await signInNewMember(t), await signInNewMember(t)];
    const article = await publishedArticle();
    const updatedAt = (await stored(article.id)).updatedAt;

    expect((await call("POST", `/article/${article.id}/like`, reader)).body).toMatchObject({
      code: 200,
      data: { like_count: 1, liked: true },
    });
    const again = await call("POST", `/article/${article.id}/like`, reader);
    expect(again).toMatchObject({ status: 400, body: { code: 400, msg: "您已经赞过这篇文章了" } });
    await call("POST", `/article/${article.id}/like`, other);
    expect((await stored(article.id)).likeCount).toBe(2);
    expect(await likesOf(article.id)).toHaveLength(2);
    expect((await call("GET", `/article/${article.id}`, reader)).body.data).toMatchObject({
      liked: true,
      like_count: 2,
    });
    expect((await call("GET", `/article/${article.id}`)).body.data.liked).toBe(false);

    expect((await call("DELETE", `/article/${article.id}/like`, reader)).body.data).toEqual({
      like_count: 1,
      liked: false,
    });
    const unlikeAgain = await call("DELETE", `/article/${article.id}/like`, reader);
    expect(unlikeAgain).toMatchObject({ status: 400, body: { msg: "您还没有赞过这篇文章" } });
    expect((await stored(article.id)).likeCount).toBe(1);
    // A like is not an edit.
    expect((await stored(article.id)).updatedAt).toEqual(updatedAt);
  });

  it("answers 401 to a visitor and 404 for an unpublished article, storing nothing", async () => {
    const reader = await signInNewMember(t);
    const article = await publishedArticle();
    const draft = await createArticle(t.db, { publishedAt: null });
    expect((await call("POST", `/article/${article.id}/like`)).status).toBe(401);
    expect((await call("DELETE", `/article/${article.id}/like`)).status).toBe(401);
    expect((await call("POST", `/article/${draft.id}/like`, reader)).status).toBe(404);
    expect((await call("POST", "/article/abc/like", reader)).body.code).toBe(400);
    expect(await likesOf(article.id)).toHaveLength(0);
    expect(await likesOf(draft.id)).toHaveLength(0);
    expect((await stored(article.id)).likeCount).toBe(0);
  });
});

describe("counting reads", () => {
  it("counts each read of the detail, shows it at once and writes it in a batch", async () => {
    const article = await publishedArticle({ viewCount: 10 });
    expect((await call("GET", `/article/${article.id}`)).body.data.view_count).toBe(11);
    expect((await call("GET", `/article/${article.id}`)).body.data.view_count).toBe(12);
    await t.app.flushCounters();
    expect((await stored(article.id)).viewCount).toBe(12);
    expect((await call("GET", `/article/${article.id}`)).body.data.view_count).toBe(13);
  });

  it("does not count a read of an article nobody may read", async () => {
    const draft = await createArticle(t.db, { publishedAt: null, viewCount: 3 });
    expect((await call("GET", `/article/${draft.id}`)).status).toBe(404);
    await t.app.flushCounters();
    expect((await stored(draft.id)).viewCount).toBe(3);
  });
});

describe("GET /article/{id}/related", () => {
  it("lists articles sharing tags first, then the same classification, published only and never itself", async () => {
    const [category] = await t.db
      .insert(schema.articleCategories)
      .values({ name: "相关测试分类" })
      .returning();
    const categoryId = category!.id;
    const article = await publishedArticle({ categoryId });
    const bothTags = await publishedArticle();
    const oneTag = await publishedArticle();
    const sameCategory = await publishedArticle({ categoryId });
    const draftSharingTags = await createArticle(t.db, { publishedAt: null, categoryId });
    await tagArticles("相关测试标签甲", [article.id, bothTags.id, oneTag.id, draftSharingTags.id]);
    await tagArticles("相关测试标签乙", [article.id, bothTags.id, draftSharingTags.id]);

    const { body } = await call("GET", `/article/${article.id}/related`);
    const ids = body.data.articles.map((card: { id: number }) => card.id);
    expect(ids.slice(0, 3)).toEqual([bothTags.id, oneTag.id, sameCategory.id]);
    expect(ids).not.toContain(article.id);
    expect(ids).not.toContain(draftSharingTags.id);
    expect(ids.length).toBeLessThanOrEqual(ARTICLE_RELATED_COUNT);
  });

  it("lists public complaints about a brand a tag names, or holding a tag's words", async () => {
    const brand = await createBrand(t.db, { name: "相关测试品牌" });
    const article = await publishedArticle();
    await tagArticles("相关测试品牌", [article.id]);
    const aboutBrand = await createComplaint(t.db, piiKeys, { brandId: brand.id });
    const hidden = await createComplaint(t.db, piiKeys, { brandId: brand.id, isHidden: true });

    const { body } = await call("GET", `/article/${article.id}/related`);
    const ids = body.data.complaints.map((complaint: { id: number }) => complaint.id);
    expect(ids).toContain(aboutBrand.id);
    expect(ids).not.toContain(hidden.id);
  });

  it("lists public complaints of the last months whose words hold a tag as a phrase", async () => {
    const article = await publishedArticle();
    await tagArticles("蓝鲸健身卡", [article.id]);
    const content = "办理的蓝鲸健身卡无法退款，门店突然关门，要求退还剩余费用。";
    const recent = await createComplaint(t.db, piiKeys, {
      content,
      createdAt: new Date(TEST_SEED_NOW.getTime() - DAY_MS),
    });
    const old = await createComplaint(t.db, piiKeys, {
      content,
      createdAt: new Date(TEST_SEED_NOW.getTime() - 300 * DAY_MS),
    });
    const { body } = await call("GET", `/article/${article.id}/related`);
    const ids = body.data.complaints.map((complaint: { id: number }) => complaint.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
  });

  it("answers 404 for an unpublished article", async () => {
    const draft = await createArticle(t.db, { publishedAt: null });
    expect((await call("GET", `/article/${draft.id}/related`)).status).toBe(404);
  });
});

describe("GET /common/articleHotInfo", () => {
  it("lists the recent window's most read articles and the hot words", async () => {
    const hot = await publishedArticle({ viewCount: 1_000_000, title: "近期阅读最多的文章" });
    const oldHot = await publishedArticle({
      viewCount: 2_000_000,
      publishedAt: new Date(TEST_SEED_NOW.getTime() - 400 * DAY_MS),
    });
    const scheduled = await createArticle(t.db, {
      viewCount: 3_000_000,
      publishedAt: new Date(TEST_SEED_NOW.getTime() + DAY_MS),
    });
    const { body } = await call("GET", "/common/articleHotInfo?limit=5");
    expect(body.code).toBe(200);
    expect(body.data.articles[0]).toEqual({ id: hot.id, title: "近期阅读最多的文章", view_count: 1_000_000 });
    const ids = body.data.articles.map((article: { id: number }) => article.id);
    expect(ids).not.toContain(oldHot.id);
    expect(ids).not.toContain(scheduled.id);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(Array.isArray(body.data.words)).toBe(true);
    expect((await call("GET", "/common/articleHotInfo?limit=abc")).body.code).toBe(400);
  });
});
