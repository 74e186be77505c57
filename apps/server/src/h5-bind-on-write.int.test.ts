import { type Database, derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createUser,
  createWechatOnlyUser,
  TEST_PII_SECRET,
} from "@tousu/db/testing";
import { BIND_ACCESS_TOKEN_COOKIE } from "@tousu/domain";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, deriveSessionTokenKey } from "../../api/src/modules/auth";
import { findSubmittableForm } from "../../api/src/testing/submittable-form";
import { IPHONE, MOBILE_HOST, MOBILE_ORIGIN, postH5Form, startH5TestServer } from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// An account without a phone (made by a WeChat login, decision 080) that writes on the H5 site: every
// write's 402 takes it to the bind page with the answer's token kept in a cookie, and from there back
// to the page it wrote on, as the PC site opens its bind dialog. Nothing it sent is stored.
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let complaintId: number;
let questionId: number;
let categoryId: number;
/** The web-token cookie of an account that has no phone. */
let phoneless: string;

beforeAll(async () => {
  server = await startH5TestServer();
  ({ app, db } = server);
  const author = await createUser(db, piiKeys);
  const brand = await createBrand(db, { name: "青禾优选" });
  complaintId = (
    await createComplaint(db, piiKeys, {
      userId: author.id,
      brandId: brand.id,
      title: "青禾优选的电饭煲内胆涂层脱落，客服不予退换",
      content: "电饭煲用了两周内胆涂层就开始脱落，联系客服说不在保修范围，希望商家给予退换。",
    })
  ).id;
  const [category] = await db
    .insert(schema.qaCategories)
    .values({ name: "家电售后" })
    .returning({ id: schema.qaCategories.id });
  const [question] = await db
    .insert(schema.qaQuestions)
    .values({
      userId: author.id,
      categoryId: category!.id,
      title: "网购的电饭煲涂层脱落，商家不退换怎么办？",
      content: "收到两周就脱落，商家说不保修。",
      status: "published",
    })
    .returning({ id: schema.qaQuestions.id });
  questionId = question!.id;
  categoryId = category!.id;
  const account = await createWechatOnlyUser(db);
  const { token } = await createSession(db, {
    userId: account.id,
    ttlDays: 30,
    userAgent: undefined,
    now: new Date(),
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
  });
  phoneless = `web-token=${encodeURIComponent(token)}`;
});
afterAll(() => server.close());

/** A form posted to an H5 page's action as the phoneless account's browser sends it. */
async function post(url: string, fields: Record<string, string>) {
  const response = await postH5Form(app, url, fields, phoneless);
  const cookies = ([] as string[]).concat(
    (response.headers["set-cookie"] as string | string[] | undefined) ?? [],
  );
  return { status: response.statusCode, location: response.headers.location, cookies, body: response.body };
}

/** The answer sent the browser to the bind page, which returns to `back`, with the 402's token. */
function expectBindStep(answer: Awaited<ReturnType<typeof post>>, back: string) {
  expect(answer.status).toBe(302);
  expect(answer.location).toBe(`/pages/login/bind?redirect=${encodeURIComponent(back)}`);
  expect(answer.cookies.find((line) => line.startsWith(`${BIND_ACCESS_TOKEN_COOKIE}=`))).toMatch(
    new RegExp(`^${BIND_ACCESS_TOKEN_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
  );
  return answer.cookies.find((line) => line.startsWith(`${BIND_ACCESS_TOKEN_COOKIE}=`))!.split(";")[0]!;
}

const rows = async (table: typeof schema.comments | typeof schema.qaQuestions | typeof schema.complaints) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

describe("a write of an account without a phone on the H5 site", () => {
  it("a comment goes to the bind page, which offers the phone step and returns to the complaint", async () => {
    const page = `/pages/complaint/details?id=${complaintId}`;
    const before = await rows(schema.comments);
    const bindCookie = expectBindStep(
      await post(page, { intent: "comment", content: "我也买了同款，涂层一样掉了。" }),
      page,
    );
    expect(await rows(schema.comments)).toBe(before);

    const bind = await app.inject({
      url: `/pages/login/bind?redirect=${encodeURIComponent(page)}`,
      headers: { host: MOBILE_HOST, "user-agent": IPHONE, cookie: `${phoneless}; ${bindCookie}` },
    });
    expect(bind.statusCode).toBe(200);
    expect(bind.body).toContain("绑定手机号");
    expect(bind.body).not.toContain("绑定已超时，请重新操作");
  });

  it("我也遇到 and a comment's like go to the bind page and count nothing", async () => {
    const page = `/pages/complaint/details?id=${complaintId}`;
    expectBindStep(await post(page, { intent: "support" }), page);
    const [complaint] = await db
      .select({ likes: schema.complaints.likeCount })
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaintId));
    expect(complaint?.likes).toBe(0);
    // The button's fetcher posts to the page's data address: the same redirect, for the script to follow.
    const fetched = await post(`/pages/complaint/details.data?id=${complaintId}`, { intent: "support" });
    expect(fetched.cookies.some((line) => line.startsWith(`${BIND_ACCESS_TOKEN_COOKIE}=`))).toBe(true);
    expect(fetched.body).toContain(`/pages/login/bind?redirect=${encodeURIComponent(page)}`);
    const comments = `/complaint/comment/${complaintId}`;
    expectBindStep(await post(comments, { intent: "like-comment", comment_id: "1" }), comments);
  });

  it("asking and answering on Q&A go to the bind page and store nothing", async () => {
    const questions = await rows(schema.qaQuestions);
    expectBindStep(
      await post("/pages/qa/ask", {
        title: "买到的扫地机器人不能充电怎么办？",
        content: "收到第三天就不能充电了。",
        category_id: String(categoryId),
      }),
      "/pages/qa/ask",
    );
    expect(await rows(schema.qaQuestions)).toBe(questions);
    const [answers] = await db
      .select({ n: count() })
      .from(schema.qaAnswers)
      .where(eq(schema.qaAnswers.questionId, questionId));
    expectBindStep(
      await post(`/qa/${questionId}`, { content: "可以先找平台客服介入，保留聊天记录和照片。" }),
      `/qa/${questionId}`,
    );
    const [after] = await db
      .select({ n: count() })
      .from(schema.qaAnswers)
      .where(eq(schema.qaAnswers.questionId, questionId));
    expect(after?.n).toBe(answers?.n);
  });

  it("filing a complaint goes to the bind page and back to step two, where the draft waits", async () => {
    const form = await findSubmittableForm(db);
    const draft = JSON.stringify({
      title: "电热水壶漏水退货无人处理",
      content: "三月在官方旗舰店买的电热水壶用了一周就漏水，联系客服要求退货至今没有回复，希望尽快退款。",
      subtype_id: form.subtypeId,
      brand: { id: form.brandId, name: "某品牌" },
      appeals: { selected: [form.appealId], list: [{ id: form.appealId, name: "退款" }] },
      problems: { selected: [form.problemId], list: [{ id: form.problemId, name: "质量问题" }] },
      attributes: [{ id: form.required.id, name: form.required.name, is_required: true, value: "A20260301" }],
      real_name: "林晓雯",
      money: 199,
    });
    const complaints = await rows(schema.complaints);
    expectBindStep(await post("/complaint/create/two", { draft }), "/complaint/create/two");
    expect(await rows(schema.complaints)).toBe(complaints);
  });

  it("entrusting a lawyer goes to the bind page and stores no entrustment", async () => {
    const page = `/law/entrust/${complaintId}`;
    const entrustments = async () => (await db.select({ n: count() }).from(schema.entrustments))[0]?.n;
    const before = await entrustments();
    expectBindStep(await post(page, { intent: "entrust", lawyer_id: "1", consent: "on" }), page);
    expect(await entrustments()).toBe(before);
  });

  it("a harmful-content report goes to the bind page too", async () => {
    expectBindStep(
      await post("/static/report", {
        category: "gambling_fraud",
        content_url: `${MOBILE_ORIGIN}/pages/complaint/details?id=${complaintId}`,
        description: "页面里有冒充客服的诈骗电话。",
      }),
      "/static/report",
    );
  });
});
