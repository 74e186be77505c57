import { type Database, schema } from "@tousu/db";
import { and, count, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, MOBILE_ORIGIN } from "./testing/h5-site";
import { startTestServer } from "./testing/test-server";

// The H5 site's reading pages (articles, the institute, the static pages, the 404 and the transfer
// notice), each at its PC path on the mobile origin's host, rendered from the real apps/h5 build.
const UNKNOWN_ID = 2147483000;

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

const onMobile = async (url: string) =>
  pageOf(await app.inject({ url, headers: { host: MOBILE_HOST, "user-agent": IPHONE } }));

const postOnMobile = async (url: string, fields: Record<string, string>) =>
  pageOf(
    await app.inject({
      method: "POST",
      url,
      headers: {
        host: MOBILE_HOST,
        "user-agent": IPHONE,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(fields).toString(),
    }),
  );

const isPublished = () =>
  and(
    isNotNull(schema.articles.publishedAt),
    lte(schema.articles.publishedAt, new Date()),
    isNull(schema.articles.withdrawnAt),
  );

/** The category with the most published articles. */
async function busiestCategory(): Promise<{ id: number; name: string; articles: number }> {
  const [row] = await db
    .select({ id: schema.articleCategories.id, name: schema.articleCategories.name, articles: count() })
    .from(schema.articleCategories)
    .innerJoin(schema.articles, eq(schema.articles.categoryId, schema.articleCategories.id))
    .where(isPublished())
    .groupBy(schema.articleCategories.id)
    .orderBy(desc(count()))
    .limit(1);
  if (!row) throw new Error("the seed has no article in a category");
  return row;
}

/** A tag on a published article. */
async function usedTag(): Promise<{ id: number; name: string }> {
  const [row] = await db
    .select({ id: schema.tags.id, name: schema.tags.name })
    .from(schema.tags)
    .innerJoin(schema.articleTags, eq(schema.articleTags.tagId, schema.tags.id))
    .innerJoin(schema.articles, eq(schema.articles.id, schema.articleTags.articleId))
    .where(isPublished())
    .limit(1);
  if (!row) throw new Error("the seed has no tagged article");
  return row;
}

/** A published article with two fresh comments, one of them answered, and a draft; made once. */
let commented: Promise<{ id: number; title: string; draft: number }> | undefined;
function commentedArticle() {
  commented ??= commentOnNewestArticle();
  return commented;
}

async function commentOnNewestArticle(): Promise<{ id: number; title: string; draft: number }> {
  const [article] = await db
    .select({ id: schema.articles.id, title: schema.articles.title })
    .from(schema.articles)
    .where(isPublished())
    .orderBy(desc(schema.articles.publishedAt))
    .limit(1);
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  if (!article || !user) throw new Error("the seed has no published article or no user");
  const [first] = await db
    .insert(schema.comments)
    .values({ articleId: article.id, userId: user.id, content: "退款前先保存好聊天记录，很有用。" })
    .returning({ id: schema.comments.id });
  await db.insert(schema.comments).values([
    { articleId: article.id, userId: user.id, content: "三包期内维修也要留单据。" },
    { articleId: article.id, userId: user.id, parentId: first!.id, content: "同意，截图也要留。" },
  ]);
  await db.update(schema.comments).set({ replyCount: 1 }).where(eq(schema.comments.id, first!.id));
  await db
    .update(schema.articles)
    .set({ commentCount: sql`${schema.articles.commentCount} + 3` })
    .where(eq(schema.articles.id, article.id));
  const [draft] = await db
    .insert(schema.articles)
    .values({ title: "尚未发布的维权指南", summary: "草稿", content: "<p>草稿正文</p>" })
    .returning({ id: schema.articles.id });
  return { ...article, draft: draft!.id };
}

async function publishedReport(): Promise<number> {
  const [report] = await db
    .select({ id: schema.instituteReports.id })
    .from(schema.instituteReports)
    .where(eq(schema.instituteReports.status, "published"))
    .orderBy(desc(schema.instituteReports.id))
    .limit(1);
  if (!report) throw new Error("the seed published no institute report");
  return report.id;
}

describe("the article pages", () => {
  it("/article: the search, the categories as chips, the newest articles and the hot tags", async () => {
    const category = await busiestCategory();
    const page = await onMobile("/article");
    expect(page.status).toBe(200);
    expect(page.html).toContain('role="search"');
    expect(page.html).toContain('name="tab" value="article"');
    expect(page.html).toContain('aria-label="文章分类"');
    expect(page.mainLinks).toContain(`/article/classify/${category.id}`);
    expect(page.text).toContain("最新文章");
    expect(page.text).toContain("热门标签");
    expect(page.mainLinks.some((href) => /^\/article\/tags\/\d+$/.test(href))).toBe(true);
    expect(page.mainLinks.some((href) => /^\/pages\/article\/details\?id=\d+$/.test(href))).toBe(true);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/article"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
  });

  it("/article/classify/{id}: the category's articles with a real link to the next page", async () => {
    const category = await busiestCategory();
    const page = await onMobile(`/article/classify/${category.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(category.name);
    expect(page.text).toContain(`共 ${category.articles} 篇`);
    expect(page.html).toContain(
      `<link rel="canonical" href="${siteOrigin}/article/classify/${category.id}"/>`,
    );
    const articleLinks = page.mainLinks.filter((href) => href.startsWith("/pages/article/details?id="));
    expect(articleLinks.length).toBe(Math.min(category.articles, 20));
    if (category.articles > 20) {
      expect(page.mainLinks).toContain(`/article/classify/${category.id}?page=2`);
      const second = await onMobile(`/article/classify/${category.id}?page=2`);
      expect(second.status).toBe(200);
      expect(second.mainLinks).toContain(`/article/classify/${category.id}?page=1`);
    }
  });

  it("/article/tags/{id}: the tag's articles", async () => {
    const tag = await usedTag();
    const page = await onMobile(`/article/tags/${tag.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`id="tag-heading"[^]*?${tag.name}`));
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/article/tags/${tag.id}"/>`);
    expect(page.mainLinks.some((href) => href.startsWith("/pages/article/details?id="))).toBe(true);
  });

  it.each([
    `/article/classify/${UNKNOWN_ID}`,
    "/article/classify/abc",
    `/article/tags/${UNKNOWN_ID}`,
    "/article/tags/abc",
  ])("answers 404 in the frame for %s", async (url) => {
    const page = await onMobile(url);
    expect(page.status).toBe(404);
    expect(page.html).toContain('aria-label="主导航"');
  });

  it("/article/comment/{id}: the article's comments with their replies, newest or hottest first", async () => {
    const article = await commentedArticle();
    const page = await onMobile(`/article/comment/${article.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(article.title);
    expect(page.text).toContain("三包期内维修也要留单据。");
    expect(page.text).toContain("同意，截图也要留。");
    expect(page.mainLinks).toContain(`/pages/article/details?id=${article.id}`);
    expect(page.mainLinks).toContain(`/article/comment/${article.id}?sort=hot`);
    const hot = await onMobile(`/article/comment/${article.id}?sort=hot`);
    expect(hot.status).toBe(200);
    expect(hot.text).toContain("退款前先保存好聊天记录，很有用。");
    expect(hot.html).toMatch(/aria-current="page"[^>]*>最热/);
  });

  it.each(["draft", "unknown", "none"] as const)(
    "answers 404 for the comments of an article that is not public (%s)",
    async (kind) => {
      const { draft } = await commentedArticle();
      const url = {
        draft: `/article/comment/${draft}`,
        unknown: `/article/comment/${UNKNOWN_ID}`,
        none: "/article/comment",
      }[kind];
      const page = await onMobile(url);
      expect(page.status).toBe(404);
      expect(page.html).not.toContain("草稿正文");
    },
  );

  it("the article page previews its comments, links to all of them and lists related articles", async () => {
    const article = await commentedArticle();
    const page = await onMobile(`/pages/article/details?id=${article.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("三包期内维修也要留单据。");
    expect(page.mainLinks).toContain(`/article/comment/${article.id}`);
    expect(page.text).toMatch(/查看全部 \d+ 条评论/);
    expect(page.text).toContain("相关文章");
  });
});

describe("the institute", () => {
  it("/institute lists the published reports, each linking to its page", async () => {
    const id = await publishedReport();
    const page = await onMobile("/institute");
    expect(page.status).toBe(200);
    expect(page.text).toContain("研究报告");
    expect(page.mainLinks).toContain(`/institute/${id}`);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/institute"/>`);
  });

  it("/institute/{id} shows the report with its two charts drawn as SVG on the server", async () => {
    const id = await publishedReport();
    const page = await onMobile(`/institute/${id}`);
    expect(page.status).toBe(200);
    expect(page.html.match(/<svg\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(page.html).toMatch(/role="img" aria-label="投诉量走势：/);
    expect(page.text).toContain("品牌处理情况");
    expect(page.text).toContain("单方陈述");
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/institute/${id}"/>`);
  });

  it.each([`/institute/${UNKNOWN_ID}`, "/institute/abc"])("answers 404 for %s", async (url) => {
    expect((await onMobile(url)).status).toBe(404);
  });
});

describe("the static pages", () => {
  it.each([
    ["/static/agreement", "用户协议"],
    ["/static/privacy", "隐私政策"],
    ["/static/download", "诉达微信小程序"],
    ["/static/life", "入选标准"],
    ["/static/report", "国家举报渠道"],
    ["/saas", "处理时限规则"],
  ])("%s renders on the mobile host", async (url, text) => {
    const page = await onMobile(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(text);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}${url}"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
  });

  it("/static/download says where to get the clients without a code a phone cannot scan", async () => {
    const page = await onMobile("/static/download");
    expect(page.text).toContain("App Store");
    expect(page.text).not.toContain("二维码");
  });

  it("/saas links to the company portal on the PC site", async () => {
    const page = await onMobile("/saas");
    expect(page.mainLinks).toContain(`${siteOrigin}/company`);
  });

  it("/static/notice lists the notices and marks the one asked for", async () => {
    const [notice] = await db
      .insert(schema.notices)
      .values({ title: "平台规则调整通知", content: "评论审核规则有调整。", publishedAt: new Date() })
      .returning({ id: schema.notices.id });
    const page = await onMobile(`/static/notice?id=${notice!.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("平台规则调整通知");
    expect(page.html).toMatch(new RegExp(`id="notice-${notice!.id}" aria-current="true"`));
    expect(page.text).toContain("您查看的公告");
  });
});

describe("the report form on /static/report", () => {
  const valid = {
    category: "gambling_fraud",
    content_url: "https://bbs.example.net/thread/123",
    description: "帖子冒充客服收取“解冻费”，留下的是诈骗电话。",
    contact: "",
  };
  const reportCount = async () =>
    (await db.select({ value: count() }).from(schema.harmfulContentReports))[0]!.value;

  it("files the report through the API and says so", async () => {
    const before = await reportCount();
    const page = await postOnMobile("/static/report", valid);
    expect(page.status).toBe(200);
    expect(page.text).toContain("举报已提交");
    expect(await reportCount()).toBe(before + 1);
    const [row] = await db
      .select()
      .from(schema.harmfulContentReports)
      .orderBy(desc(schema.harmfulContentReports.id))
      .limit(1);
    expect(row).toMatchObject({
      category: "gambling_fraud",
      contentUrl: valid.content_url,
      contactCipher: null,
    });
  });

  it("lets a browser without scripts post the form: pages ask for the origin on same-site requests", async () => {
    // Under "no-referrer" a browser posts a form with `Origin: null`, which React Router refuses as
    // an action from another site; "same-origin" sends this site's origin here and nothing elsewhere.
    const response = await app.inject({
      url: "/static/report",
      headers: { host: MOBILE_HOST, "user-agent": IPHONE },
    });
    expect(response.headers["referrer-policy"]).toBe("same-origin");
    const posted = await app.inject({
      method: "POST",
      url: "/static/report",
      headers: {
        host: MOBILE_HOST,
        origin: `http://${MOBILE_HOST}`,
        "user-agent": IPHONE,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(valid).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain("举报已提交");
  });

  it.each([
    [{ ...valid, category: "spam" }, "请选择举报类别"],
    [
      { ...valid, content_url: "javascript:alert(1)" },
      "请填写内容所在的网址（以 http://、https:// 或本站路径 / 开头）",
    ],
    [{ ...valid, description: "太坏了" }, "问题描述至少10个字"],
  ])("refuses bad input with the catalogue's message and stores nothing (%#)", async (fields, message) => {
    const before = await reportCount();
    const page = await postOnMobile("/static/report", fields);
    expect(page.text).toContain(message);
    expect(page.html).toContain('role="alert"');
    expect(page.text).not.toContain("举报已提交");
    // What was typed comes back, for a browser that posted the page without scripts.
    expect(page.html).toContain(`>${fields.description}</textarea>`);
    expect(await reportCount()).toBe(before);
  });
});

describe("the 404 page", () => {
  it("lists random articles and complaints, drawn for a phone, with a way home", async () => {
    const page = await onMobile("/pages/no-such-page");
    expect(page.status).toBe(404);
    expect(page.text).toContain("页面不存在或已被删除");
    expect(page.text).toContain("This page could not be found");
    expect(page.html).toContain("<title>页面不存在</title>");
    expect(page.text).toContain("推荐文章");
    expect(page.text).toContain("推荐投诉");
    const articles = page.mainLinks.filter((href) => href.startsWith("/pages/article/details?id="));
    const complaints = page.mainLinks.filter((href) => href.startsWith("/pages/complaint/details?id="));
    expect(articles.length).toBeGreaterThan(8);
    expect(complaints.length).toBeGreaterThan(8);
    expect(page.html).toContain("展开更多");
    expect(page.mainLinks).toContain("/");
  });

  it("a missing article's page carries the same lists", async () => {
    const page = await onMobile(`/pages/article/details?id=${UNKNOWN_ID}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain("推荐投诉");
  });
});

describe("the transfer notice on /transfer", () => {
  it("names where an outside link goes and never moves on by itself", async () => {
    const page = await onMobile(`/transfer?url=${encodeURIComponent("https://www.12377.cn/")}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("你即将离开诉达");
    expect(page.text).toContain("www.12377.cn");
    expect(page.mainLinks).toContain("https://www.12377.cn/");
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.html).not.toContain('http-equiv="refresh"');
  });

  it.each([
    ["javascript:alert(1)", "只能打开以 http:// 或 https:// 开头的网页地址"],
    ["https://bank.example@evil.example/", "网址中含有账号或密码，可能是冒充其他网站的链接，已为你拦截"],
  ])("refuses %s with 400 and the reason", async (url, message) => {
    const page = await onMobile(`/transfer?url=${encodeURIComponent(url)}`);
    expect(page.status).toBe(400);
    expect(page.text).toContain(message);
    expect(page.mainLinks).not.toContain(url);
  });
});
