import { derivePiiKeys, refreshBrandStats, schema } from "@tousu/db";
import { createBrand, createComplaint, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { LIFE_GOODS_BAR } from "@tousu/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";
import { uploadImage } from "../../testing/upload-image";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const HOUR = 3_600_000;
let t: TestApp;
let editorToken: string;

/**
 * A brand with `complaintCount` published complaints, the first `repliedCount` replied and the first
 * `completedCount` of those completed with the consumer's confirmation, its figures recounted.
 */
async function brandWithFigures(complaintCount: number, repliedCount: number, completedCount: number) {
  const brand = await createBrand(t.db);
  const author = await createUser(t.db, piiKeys);
  const publishedAt = new Date(TEST_SEED_NOW.getTime() - 10 * 24 * HOUR);
  for (let index = 0; index < complaintCount; index += 1) {
    await createComplaint(t.db, piiKeys, {
      brandId: brand.id,
      userId: author.id,
      dispatchedAt: publishedAt,
      reviewedAt: publishedAt,
      ...(index < repliedCount ? { repliedAt: publishedAt, firstResponseAt: publishedAt } : {}),
      ...(index < completedCount ? { status: "completed" as const } : {}),
    });
  }
  await refreshBrandStats(t.db, { brandId: brand.id, now: TEST_SEED_NOW });
  return brand;
}

/** A goods item as the console's form sends it, with an image the editor just uploaded. */
const goodsBody = async (brandId: number, overrides: Record<string, unknown> = {}) => ({
  title: "测试保温杯 500ml",
  summary: "不锈钢内胆，保温十二小时。",
  images: [await uploadImage(t.app, { token: editorToken })],
  price_fen: 4_990,
  brand_id: brandId,
  category: "home",
  place_to_buy: { kind: "partner_link", url: "https://shop.partner.example/cup/1" },
  ...overrides,
});

function asEditor(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/life${url}`,
    headers: { authorization: `Bearer ${editorToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function homeGoodsIds(): Promise<number[]> {
  const response = await t.app.inject({ method: "POST", url: "/life/goods/goodsForHome", payload: {} });
  expect(response.statusCode).toBe(200);
  return response.json().data.list.map((goods: { id: number }) => goods.id);
}

const goodsCount = async () => (await t.db.select({ n: count() }).from(schema.lifeGoods))[0]?.n ?? 0;

beforeAll(async () => {
  t = await buildTestApp({ CACHE_DRIVER: "none" });
  t.setNow(new Date(TEST_SEED_NOW.getTime() + HOUR));
  const editor = await createUser(t.db, piiKeys);
  await t.db.insert(schema.userRoles).values({ userId: editor.id, role: "editor" });
  editorToken = await openSession(t, editor.id);
});
afterAll(async () => {
  await t?.close();
});

describe("the life service's public reads", () => {
  it("answers the home block, the list by category and a goods page with the brand's figures", async () => {
    const brand = await brandWithFigures(20, 18, 12);
    const created = await asEditor(
      "POST",
      "/admin/goods",
      await goodsBody(brand.id, { category: "kitchen" }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;

    expect(await homeGoodsIds()).toContain(id);
    const home = await t.app.inject({
      method: "POST",
      url: "/life/goods/goodsForHome",
      payload: { limit: 1 },
    });
    expect(home.json().data.list).toHaveLength(1);
    expect(home.json().data.list[0]).toMatchObject({
      id,
      price_fen: 4_990,
      brand: { id: brand.id, name: brand.name },
      figures: { complaint_count: 20, reply_rate: 0.9, completion_rate: 0.6 },
    });

    const kitchen = await t.app.inject({ method: "GET", url: "/life/goods/list?category=kitchen" });
    expect(kitchen.json().data.list.map((goods: { id: number }) => goods.id)).toContain(id);
    const food = await t.app.inject({ method: "GET", url: "/life/goods/list?category=food" });
    expect(food.json().data.list.map((goods: { id: number }) => goods.id)).not.toContain(id);

    const page = await t.app.inject({ method: "GET", url: `/life/goods/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      state: "listed",
      withdrawal_reasons: [],
      place_to_buy: {
        kind: "partner_link",
        transfer_href: "/transfer?url=https%3A%2F%2Fshop.partner.example%2Fcup%2F1",
        host: "shop.partner.example",
      },
      brand_figures: { complaint_count: 20, timely_reply_rate: 0.9 },
    });
  });

  it("answers an unknown goods item 404 and a bad id or category 400", async () => {
    expect((await t.app.inject({ method: "GET", url: "/life/goods/999999" })).json()).toMatchObject({
      code: 404,
      msg: "商品不存在",
    });
    const badId = await t.app.inject({ method: "GET", url: "/life/goods/abc" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().msg).toBe("无效的商品编号");
    const badCategory = await t.app.inject({ method: "GET", url: "/life/goods/list?category=cars" });
    expect(badCategory.json()).toMatchObject({ code: 400, msg: "请选择商品分类" });
    const tooMany = await t.app.inject({
      method: "POST",
      url: "/life/goods/goodsForHome",
      payload: { limit: 99 },
    });
    expect(tooMany.json()).toMatchObject({ code: 400, msg: "数量不能超过8" });
  });
});

describe("the editors' console", () => {
  let brandAtBar: number;
  beforeAll(async () => {
    brandAtBar = (await brandWithFigures(20, 14, 8)).id;
  });

  it.each([
    ["no image", { images: [] }, "请至少上传一张商品图片"],
    ["a price in yuan", { price_fen: 49.9 }, "价格以分为单位，须为整数"],
    ["a negative price", { price_fen: -1 }, "价格不能为负数"],
    ["an unknown category", { category: "cars" }, "请选择商品分类"],
    [
      "a script link",
      { place_to_buy: { kind: "partner_link", url: "javascript:alert(1)" } },
      "购买链接无效：只能打开以 http:// 或 https:// 开头的网页地址",
    ],
    [
      "a link with credentials",
      { place_to_buy: { kind: "partner_link", url: "https://shop.example@evil.example/" } },
      "购买链接无效：网址中含有账号或密码，可能是冒充其他网站的链接，已为你拦截",
    ],
    [
      "a bad mini-program AppID",
      { place_to_buy: { kind: "mini_program", app_id: "wx123", path: "pages/goods/detail" } },
      "小程序 AppID 应为 wx 开头的18位字符",
    ],
    ["a foreign image", { images: ["https://tracker.example/pixel.png"] }, "图片地址无效，请重新上传"],
  ])("refuses %s in Chinese and stores nothing", async (_case, overrides, message) => {
    const before = await goodsCount();
    const response = await asEditor("POST", "/admin/goods", await goodsBody(brandAtBar, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: message });
    expect(await goodsCount()).toBe(before);
  });

  it("refuses goods of a brand below the bar, naming the shortfall, and stores nothing", async () => {
    const fewComplaints = await brandWithFigures(LIFE_GOODS_BAR.minSample - 1, 19, 19);
    const before = await goodsCount();
    const thin = await asEditor("POST", "/admin/goods", await goodsBody(fewComplaints.id));
    expect(thin.json()).toMatchObject({
      code: 400,
      msg: "该品牌的投诉数据未达到好物标准，不能上架：公开投诉仅19件，不足20件",
    });
    const unresponsive = await brandWithFigures(20, 10, 2);
    const refused = await asEditor("POST", "/admin/goods", await goodsBody(unresponsive.id));
    expect(refused.json().msg).toBe(
      "该品牌的投诉数据未达到好物标准，不能上架：回复率50%，低于70%；完成率10%，低于40%",
    );
    expect(await goodsCount()).toBe(before);
  });

  it("edits, withdraws and lists again, logging each step", async () => {
    const id = (await asEditor("POST", "/admin/goods", await goodsBody(brandAtBar))).json().data.id;
    const edited = await asEditor(
      "PUT",
      `/admin/goods/${id}`,
      await goodsBody(brandAtBar, {
        title: "测试保温杯 750ml",
        place_to_buy: { kind: "mini_program", app_id: "wx0123456789abcdef", path: "pages/cup/detail?id=7" },
      }),
    );
    expect(edited.json().data).toMatchObject({
      title: "测试保温杯 750ml",
      place_to_buy: { kind: "mini_program", app_id: "wx0123456789abcdef", path: "pages/cup/detail?id=7" },
      shortfalls: [],
    });

    const withdrawn = await asEditor("POST", `/admin/goods/${id}/withdraw`);
    expect(withdrawn.json().data.state).toBe("withdrawn_by_staff");
    expect(await homeGoodsIds()).not.toContain(id);
    const listed = await asEditor("POST", `/admin/goods/${id}/relist`);
    expect(listed.json().data.state).toBe("listed");
    expect(await homeGoodsIds()).toContain(id);

    const logged = await t.db
      .select({ action: schema.staffActions.action })
      .from(schema.staffActions)
      .where(eq(schema.staffActions.targetId, String(id)));
    expect(logged.map((row) => row.action).filter((action) => action.startsWith("life_goods."))).toEqual([
      "life_goods.add",
      "life_goods.edit",
      "life_goods.withdraw",
      "life_goods.relist",
    ]);
  });
});

describe("the daily check against the bar", () => {
  it("withdraws a goods item whose brand drops below the bar from the home page, and only staff list it again", async () => {
    const steady = await brandWithFigures(20, 18, 18);
    const slipping = await brandWithFigures(20, 18, 18);
    const kept = (await asEditor("POST", "/admin/goods", await goodsBody(steady.id))).json().data.id;
    const dropped = (await asEditor("POST", "/admin/goods", await goodsBody(slipping.id))).json().data.id;
    expect(await homeGoodsIds()).toEqual(expect.arrayContaining([kept, dropped]));

    // Most of the brand's completions turn out automatic, not confirmed by the consumer: the night's
    // recount puts its completion rate at 10%.
    await markCompletionsAutomatic(slipping.id, 16);
    expect(await homeGoodsIds()).toContain(dropped);

    // The next morning's check (04:00 Shanghai, after the 03:00 recount) withdraws it; the other stays.
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 25 * HOUR));
    await t.app.runDueJobs();
    const home = await homeGoodsIds();
    expect(home).not.toContain(dropped);
    expect(home).toContain(kept);
    const list = await t.app.inject({ method: "GET", url: "/life/goods/list?page_size=100" });
    expect(list.json().data.list.map((goods: { id: number }) => goods.id)).not.toContain(dropped);

    const page = await t.app.inject({ method: "GET", url: `/life/goods/${dropped}` });
    expect(page.json().data).toMatchObject({
      state: "withdrawn_below_bar",
      withdrawal_reasons: ["完成率10%，低于40%"],
    });
    expect(page.json().data.withdrawn_at).not.toBeNull();

    // Nothing comes back by itself: listing again is refused while the brand is below the bar …
    const refused = await asEditor("POST", `/admin/goods/${dropped}/relist`);
    expect(refused.json()).toMatchObject({
      code: 400,
      msg: "该品牌的投诉数据未达到好物标准，不能上架：完成率10%，低于40%",
    });
    // … and a recovered brand's goods stay withdrawn until an editor lists them.
    await t.db
      .update(schema.complaints)
      .set({ isAutoCompleted: false })
      .where(eq(schema.complaints.brandId, slipping.id));
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 49 * HOUR));
    await t.app.runDueJobs();
    expect(await homeGoodsIds()).not.toContain(dropped);
    expect((await asEditor("POST", `/admin/goods/${dropped}/relist`)).json().data.state).toBe("listed");
    expect(await homeGoodsIds()).toContain(dropped);
  });
});

/** Marks `howMany` of the brand's completed complaints as completed automatically. */
async function markCompletionsAutomatic(brandId: number, howMany: number) {
  const completed = await t.db
    .select({ id: schema.complaints.id })
    .from(schema.complaints)
    .where(and(eq(schema.complaints.brandId, brandId), eq(schema.complaints.status, "completed")))
    .limit(howMany);
  await t.db
    .update(schema.complaints)
    .set({ isAutoCompleted: true })
    .where(
      inArray(
        schema.complaints.id,
        completed.map((row) => row.id),
      ),
    );
}
