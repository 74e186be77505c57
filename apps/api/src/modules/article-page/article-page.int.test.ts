import { ARTICLE_PAGE_HOT_ARTICLES, ARTICLE_PAGE_HOT_TAGS } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { createArticle, TEST_SEED_NOW } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

// GET /article/{id}/page: the article page's one read. Each part must be exactly what its own
// endpoint answers, so the page and the separate calls can never tell different stories.

const HOUR_MS = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const publishedArticle = (overrides: Parameters<typeof createArticle>[1] = {}) =>
  createArticle(t.db, { publishedAt: new Date(TEST_SEED_NOW.getTime() - HOUR_MS), ...overrides });

async function request(method: "GET" | "POST", url: string, member?: SignedInMember, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return response.json();
}
const get = (url: string, member?: SignedInMember) => request("GET", url, member);
const withoutViewCount = ({ view_count: _views, ...rest }: { view_count: number }) => rest;

describe("GET /article/:id/page", () => {
  it("answers each part exactly as its own endpoint does", async () => {
    const [author, reader] = [await signInNewMember(t), await signInNewMember(t)];
    const article = await publishedArticle();
    const [tag] = await t.db.insert(schema.tags).values({ name: "页面一次读取" }).returning();
    const sibling = await publishedArticle();
    await t.db.insert(schema.articleTags).values([
      { articleId: article.id, tagId: tag!.id },
      { articleId: sibling.id, tagId: tag!.id },
    ]);
    for (const content of ["第一条评论，写得清楚。", "第二条评论，收藏了。"]) {
      await request("POST", "/user/article/comment", author, { article_id: article.id, content });
    }
    await request("POST", `/article/${article.id}/like`, reader);

    const page = await get(`/article/${article.id}/page`, reader);
    expect(page.code).toBe(200);
    const [detail, categories, hotTags, hotInfo, related, comments] = await Promise.all([
      get(`/article/${article.id}`, reader),
      get("/article/classify/list"),
      get(`/article/tags/hot?limit=${ARTICLE_PAGE_HOT_TAGS}`),
      get(`/common/articleHotInfo?limit=${ARTICLE_PAGE_HOT_ARTICLES}`),
      get(`/article/${article.id}/related`),
      get(`/v2/article/comment/${article.id}`, reader),
    ]);
    expect(withoutViewCount(page.data.article)).toEqual(withoutViewCount(detail.data));
    expect(page.data.article).toMatchObject({ liked: true, like_count: 1, tags: [{ name: "页面一次读取" }] });
    expect(page.data.categories).toEqual(categories.data);
    expect(page.data.hot_tags).toEqual(hotTags.data);
    expect(page.data.hot_info).toEqual(hotInfo.data);
    expect(page.data.related).toEqual(related.data);
    expect(page.data.related.articles.map((item: { id: number }) => item.id)).toContain(sibling.id);
    expect(page.data.comments).toEqual(comments.data);
    expect(page.data.comments).toMatchObject({ total: 2, page: 1 });
  });

  it("counts each read as the article's own endpoint does", async () => {
    const article = await publishedArticle();
    const first = (await get(`/article/${article.id}/page`)).data.article.view_count;
    const second = (await get(`/article/${article.id}/page`)).data.article.view_count;
    expect(second).toBe(first + 1);
  });

  it("is not found for a draft, a scheduled or an unknown article, and refuses a malformed id", async () => {
    const draft = await createArticle(t.db, { publishedAt: null });
    const scheduled = await publishedArticle({ publishedAt: new Date(TEST_SEED_NOW.getTime() + HOUR_MS) });
    for (const id of [draft.id, scheduled.id, 2_000_000_000]) {
      expect(await get(`/article/${id}/page`)).toMatchObject({ code: 404, msg: "文章不存在或尚未发布" });
    }
    expect(await get("/article/abc/page")).toMatchObject({ code: 400 });
  });
});
