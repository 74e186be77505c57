import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { PAGE_NOT_FOUND_MESSAGE } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

// The complaint lists narrowed by the path, rendered whole by the server (API and the real web
// build): a sector's (/complaints/{sector}) and a problem tag's (/complaint/tags/{id}). The pages
// render on the server's own thread (SSR_WORKERS=0); page-cache.int.test.ts covers render threads.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
const SECTOR = "测试行业甲";
const OTHER_SECTOR = "测试行业乙";
const TAG_NAME = "测试问题标签甲";

let app: FastifyInstance;
let closeAll = async () => {};
/** The crafted complaints' ids and titles, by their part in the tests. */
const ids: Record<string, number> = {};
const titles: Record<string, string> = {};
let tagId: number;

beforeAll(async () => {
  const server = await startTestServer({ SSR_WORKERS: "0" });
  app = server.app;
  closeAll = server.close;

  const { db } = server;
  const piiKeys = derivePiiKeys(TEST_PII_SECRET);
  const [first, second, elsewhere] = [
    await createBrand(db, { industry: SECTOR }),
    await createBrand(db, { industry: SECTOR }),
    await createBrand(db, { industry: OTHER_SECTOR }),
  ];
  const complaint = async (
    role: string,
    brandId: number,
    day: number,
    extra: Parameters<typeof createComplaint>[2] = {},
  ) => {
    titles[role] = `发现页测试投诉${role}：收到的货与描述不符`;
    ids[role] = (
      await createComplaint(db, piiKeys, {
        brandId,
        title: titles[role],
        createdAt: new Date(Date.UTC(2026, 4, day, 4)),
        ...extra,
      })
    ).id;
  };
  await complaint("oldest", first.id, 1);
  await complaint("completed", first.id, 2, { status: "completed" });
  await complaint("otherBrand", second.id, 3);
  await complaint("otherSector", elsewhere.id, 4);
  await complaint("hidden", first.id, 5, { isHidden: true });
  await complaint("pending", first.id, 6, { status: "pending_review", dispatchedAt: null });

  const [subtype] = await db
    .select({ id: schema.complaintSubtypes.id })
    .from(schema.complaintSubtypes)
    .limit(1);
  const [tag, otherTag] = await db
    .insert(schema.problems)
    .values([
      { subtypeId: subtype!.id, name: TAG_NAME },
      { subtypeId: subtype!.id, name: "测试问题标签乙" },
    ])
    .returning({ id: schema.problems.id });
  tagId = tag!.id;
  await db.insert(schema.complaintProblems).values([
    { complaintId: ids.oldest!, problemId: tag!.id },
    { complaintId: ids.otherSector!, problemId: tag!.id },
    { complaintId: ids.hidden!, problemId: tag!.id },
    { complaintId: ids.pending!, problemId: tag!.id },
    { complaintId: ids.otherBrand!, problemId: otherTag!.id },
  ]);
});

afterAll(() => closeAll());

async function render(pathname: string) {
  const response = await app.inject({ url: pathname, headers: { "user-agent": DESKTOP } });
  const html = response.body;
  const start = html.indexOf('<section aria-labelledby="complaint-list-heading"');
  // The list comes before the side column, whose hot and recommended complaints are not the list's.
  const list = start < 0 ? "" : html.slice(start, html.indexOf("<aside", start));
  return {
    status: response.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    html,
    /** The complaints the list links to, in page order. */
    listed: [...list.matchAll(/href="\/tousu\/(\d+)"/g)].map(([, id]) => Number(id)),
    /** The page's text, tags and React's text separators removed. */
    text: html
      .replace(/<script\b[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " "),
  };
}

const role = (name: string) => ids[name]!;

describe("a list page past its last page", () => {
  it("answers an empty list that says so and links back to the first page", async () => {
    const sector = `/complaints/${encodeURIComponent(SECTOR)}`;
    // Past the numbered pages (which the API refuses), and within them past the sector's 3 complaints.
    for (const pathname of ["/tousu?page=999999", `${sector}?page=999999&sort=viewed`, `${sector}?page=2`]) {
      const page = await render(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.listed, pathname).toEqual([]);
      expect(page.text, pathname).toContain("没有更多投诉了");
      const back = /<a[^>]*href="([^"]*)"[^>]*>回到第一页<\/a>/.exec(page.html)?.[1] ?? "";
      expect(back, pathname).toMatch(/^\/(tousu|complaints\/)/);
      expect(back, pathname).not.toContain("page=");
      expect(back.includes("sort=viewed"), pathname).toBe(pathname.includes("sort=viewed"));
    }
  });
});

describe("/complaints/{sector}", () => {
  it("lists the sector's public complaints, newest first, and nothing else", async () => {
    const page = await render(`/complaints/${encodeURIComponent(SECTOR)}`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(`${SECTOR}投诉`);
    expect(page.text).toContain(`${SECTOR}投诉 共 3 条`);
    expect(page.listed).toEqual([role("otherBrand"), role("completed"), role("oldest")]);
    // Not even in the loader's data: hidden and unreviewed complaints never reach a public page.
    expect(page.html).not.toContain(titles.hidden);
    expect(page.html).not.toContain(titles.pending);
  });

  it("answers a sector no brand is in with the not-found page and its suggestions", async () => {
    const page = await render(`/complaints/${encodeURIComponent("没有这个行业")}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain(
      `404 ${PAGE_NOT_FOUND_MESSAGE} 行业不存在 请检查地址是否正确，或从首页、搜索重新查找，也可以看看下面推荐的内容。 返回首页`,
    );
    expect(page.text).toContain("推荐文章");
    expect(page.listed).toEqual([]);
  });
});

describe("/complaint/tags/{id}", () => {
  it("lists the tag's public complaints, newest first, under the tag's name", async () => {
    const page = await render(`/complaint/tags/${tagId}`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(`${TAG_NAME}相关投诉`);
    expect(page.text).toContain(`${TAG_NAME} 共 2 条`);
    expect(page.listed).toEqual([role("otherSector"), role("oldest")]);
    expect(page.html).not.toContain(titles.hidden);
    expect(page.html).not.toContain(titles.pending);
  });

  it.each([
    ["an unknown tag", "99999999"],
    ["an id that is no number", "abc"],
  ])("answers %s with the not-found page", async (_, id) => {
    const page = await render(`/complaint/tags/${id}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain(
      `404 ${PAGE_NOT_FOUND_MESSAGE} 问题标签不存在 请检查地址是否正确，或从首页、搜索重新查找，也可以看看下面推荐的内容。 返回首页`,
    );
    expect(page.text).toContain("推荐文章");
    expect(page.listed).toEqual([]);
  });
});
