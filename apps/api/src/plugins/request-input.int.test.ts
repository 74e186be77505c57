import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { UNSTORABLE_TEXT_MESSAGE } from "@tousu/domain";
import { encryptContent } from "@tousu/domain/content-cipher";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrackPageTokens } from "../modules/data";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { signInNewMember } from "../testing/sign-in-member";
import { TEST_CONTENT_AES_KEY } from "../testing/submittable-form";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signInNewMember(t)).token;
});

afterAll(() => t.close());

const commentCount = async () => (await t.db.select({ n: count() }).from(schema.comments))[0]?.n;
const draftCount = async () => (await t.db.select({ n: count() }).from(schema.complaintDrafts))[0]?.n;

function storeDraft(body: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/complaint/store",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    payload: body,
  });
}

describe("ids", () => {
  it.each([
    "/api/brand/2147483648",
    "/api/enterprise/2147483648",
    "/api/common/subtype/list/2147483648",
    "/api/collective/detail/99999999999",
    "/api/complaint/list?brand_id=99999999999",
    "/api/complaint/list?subtype_id=2147483648",
    "/api/collective/subComplaintList?collective_id=9007199254740993",
  ])("refuses %s, which no integer column can hold, with a 400", async (url) => {
    const answer = await t.app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, data: null });
  });

  it.each(["0x10", "1e3", "16.0", "+16", " 16"])("reads only decimal digits as an id, not %j", async (id) => {
    const answer = await t.app.inject({ method: "GET", url: `/api/brand/${encodeURIComponent(id)}` });
    expect(answer.json()).toMatchObject({ code: 400, msg: "无效的编号" });
  });

  it.each(["0x10", "1e3", "16.0"])("reads a query's brand_id %j as no id", async (id) => {
    const answer = await t.app.inject({ method: "GET", url: `/api/complaint/list?brand_id=${id}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, msg: "无效的品牌编号", data: null });
  });

  it.each(['"1e3"', '"0x10"', "2147483648", "1.5", '" 16"'])(
    "refuses a body's complaint_id %s, storing nothing",
    async (id) => {
      const before = await commentCount();
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/user/complaint/comment",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: `{"complaint_id":${id},"content":"评论"}`,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, msg: "无效的投诉编号", data: null });
      expect(await commentCount()).toBe(before);
    },
  );

  it("refuses an impossible id in a body's array of ids, storing nothing", async () => {
    const before = await draftCount();
    const answer = await storeDraft(JSON.stringify({ title: "草稿", problems: [1, 2147483648] }));
    expect(answer.json()).toMatchObject({ code: 400, msg: "投诉问题无效" });
    expect(await draftCount()).toBe(before);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses U+0000 in a search key", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/complaint/search?key=a%00b" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, msg: UNSTORABLE_TEXT_MESSAGE });
  });

  it.each([
    ["a lone surrogate in a draft's title", '{"title":"\\ud800退款"}'],
    ["U+0000 in a draft's title", '{"title":"退\\u0000款"}'],
    ["U+0000 deep in a draft's attributes", '{"attributes":[{"id":1,"value":"订单\\u0000号"}]}'],
    ["U+0000 in a key", '{"title":"退款","x\\u0000":1}'],
  ])("refuses %s, storing nothing", async (_, body) => {
    const before = await draftCount();
    const answer = await storeDraft(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, msg: UNSTORABLE_TEXT_MESSAGE });
    expect(await draftCount()).toBe(before);
  });

  it("refuses U+0000 in a path parameter", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/brand/1%00" });
    expect(answer.json()).toMatchObject({ code: 400 });
  });

  it("stores astral characters and right-to-left marks as sent", async () => {
    const answer = await storeDraft(JSON.stringify({ title: "𠮷野家\u202e退款" }));
    expect(answer.json()).toMatchObject({ code: 200 });
  });
});

describe("days", () => {
  it.each(["/api/complaint/list?created_from=2026-02-30", "/api/complaint/list?created_to=0000-01-01"])(
    "refuses %s, a day the calendar does not have, with a 400",
    async (url) => {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.json()).toMatchObject({ code: 400, msg: expect.stringContaining("YYYY-MM-DD") });
    },
  );
});

describe("text inside encrypted fields", () => {
  const event = {
    v: "9.1.6",
    event: "page_view",
    t: 1_780_000_000,
    uid: null,
    platform: "PC",
    url: "/",
    domain: "localhost",
    from_url: "",
  };
  const trackCount = async () => (await t.db.select({ n: count() }).from(schema.trackEvents))[0]?.n;

  it.each([
    ["U+0000 in an event's name", { event: "page\u0000view" }, UNSTORABLE_TEXT_MESSAGE],
    ["a lone surrogate in its address", { url: "/\ud800" }, UNSTORABLE_TEXT_MESSAGE],
    ["a time no date can hold", { t: Number.MAX_SAFE_INTEGER }, "事件时间无效"],
  ])("refuses a tracking event with %s, storing nothing", async (_, change, msg) => {
    const before = await trackCount();
    const answer = await t.app.inject({
      method: "POST",
      url: "/data/api/v1/log/track",
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36" },
      payload: {
        code: encryptContent(JSON.stringify({ ...event, ...change }), TEST_CONTENT_AES_KEY),
        token: createTrackPageTokens(t.config.PII_SECRET).issue("PC", TEST_SEED_NOW),
      },
    });
    expect(answer.json()).toMatchObject({ code: 400, msg });
    expect(await trackCount()).toBe(before);
  });

  it("refuses a draft whose encrypted content holds U+0000, storing nothing", async () => {
    const before = await draftCount();
    const content = encryptContent("收到的商品与描述不符\u0000，申请退款被拒绝。", TEST_CONTENT_AES_KEY);
    const answer = await storeDraft(JSON.stringify({ title: "退款被拒", content }));
    expect(answer.json()).toMatchObject({ code: 400, msg: UNSTORABLE_TEXT_MESSAGE });
    expect(await draftCount()).toBe(before);
  });
});
