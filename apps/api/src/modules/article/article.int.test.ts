import { schema } from "@tousu/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

const HOUR_MS = 3_600_000;

let t: TestApp;
let draftId: number;
let scheduledId: number;
let publishedId: number;
let tagId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const now = Date.now();
  t.setNow(new Date(now));
  const [category] = await t.db
    .insert(schema.articleCategories)
    .values({ name: "测试分类", sort: 999 })
    .returning({ id: schema.articleCategories.id });
  categoryId = category!.id;
  const [tag] = await t.db.insert(schema.tags).values({ name: "测试标签" }).returning({ id: schema.tags.id });
  tagId = tag!.id;
  const inserted = await t.db
    .insert(schema.articles)
    .values([
      { categoryId, title: "草稿文章", content: "<p>草稿</p>", publishedAt: null },
      {
        categoryId,
        title: "定时文章",
        content: "<p>定时</p>",
        publishedAt: new Date(now + HOUR_MS),
      },
      {
        categoryId,
        title: "已发布文章",
        author: "林晓",
        content:
          '<p style="color:red" onclick="alert(1)">正文<script>alert(1)</script></p><a href="javascript:alert(1)">坏链接</a><a href="https://example.com/x">好链接</a><a href="/tousu/1">站内链接</a><a href="https://bank.example@evil.example/">冒充的链接</a><img src="https://cdn.example.com/a.png" onerror="alert(1)">',
        viewCount: 7,
        publishedAt: new Date(now - HOUR_MS),
      },
    ])
    .returning({ id: schema.articles.id });
  [draftId, scheduledId, publishedId] = inserted.map((row) => row.id) as [number, number, number];
  await t.db.insert(schema.articleTags).values(inserted.map((row) => ({ articleId: row.id, tagId })));
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};
type Card = { id: number; published_at: string; view_count: number; category: { id: number } | null };

describe("article list", () => {
  it("pages the published articles newest first", async () => {
    const { body } = await get("/api/article/list?page=1&page_size=10");
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.list[0].id).toBe(publishedId);
    const dates = body.data.list.map((card: Card) => card.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await get("/api/article/list?page=2&page_size=10")).body.data;
    expect(second.list[0].id).not.toBe(body.data.list[0].id);
    expect(second.total).toBe(body.data.total);
  });

  it("sorts by reads for the most read", async () => {
    const { body } = await get("/api/article/list?sort=hot&page_size=20");
    const views = body.data.list.map((card: Card) => card.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("filters by category and by tag, leaving drafts and scheduled articles out", async () => {
    const byCategory = (await get(`/api/article/list?category_id=${categoryId}`)).body.data;
    expect(byCategory.list.map((card: Card) => card.id)).toEqual([publishedId]);
    expect(byCategory.total).toBe(1);
    expect(byCategory.category).toEqual({ id: categoryId, name: "测试分类" });
    const byTag = (await get(`/api/article/list?tag_id=${tagId}`)).body.data;
    expect(byTag.list.map((card: Card) => card.id)).toEqual([publishedId]);
    expect(byTag.tag).toEqual({ id: tagId, name: "测试标签" });
  });

  it("names no category for an unknown id, and refuses malformed filters", async () => {
    const unknown = (await get("/api/article/list?category_id=999999")).body.data;
    expect(unknown).toMatchObject({ list: [], total: 0, category: null });
    const bad = await get("/api/article/list?category_id=abc");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, msg: "无效的分类编号" });
    expect((await get("/api/article/list?sort=random")).body.code).toBe(400);
  });
});

describe("article detail", () => {
  it("shows a published article with its category, tags and a body without script or inline style", async () => {
    const { status, body } = await get(`/api/article/${publishedId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: publishedId,
      title: "已发布文章",
      author: "林晓",
      category: { id: categoryId, name: "测试分类" },
      tags: [{ id: tagId, name: "测试标签" }],
      // Seven stored reads and this one.
      view_count: 8,
      liked: false,
    });
    const html: string = body.data.content;
    expect(html).toContain("<p>正文</p>");
    expect(html).not.toMatch(/script|style=|onclick|onerror|javascript:/);
    expect(html).toContain(
      '<a href="/transfer?url=https%3A%2F%2Fexample.com%2Fx" rel="nofollow noopener noreferrer" target="_blank">',
    );
    expect(html).toContain('<a href="/tousu/1">站内链接</a>');
    expect(html).toContain("<a>冒充的链接</a>");
    expect(html).toContain('<img src="https://cdn.example.com/a.png" />');
  });

  it("shows a seeded article", async () => {
    const { body } = await get("/api/article/1");
    expect(body.code).toBe(200);
    expect(body.data.content.length).toBeGreaterThan(100);
    expect(body.data.tags.length).toBeGreaterThan(0);
  });

  it.each([
    ["a draft", () => draftId],
    ["a scheduled article", () => scheduledId],
    ["a missing id", () => 999_999],
  ])("answers 404 for %s", async (_, id) => {
    const { status, body } = await get(`/api/article/${id()}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, msg: "文章不存在或尚未发布" });
  });

  it("refuses a malformed id", async () => {
    expect((await get("/api/article/abc")).status).toBe(400);
  });
});

describe("article categories and tags", () => {
  it("lists categories in order with their published counts", async () => {
    const { body } = await get("/api/article/classify/list");
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data.at(-1)).toEqual({ id: categoryId, name: "测试分类", article_count: 1 });
    expect(body.data[0].article_count).toBeGreaterThan(0);
  });

  it("lists hot tags by how many published articles carry them", async () => {
    const { body } = await get("/api/article/tags/hot?limit=5");
    expect(body.data).toHaveLength(5);
    const counts = body.data.map((tag: { article_count: number }) => tag.article_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = (await get("/api/article/tags/hot?limit=50")).body.data;
    expect(all.find((tag: { id: number }) => tag.id === tagId)).toEqual({
      id: tagId,
      name: "测试标签",
      article_count: 1,
    });
  });
});
