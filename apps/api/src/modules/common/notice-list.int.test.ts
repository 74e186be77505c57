import { NOTICE_PAGE_SIZE } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.delete(schema.notices);
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url })).json();

describe("GET /common/notice/list", () => {
  it("lists every published notice with its text, newest first, and finds the page that holds the one asked for", async () => {
    const now = TEST_SEED_NOW.getTime();
    const rows = await t.db
      .insert(schema.notices)
      .values([
        ...Array.from({ length: NOTICE_PAGE_SIZE + 5 }, (_, day) => ({
          title: `公告${day}`,
          content: `第${day}天前的公告正文`,
          // The oldest is pinned: the full list is by date, pins are the home page's business.
          isPinned: day === NOTICE_PAGE_SIZE + 4,
          publishedAt: new Date(now - day * DAY_MS),
        })),
        { title: "定时公告", content: "明天发布", publishedAt: new Date(now + DAY_MS) },
        { title: "草稿公告", content: "未发布", publishedAt: null },
      ])
      .returning({ id: schema.notices.id, title: schema.notices.title });
    const idOf = (title: string) => rows.find((row) => row.title === title)!.id;

    const first = await get("/api/common/notice/list");
    expect(first.data).toMatchObject({ total: NOTICE_PAGE_SIZE + 5, page: 1, highlighted_id: null });
    expect(first.data.list).toHaveLength(NOTICE_PAGE_SIZE);
    expect(first.data.list[0]).toMatchObject({ title: "公告0", content: "第0天前的公告正文" });

    const second = await get(`/api/common/notice/list?id=${idOf(`公告${NOTICE_PAGE_SIZE + 2}`)}`);
    expect(second.data).toMatchObject({ page: 2, highlighted_id: idOf(`公告${NOTICE_PAGE_SIZE + 2}`) });
    expect(second.data.list.map((notice: { title: string }) => notice.title)).toEqual(
      Array.from({ length: 5 }, (_, index) => `公告${NOTICE_PAGE_SIZE + index}`),
    );

    // A notice not published yet is no notice: page 1, nothing highlighted.
    for (const title of ["定时公告", "草稿公告"]) {
      const hidden = await get(`/api/common/notice/list?id=${idOf(title)}`);
      expect(hidden.data).toMatchObject({ page: 1, highlighted_id: null });
      expect(hidden.data.list.map((notice: { title: string }) => notice.title)).not.toContain(title);
    }
    expect((await get("/api/common/notice/list?id=abc")).msg).toBe("无效的公告编号");
    expect((await get("/api/common/notice/list?page=0")).msg).toBe("页码必须大于0");
  });
});
