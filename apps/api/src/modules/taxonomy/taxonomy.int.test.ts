import { schema } from "@tousu/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
let shopping: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  // "Other" buckets and nameless rows sorted first: the lists must drop them, not show them on top.
  const [other] = await t.db
    .insert(schema.complaintTypes)
    .values({ name: "其它", sort: -1 })
    .returning({ id: schema.complaintTypes.id });
  const [inserted] = await t.db
    .insert(schema.complaintTypes)
    .values({ name: "网络购物", sort: -2 })
    .returning({ id: schema.complaintTypes.id });
  shopping = inserted!;
  await t.db.insert(schema.complaintSubtypes).values([
    { typeId: other!.id, name: "杂项" },
    { typeId: shopping.id, name: "其它", sort: 0 },
    { typeId: shopping.id, name: " ", sort: 1 },
    { typeId: shopping.id, name: "直播带货", sort: 3 },
    { typeId: shopping.id, name: "拼团", sort: 2 },
  ]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};
type Named = { id: number; name: string };
const names = (items: Named[]) => items.map((item) => item.name);

describe("complaint types", () => {
  it("lists types by sort order without other-buckets", async () => {
    const { body } = await get("/api/common/type/list");
    expect(body.code).toBe(200);
    expect(names(body.data).slice(0, 3)).toEqual(["网络购物", "售后服务", "退款问题"]);
    expect(names(body.data)).not.toContain("其他");
    expect(names(body.data)).not.toContain("其它");
  });

  it("lists a type's subtypes by sort order, filtered", async () => {
    const { body } = await get(`/api/common/subtype/list/${shopping.id}`);
    expect(names(body.data)).toEqual(["拼团", "直播带货"]);
    const afterSales = (await get("/api/common/type/list")).body.data.find(
      (type: Named) => type.name === "售后服务",
    );
    expect(names((await get(`/api/common/subtype/list/${afterSales.id}`)).body.data)).toEqual([
      "维修保养",
      "退换货",
      "客服态度",
      "保修拒绝",
    ]);
    expect((await get("/api/common/subtype/list/999999")).body.data).toEqual([]);
  });

  it("rejects a malformed type id", async () => {
    expect(await get("/api/common/subtype/list/abc")).toMatchObject({
      status: 400,
      body: { code: 400, msg: "无效的投诉类型编号" },
    });
  });

  it("builds the tree of types and subtypes", async () => {
    const { body } = await get("/api/common/type/tree");
    expect(body.data[0]).toEqual({
      id: shopping.id,
      name: "网络购物",
      children: [expect.objectContaining({ name: "拼团" }), expect.objectContaining({ name: "直播带货" })],
    });
    expect(names(body.data)).not.toContain("其他");
    const logistics = body.data.find((type: Named) => type.name === "物流配送");
    expect(names(logistics.children)).toEqual(["延迟发货", "丢件损毁", "虚假签收", "配送超时"]);
  });
});

describe("complaint relation and problem guidance", () => {
  const subtypeNamed = async (typeName: string, subtypeName: string) => {
    const tree = (await get("/api/common/type/tree")).body.data;
    const type = tree.find((item: Named) => item.name === typeName);
    return type.children.find((item: Named) => item.name === subtypeName).id as number;
  };

  it("returns the subtype's problems, every appeal and its attributes with is_required", async () => {
    const subtypeId = await subtypeNamed("收费问题", "自动续费");
    const { body } = await get(`/api/v2/complaint/relation?subtype_id=${subtypeId}&brand_id=1`);
    expect(body.code).toBe(200);
    expect(names(body.data.problems).length).toBeGreaterThan(0);
    expect(names(body.data.appeals).slice(0, 3)).toEqual(["退款", "赔偿", "道歉"]);
    expect(body.data.attributes).toEqual([
      {
        id: expect.any(Number),
        name: "扣费金额",
        is_required: true,
        input_type: "number",
        placeholder: "单位：元",
      },
      { id: expect.any(Number), name: "扣费日期", is_required: false, input_type: "date" },
      {
        id: expect.any(Number),
        name: "支付方式",
        is_required: false,
        input_type: "select",
        options: ["银行卡", "信用卡", "第三方支付", "话费扣款"],
      },
    ]);
    // brand_id is optional.
    expect((await get(`/api/v2/complaint/relation?subtype_id=${subtypeId}`)).body.data).toEqual(body.data);
  });

  it("answers 404 for an unknown subtype or brand and 400 for malformed ids", async () => {
    expect(await get("/api/v2/complaint/relation?subtype_id=999999")).toMatchObject({
      status: 404,
      body: { code: 404, msg: "投诉类型不存在，请重新选择" },
    });
    expect(await get("/api/v2/complaint/relation?subtype_id=1&brand_id=999999")).toMatchObject({
      status: 404,
      body: { code: 404, msg: "品牌不存在，请重新选择" },
    });
    expect(await get("/api/v2/complaint/relation")).toMatchObject({
      status: 400,
      body: { msg: "请选择投诉类型" },
    });
    expect(await get("/api/v2/complaint/relation?subtype_id=x")).toMatchObject({
      status: 400,
      body: { msg: "请选择投诉类型" },
    });
    expect(await get("/api/v2/complaint/relation?subtype_id=1&brand_id=-3")).toMatchObject({
      status: 400,
      body: { msg: "无效的品牌编号" },
    });
  });

  it("explains each problem of a subtype", async () => {
    const subtypeId = await subtypeNamed("售后服务", "维修保养");
    const { body } = await get(`/api/problem/getExplainList?subtype_id=${subtypeId}`);
    expect(body.data).toEqual([
      { id: expect.any(Number), name: "维修后故障依旧", explain: "送修后问题没有解决或反复出现" },
      { id: expect.any(Number), name: "维修周期过长", explain: "超过承诺时限仍未修好" },
      { id: expect.any(Number), name: "维修收费不合理", explain: "保修期内收费或报价明显偏高" },
    ]);
    expect((await get("/api/problem/getExplainList?subtype_id=999999")).status).toBe(404);
    expect((await get("/api/problem/getExplainList")).body).toMatchObject({
      code: 400,
      msg: "请选择投诉类型",
    });
  });
});
