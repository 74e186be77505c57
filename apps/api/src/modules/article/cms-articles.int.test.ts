import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpModerationConsole } from "../../testing/moderation-console";
import { uploadImage } from "../../testing/upload-image";

const { t, ids, tokens, call, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

const HOUR_MS = 3_600_000;

const paragraph = (text: string, marks?: object[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
});

/** An editor's document with a heading, a link and an image, plus what a hostile client could slip in. */
function documentOf(words: string) {
  return {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "小标题" }] },
      paragraph(words),
      paragraph("官方说明", [{ type: "link", attrs: { href: "https://example.com/rules" } }]),
      paragraph("坏链接", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]),
      paragraph("<script>alert(1)</script>"),
    ],
  };
}

function draftOf(overrides: object = {}) {
  return {
    title: "预付卡退款指南",
    summary: "商家跑路后如何退回预付卡余额",
    author: "编辑部",
    category_id: null,
    tags: ["预付卡", "退款"],
    document: documentOf("预付卡余额退款步骤"),
    ...overrides,
  };
}

async function create(overrides: object = {}) {
  const response = await call("POST", "/admin/articles", "editor", draftOf(overrides));
  expect(response.json()).toMatchObject({ code: 200, data: { state: "draft" } });
  return response.json().data.id as number;
}

const publicArticle = (id: number) => t.app.inject({ url: `/api/article/${id}` });
const articleCount = async () => (await t.db.select({ value: count() }).from(schema.articles))[0]!.value;

describe("writing an article", () => {
  it("stores the editor's JSON, renders sanitised HTML from it, and keeps a draft from readers", async () => {
    const { response, action } = await expectOneStaffAction(() =>
      call("POST", "/admin/articles", "editor", draftOf()),
    );
    const id = response.json().data.id;
    expect(action).toMatchObject({ action: "article.create", targetType: "article", targetId: String(id) });
    const [row] = await t.db.select().from(schema.articles).where(eq(schema.articles.id, id));
    expect(row!.contentJson).toMatchObject({ type: "doc", content: { length: 5 } });
    expect(JSON.stringify(row!.contentJson)).not.toContain("javascript:");
    expect(row!.content).toContain("<h2>小标题</h2>");
    expect(row!.content).toContain('href="/transfer?url=https%3A%2F%2Fexample.com%2Frules">官方说明</a>');
    expect(row!.content).toContain("&lt;script&gt;");
    expect(row!.content).not.toMatch(/<script|javascript:/);
    expect(row!.searchTokens).toContain("退款 步骤");
    expect((await publicArticle(id)).statusCode).toBe(404);

    const editing = (await call("GET", `/admin/articles/${id}`, "editor")).json().data;
    expect(editing).toMatchObject({
      title: "预付卡退款指南",
      state: "draft",
      published_at: null,
      tags: [{ name: "预付卡" }, { name: "退款" }],
      document: row!.contentJson,
    });
  });

  it("stores no link that readers would not get, whatever the editor's JSON says", async () => {
    const linked = (text: string, href: string, extra: object = {}) =>
      paragraph(text, [{ type: "link", attrs: { href, ...extra } }]);
    const id = await create({
      document: {
        type: "doc",
        content: [
          linked("脚本链接", "javascript:alert(1)"),
          linked("大写脚本链接", " JaVaScRiPt:alert(1)"),
          linked("数据链接", "data:text/html,<script>alert(1)</script>"),
          linked("别站", "//evil.example/x"),
          linked("站内", "/tousu/1", { onclick: "alert(1)" }),
          linked("官方", "https://example.com/rules"),
        ],
      },
    });
    const [row] = await t.db.select().from(schema.articles).where(eq(schema.articles.id, id));
    const stored = row!.contentJson as {
      content: { type: string; content?: { text: string; marks?: { attrs: object }[] }[] }[];
    };
    expect(JSON.stringify(stored)).not.toMatch(/javascript|data:|evil|onclick/i);
    const textOf = (text: string) =>
      stored.content.flatMap((node) => node.content ?? []).find((run) => run.text === text);
    for (const text of ["脚本链接", "大写脚本链接", "数据链接", "别站"])
      expect(textOf(text)?.marks).toBeUndefined();
    expect(textOf("站内")?.marks?.[0]?.attrs).toMatchObject({ href: "/tousu/1" });
    expect(textOf("官方")?.marks?.[0]?.attrs).toMatchObject({ href: "https://example.com/rules" });
  });

  it("opens an article written before the editor as a document read from its HTML", async () => {
    const editing = (await call("GET", "/admin/articles/1", "editor")).json();
    expect(editing).toMatchObject({
      code: 200,
      data: { id: 1, state: "published", document: { type: "doc" } },
    });
    expect(JSON.stringify(editing.data.document)).toContain('"type":"paragraph"');
  });

  it("previews the body as readers would get it, storing nothing", async () => {
    const before = await articleCount();
    const preview = (
      await call("POST", "/admin/articles/preview", "editor", { document: documentOf("预览的正文") })
    ).json();
    expect(preview.data.content).toContain("<p>预览的正文</p>");
    expect(preview.data.content).not.toMatch(/<script|javascript:/);
    expect(await articleCount()).toBe(before);
  });

  it.each([
    ["no title", { title: "  " }, "请填写标题"],
    [
      "an unknown node",
      { document: { type: "doc", content: [{ type: "script", text: "x" }] } },
      "文章内容格式无效，请在编辑器中重新编辑",
    ],
    [
      "text straight under the document",
      { document: { type: "doc", content: [{ type: "text", text: "x" }] } },
      "文章内容格式无效，请在编辑器中重新编辑",
    ],
    ["an empty body", { document: { type: "doc", content: [{ type: "paragraph" }] } }, "请填写文章正文"],
    ["no document", { document: "<p>HTML</p>" }, "文章内容格式无效"],
    [
      "a source that is no web address",
      { source_name: "某报", source_url: "javascript:alert(1)" },
      "原文链接须是以 http:// 或 https:// 开头的网址",
    ],
    ["an unknown classification", { category_id: 999_999 }, "所选分类不存在，请刷新后重新选择"],
    ["a cover from elsewhere", { cover: "https://tracker.example/pixel.png" }, "图片地址无效，请重新上传"],
    [
      "an image in the body from elsewhere",
      {
        document: {
          type: "doc",
          content: [{ type: "image", attrs: { src: "https://tracker.example/p.png" } }],
        },
      },
      "图片地址无效，请重新上传",
    ],
    ["too many tags", { tags: Array.from({ length: 11 }, (_, i) => `标签${i}`) }, "标签不能超过10个"],
  ])("refuses %s with 400 and stores nothing", async (_, overrides, msg) => {
    const [articles, actions] = [await articleCount(), await staffActionCount()];
    const response = await call("POST", "/admin/articles", "editor", draftOf(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg });
    expect([await articleCount(), await staffActionCount()]).toEqual([articles, actions]);
  });
});

it("refuses a document nested as deep as its length allows with 400, not a server error", async () => {
  const depth = 5_000;
  const nested = `${'{"type":"blockquote","content":['.repeat(depth)}${JSON.stringify(paragraph("最深处"))}${"]}".repeat(depth)}`;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/articles/preview",
    headers: { authorization: `Bearer ${tokens.editor}`, "content-type": "application/json" },
    payload: `{"document":{"type":"doc","content":[${nested}]}}`,
  });
  expect(response.json()).toMatchObject({ code: 400, msg: "文章内容层级过深，请减少嵌套的列表或引用" });
});

describe("images", () => {
  it("takes the cover and body images from the editor's uploads, and keeps them when another editor saves", async () => {
    const [cover, figure] = [
      await uploadImage(t.app, { token: tokens.editor }),
      await uploadImage(t.app, { token: tokens.editor }),
    ];
    const document = {
      type: "doc",
      content: [paragraph("配图的正文"), { type: "image", attrs: { src: figure, alt: "票据" } }],
    };
    const id = await create({ cover, document });
    const page = (await call("GET", `/admin/articles/${id}`, "editor")).json().data;
    expect(page.cover).toBe(cover);
    expect(JSON.stringify(page.document)).toContain(figure);
    const attached = await t.db
      .select({ attachedAt: schema.uploads.attachedAt })
      .from(schema.uploads)
      .where(eq(schema.uploads.userId, ids.editor));
    expect(attached).toHaveLength(2);
    expect(attached.every((row) => row.attachedAt !== null)).toBe(true);

    const resaved = await call(
      "PUT",
      `/admin/articles/${id}`,
      "admin",
      draftOf({ cover, document, title: "管理员改过" }),
    );
    expect(resaved.json()).toMatchObject({ code: 200 });
    const theirs = await uploadImage(t.app, { token: tokens.editor });
    const foreign = await call("PUT", `/admin/articles/${id}`, "admin", draftOf({ cover: theirs, document }));
    expect(foreign.json()).toMatchObject({ code: 400, msg: "只能添加您本人上传的图片" });
  });
});

describe("publishing, scheduling and withdrawing", () => {
  it("publishes: readers get the sanitised page with its source, and search finds it", async () => {
    const id = await create({
      title: "网购退货运费由谁承担",
      document: documentOf("运费险理赔独特词甲乙"),
      source_name: "消费者报",
      source_url: "https://news.example.com/a/1",
      original_title: "退货运费争议",
      original_author: "王晓",
    });
    const { response } = await expectOneStaffAction(() =>
      call("POST", "/admin/articles/publish", "editor", { ids: [id] }),
    );
    expect(response.json().data).toEqual({ ids: [id], state: "published" });
    expect(t.purgedPaths).toEqual(expect.arrayContaining([`/article/${id}`, "/article", "/article.data"]));

    const page = (await publicArticle(id)).json();
    expect(page).toMatchObject({
      code: 200,
      data: {
        title: "网购退货运费由谁承担",
        source: {
          name: "消费者报",
          url: "https://news.example.com/a/1",
          original_title: "退货运费争议",
          original_author: "王晓",
        },
      },
    });
    expect(page.data.content).not.toMatch(/<script|javascript:/);
    const found = (
      await t.app.inject({ url: `/api/articles/search?key=${encodeURIComponent("运费险理赔")}` })
    ).json();
    expect(found.data.list.map((item: { id: number }) => item.id)).toContain(id);
  });

  it("an edit of a published article reaches readers and search at once", async () => {
    const id = await create({ document: documentOf("修改前的正文") });
    await call("POST", "/admin/articles/publish", "editor", { ids: [id] });
    const saved = await call(
      "PUT",
      `/admin/articles/${id}`,
      "editor",
      draftOf({ title: "改过的标题", document: documentOf("修改后独特词丙丁") }),
    );
    expect(saved.json()).toMatchObject({ code: 200, data: { id, state: "published" } });
    const page = (await publicArticle(id)).json().data;
    expect(page.title).toBe("改过的标题");
    expect(page.content).toContain("修改后独特词丙丁");
    expect(page.source).toBeNull();
    const found = (
      await t.app.inject({ url: `/api/articles/search?key=${encodeURIComponent("独特词丙丁")}` })
    ).json();
    expect(found.data.list.map((item: { id: number }) => item.id)).toContain(id);
    expect((await call("PUT", "/admin/articles/999999", "editor", draftOf())).statusCode).toBe(404);
  });

  it("schedules for a future time, which readers see only once the clock gets there", async () => {
    const now = TEST_SEED_NOW;
    const id = await create();
    const publishAt = new Date(now.getTime() + HOUR_MS).toISOString();
    const scheduled = await call("POST", "/admin/articles/publish", "editor", {
      ids: [id],
      publish_at: publishAt,
    });
    expect(scheduled.json().data).toEqual({ ids: [id], state: "scheduled" });
    expect((await publicArticle(id)).statusCode).toBe(404);
    const listed = (await call("GET", "/admin/articles?state=scheduled", "editor")).json().data;
    expect(listed.list.map((row: { id: number }) => row.id)).toContain(id);

    t.setNow(new Date(now.getTime() + 2 * HOUR_MS));
    expect((await publicArticle(id)).statusCode).toBe(200);
    expect((await call("GET", `/admin/articles/${id}`, "editor")).json().data.state).toBe("published");
    t.setNow(now);

    const past = await call("POST", "/admin/articles/publish", "editor", {
      ids: [id],
      publish_at: new Date(now.getTime() - HOUR_MS).toISOString(),
    });
    expect(past.json()).toMatchObject({ code: 400, msg: "定时发布的时间须晚于现在" });
    expect(
      (await call("POST", "/admin/articles/publish", "editor", { ids: [id], publish_at: "明天" })).statusCode,
    ).toBe(400);
  });

  it("withdraws in bulk: readers get 404, the list shows them withdrawn, each logged", async () => {
    const ids = [await create(), await create()];
    await call("POST", "/admin/articles/publish", "editor", { ids });
    const before = await staffActionCount();
    const withdrawn = await call("POST", "/admin/articles/withdraw", "editor", { ids });
    expect(withdrawn.json().data.ids.sort()).toEqual([...ids].sort());
    expect(await staffActionCount()).toBe(before + 2);
    for (const id of ids) expect((await publicArticle(id)).statusCode).toBe(404);
    const listed = (await call("GET", "/admin/articles?state=withdrawn&page_size=50", "editor")).json().data;
    expect(listed.list.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining(ids));
    expect(listed.list.every((row: { state: string }) => row.state === "withdrawn")).toBe(true);

    const unknown = await call("POST", "/admin/articles/withdraw", "editor", { ids: [ids[0], 999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await call("POST", "/admin/articles/withdraw", "editor", { ids: [] })).json()).toMatchObject({
      code: 400,
      msg: "请选择文章",
    });
  });

  it("filters the list by title and classification", async () => {
    const id = await create({ title: "筛选用的独特标题" });
    const byTitle = (
      await call("GET", `/admin/articles?keyword=${encodeURIComponent("独特标题")}`, "editor")
    ).json();
    expect(byTitle.data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    const [category] = await t.db.select().from(schema.articleCategories).limit(1);
    const byCategory = (
      await call("GET", `/admin/articles?category_id=${category!.id}&page_size=5`, "editor")
    ).json();
    expect(
      byCategory.data.list.every((row: { category: { id: number } }) => row.category.id === category!.id),
    ).toBe(true);
    expect((await call("GET", "/admin/articles?state=deleted", "editor")).statusCode).toBe(400);
  });
});

describe("classifications", () => {
  it("creates, renames and reorders, refusing a name in use", async () => {
    const created = (await call("POST", "/admin/article-categories", "editor", { name: "新分类甲" })).json()
      .data;
    expect(
      (await call("POST", "/admin/article-categories", "editor", { name: "新分类甲" })).json(),
    ).toMatchObject({
      code: 400,
      msg: "已有同名分类",
    });
    await expectOneStaffAction(() =>
      call("PUT", `/admin/article-categories/${created.id}`, "editor", { name: "新分类乙" }),
    );
    const list = (await call("GET", "/admin/article-categories", "editor")).json().data as {
      id: number;
      name: string;
    }[];
    expect(list.at(-1)).toMatchObject({ id: created.id, name: "新分类乙", article_count: 0 });

    const reversed = list.map((category) => category.id).reverse();
    const reordered = (
      await call("POST", "/admin/article-categories/order", "editor", { ids: reversed })
    ).json();
    expect(reordered.data.map((category: { id: number }) => category.id)).toEqual(reversed);
    const partial = await call("POST", "/admin/article-categories/order", "editor", {
      ids: reversed.slice(1),
    });
    expect(partial.json()).toMatchObject({ code: 400, msg: "分类顺序须包含每个分类各一次，请刷新后重试" });
  });

  it("refuses to delete one that holds articles unless they are moved", async () => {
    const from = (await call("POST", "/admin/article-categories", "editor", { name: "待删分类" })).json()
      .data;
    const to = (await call("POST", "/admin/article-categories", "editor", { name: "接收分类" })).json().data;
    const id = await create({ category_id: from.id });
    const refused = await call("DELETE", `/admin/article-categories/${from.id}`, "editor");
    expect(refused.json()).toMatchObject({
      code: 400,
      msg: "该分类下还有1篇文章，请先把文章移到其他分类再删除",
    });
    const moved = await expectOneStaffAction(() =>
      call("DELETE", `/admin/article-categories/${from.id}?move_to=${to.id}`, "editor"),
    );
    expect(moved.response.json().data).toEqual({ id: from.id, moved: 1 });
    expect((await call("GET", `/admin/articles/${id}`, "editor")).json().data.category_id).toBe(to.id);
    expect(
      (await call("DELETE", `/admin/article-categories/${to.id}?move_to=${to.id}`, "editor")).statusCode,
    ).toBe(400);
  });
});

describe("tags", () => {
  it("creates, renames, merges and deletes tags", async () => {
    const a = (await call("POST", "/admin/article-tags", "editor", { name: "标签甲" })).json().data;
    expect((await call("POST", "/admin/article-tags", "editor", { name: "标签甲" })).json()).toMatchObject({
      code: 400,
      msg: "已有同名标签",
    });
    await expectOneStaffAction(() =>
      call("PUT", `/admin/article-tags/${a.id}`, "editor", { name: "标签乙" }),
    );
    const first = await create({ tags: ["标签乙", "标签丙"] });
    const second = await create({ tags: ["标签丙"] });
    const c = (
      await call("GET", `/admin/article-tags?keyword=${encodeURIComponent("标签丙")}`, "editor")
    ).json().data.list[0];
    expect(c).toMatchObject({ name: "标签丙", article_count: 2 });

    const merged = await expectOneStaffAction(() =>
      call("POST", `/admin/article-tags/${c.id}/merge`, "editor", { into_id: a.id }),
    );
    expect(merged.response.json().data).toEqual({ id: a.id, name: "标签乙", moved: 2 });
    for (const id of [first, second]) {
      expect((await call("GET", `/admin/articles/${id}`, "editor")).json().data.tags).toEqual([
        { id: a.id, name: "标签乙" },
      ]);
    }
    expect(
      (await call("POST", `/admin/article-tags/${a.id}/merge`, "editor", { into_id: a.id })).statusCode,
    ).toBe(400);

    await expectOneStaffAction(() => call("DELETE", `/admin/article-tags/${a.id}`, "editor"));
    expect((await call("GET", `/admin/articles/${first}`, "editor")).json().data.tags).toEqual([]);
    expect((await call("DELETE", `/admin/article-tags/${a.id}`, "editor")).statusCode).toBe(404);
  });
});
