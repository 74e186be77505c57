import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, createComplaintSubtype, TEST_PII_SECRET } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshBrandCounters } from "../../lib/brand-counters";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { encodeListCursor } from "./list-cursor";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;

interface ListItem {
  id: number;
  status: string;
  money: number;
  view_count: number;
  brand: { id: number } | null;
}
interface ListPage {
  list: ListItem[];
  total: number | null;
  next_cursor: string | null;
}

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};
const listOf = async (query: string): Promise<ListPage> => {
  const { status, body } = await get(`/api/complaint/list?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const ids = (page: ListPage) => page.list.map((item) => item.id);

/** Walks a list to its end by cursor, calling `between` after every page. */
async function walkByCursor(query: string, between: () => Promise<void> = async () => {}) {
  const seen: number[] = [];
  let page = await listOf(query);
  seen.push(...ids(page));
  while (page.next_cursor) {
    await between();
    page = await listOf(`${query}&cursor=${encodeURIComponent(page.next_cursor)}`);
    expect(page.total).toBeNull();
    seen.push(...ids(page));
  }
  return seen;
}

// One brand of its own, in a sector of its own, so every expectation is exact.
const sector = `测试行业${Date.now() % 100000}`;
let brandId: number;
const visible: { id: number; createdAt: Date; money: number; followCount: number; viewCount: number }[] = [];
let hiddenId: number;
let unpublishedId: number;
let subtypeId: number;
let typeId: number;
let problemId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.db, { industry: sector });
  brandId = brand.id;
  const subtype = await createComplaintSubtype(t.db);
  subtypeId = subtype.id;
  typeId = subtype.typeId;
  const [problem] = await t.db
    .insert(schema.problems)
    .values({ subtypeId, name: "测试问题标签" })
    .returning({ id: schema.problems.id });
  problemId = problem!.id;
  for (let index = 0; index < 7; index++) {
    const createdAt = new Date(Date.UTC(2026, 2, 1 + index, 4));
    const row = {
      createdAt,
      money: index * 100,
      // Ties on purpose: the id must break them without losing rows at a page boundary.
      followCount: index % 3,
      viewCount: 50 - index,
    };
    const complaint = await createComplaint(t.db, piiKeys, {
      brandId,
      status: index === 6 ? "completed" : "dispatched",
      ...(index < 2 ? { subtypeId } : {}),
      ...row,
    });
    visible.push({ id: complaint.id, ...row });
  }
  await t.db.insert(schema.complaintProblems).values({ complaintId: visible[0]!.id, problemId });
  hiddenId = (await createComplaint(t.db, piiKeys, { brandId, isHidden: true })).id;
  unpublishedId = (
    await createComplaint(t.db, piiKeys, { brandId, status: "pending_review", dispatchedAt: null })
  ).id;
  // What every lifecycle step keeps: the brand's counters (a brand's list reads its total there).
  await refreshBrandCounters(t.db, brandId);
});
afterAll(() => t.close());

describe("GET /complaint/list filters", () => {
  it("lists only public complaints of a brand, newest first", async () => {
    const page = await listOf(`brand_id=${brandId}&page_size=50`);
    expect(ids(page)).toEqual(visible.map((row) => row.id).reverse());
    expect(ids(page)).not.toContain(hiddenId);
    expect(ids(page)).not.toContain(unpublishedId);
    expect(page.total).toBe(7);
    expect(page.next_cursor).toBeNull();
  });

  it("filters by sector, status, type, subtype and problem tag", async () => {
    expect(ids(await listOf(`sector=${encodeURIComponent(sector)}`)).sort()).toEqual(
      visible.map((row) => row.id).sort(),
    );
    expect(ids(await listOf(`brand_id=${brandId}&status=completed`))).toEqual([visible[6]!.id]);
    const bySubtype = [visible[1]!.id, visible[0]!.id];
    expect(ids(await listOf(`subtype_id=${subtypeId}`))).toEqual(bySubtype);
    expect(ids(await listOf(`type_id=${typeId}`))).toEqual(bySubtype);
    const byProblem = await listOf(`problem_id=${problemId}`);
    expect(ids(byProblem)).toEqual([visible[0]!.id]);
    expect(byProblem).toMatchObject({ problem_name: "测试问题标签" });
  });

  it("filters by filing day (Beijing calendar, both ends inclusive) and amount", async () => {
    const byDay = await listOf(`brand_id=${brandId}&created_from=2026-03-02&created_to=2026-03-04`);
    expect(ids(byDay)).toEqual([visible[3]!.id, visible[2]!.id, visible[1]!.id]);
    const byMoney = await listOf(`brand_id=${brandId}&money_min=150&money_max=400`);
    expect(byMoney.list.map((item) => item.money)).toEqual([400, 300, 200]);
  });

  it("takes the first and the last day the calendar has", async () => {
    const all = await listOf(`brand_id=${brandId}`);
    const byDay = await listOf(`brand_id=${brandId}&created_from=0001-01-01&created_to=9999-12-31`);
    expect(ids(byDay)).toEqual(ids(all));
  });
});

describe("GET /complaint/list sorts and keyset paging", () => {
  it("sorts by follows and by views, ties broken by id", async () => {
    const followed = await listOf(`brand_id=${brandId}&sort=followed`);
    const expected = [...visible]
      .sort((a, b) => b.followCount - a.followCount || b.id - a.id)
      .map((row) => row.id);
    expect(ids(followed)).toEqual(expected);
    const viewed = await listOf(`brand_id=${brandId}&sort=viewed`);
    expect(viewed.list.map((item) => item.view_count)).toEqual([50, 49, 48, 47, 46, 45, 44]);
  });

  it.each(["latest", "followed", "viewed"])(
    "walks every row exactly once by cursor (%s), even while new complaints arrive",
    async (sort) => {
      const arrived: number[] = [];
      const seen = await walkByCursor(`brand_id=${brandId}&sort=${sort}&page_size=2`, async () => {
        arrived.push((await createComplaint(t.db, piiKeys, { brandId, followCount: 0, viewCount: 0 })).id);
      });
      const expectedOrder = (await listOf(`brand_id=${brandId}&sort=${sort}&page_size=100`)).list
        .map((item) => item.id)
        .filter((id) => !arrived.includes(id));
      // Rows already passed stay passed: the new ones (newest, or zero follows and views) are either
      // ahead of the cursor (latest: not seen) or after every old row (followed/viewed: seen last).
      expect(seen.filter((id) => !arrived.includes(id))).toEqual(expectedOrder);
      expect(new Set(seen).size).toBe(seen.length);
    },
  );

  it("continues the numbered pages with the cursor of the page before", async () => {
    const first = await listOf("page_size=5");
    const second = await listOf("page=2&page_size=5");
    const byCursor = await listOf(`page_size=5&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(ids(byCursor)).toEqual(ids(second));
    expect(first.total).toBeGreaterThan(10);
  });
});

describe("GET /complaint/list bad input", () => {
  it.each([
    ["status=pending_review", "不支持的投诉状态"],
    ["status=rejected", "不支持的投诉状态"],
    ["sort=hot", "不支持的排序方式"],
    ["page=21", "页码不能超过20，请使用“下一页”继续浏览"],
    ["type_id=abc", "无效的投诉类型"],
    ["problem_id=0", "无效的问题标签"],
    ["created_from=2026-13-45", "开始日期格式应为 YYYY-MM-DD"],
    ["created_from=2026-03-05&created_to=2026-03-01", "开始日期不能晚于结束日期"],
    ["money_min=abc", "金额必须是数字"],
    ["money_min=500&money_max=100", "最低金额不能高于最高金额"],
    ["cursor=not-a-cursor", "翻页参数无效，请从第一页重新浏览"],
  ])("rejects %s with a Chinese 400", async (query, msg) => {
    expect(await get(`/api/complaint/list?${query}`)).toMatchObject({
      status: 400,
      body: { code: 400, msg },
    });
  });

  it("refuses a cursor made for another sort", async () => {
    const cursor = encodeListCursor({ sort: "viewed", key: 10, id: 5 });
    expect(await get(`/api/complaint/list?sort=latest&cursor=${cursor}`)).toMatchObject({
      status: 400,
      body: { msg: "翻页参数无效，请从第一页重新浏览" },
    });
  });
});

describe("list sidebars", () => {
  it("recommends solved public complaints and lists brands by keyword or sector", async () => {
    const now = new Date(Date.UTC(2026, 2, 10));
    t.setNow(now);
    const recommended = (await get("/api/common/recommendList?limit=20")).body.data as (ListItem & {
      created_at: string;
    })[];
    expect(recommended.length).toBeGreaterThan(0);
    for (const item of recommended) {
      expect(item.status).toBe("completed");
      expect(now.getTime() - Date.parse(item.created_at)).toBeLessThan(30 * 24 * 60 * 60_000);
    }
    const bySector = (await get(`/api/common/brandList?industry=${encodeURIComponent(sector)}`)).body.data;
    expect(bySector.map((brand: { id: number }) => brand.id)).toEqual([brandId]);
    expect((await get("/api/common/recommendList?limit=21")).body).toMatchObject({
      code: 400,
      msg: "数量不能超过20",
    });
  });
});
