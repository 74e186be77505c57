import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { PUBLIC_TEXT_PERSONAL_DATA_MESSAGE } from "@tousu/domain";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

// Personal data typed into free text (docs/decisions/058): a phone number and a valid ID number are
// written into every text a complaint, its replies, comments, collective and Q&A carry, then every
// public page (rendered whole by the server, as a visitor and as another member) and API answer is
// read: neither number may appear whole, while the author's own view still shows them.
const PHONE = "13712345678";
const ID_NUMBER = "440305198806151235";
const MASKED_PHONE = "137****5678";
const MARK = "隐私样本";
// Every page is rendered three times (a visitor, another member, the company's operator).
const PAGE_READS_MS = 240_000;
const withMarkers = (what: string) => `${MARK}${what}：联系电话${PHONE}，身份证号${ID_NUMBER}，请尽快处理。`;

let server: TestServer;
let app: FastifyInstance;
let closeAll = async () => {};
const piiKeys = derivePiiKeys(TEST_PII_SECRET);
type Who = { token: string } | null;
const people: Record<
  "owner" | "operator" | "moderator" | "reader" | "stranger",
  { id: number; phone: string; token: string }
> = {} as never;
let complaintId: number;
let brandId: number;
let enterpriseId: number;
let collectiveId: number;
let questionId: number;

async function login(phone: string): Promise<string> {
  await app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone } });
  const code = server.sms.sent.findLast((message) => message.phone === phone)?.code;
  return app
    .inject({ method: "POST", url: "/api/auth/login_sms", payload: { phone, code } })
    .then((response) => response.json().data.token as string);
}

async function api(who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { text: response.body, body: response.json() as { code: number; msg: string; data: unknown } };
}

async function ok(who: Who, method: "POST" | "PUT", url: string, payload: object) {
  const { body } = await api(who, method, url, payload);
  expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 200 });
  return body.data as { id: number };
}

async function page(path: string, who: Who = null): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: path,
    headers: {
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
      ...(who ? { cookie: `web-token=${encodeURIComponent(who.token)}` } : {}),
    },
  });
  expect(response.statusCode, path).toBe(200);
  return response.body;
}

beforeAll(async () => {
  server = await startTestServer({ SSR_WORKERS: "0", PAGE_RENDERS_PER_MINUTE_PER_IP: "100000" });
  app = server.app;
  closeAll = server.close;
  const { db } = server;

  const brand = await createBrand(db);
  brandId = brand.id;
  enterpriseId = brand.enterpriseId!;
  for (const role of ["owner", "operator", "moderator", "reader", "stranger"] as const) {
    const user = await createUser(db, piiKeys);
    people[role] = { id: user.id, phone: user.phone, token: await login(user.phone) };
  }
  const { owner, operator, moderator, reader } = people;
  await db.insert(schema.enterpriseMembers).values({ enterpriseId, userId: operator.id, role: "agent" });
  await db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });

  // The complaint, in review, then published by a moderator.
  complaintId = (
    await createComplaint(db, piiKeys, {
      userId: owner.id,
      brandId,
      status: "pending_review",
      reviewedAt: null,
      dispatchedAt: null,
      enterpriseId: null,
      title: `${MARK}标题：联系电话${PHONE}`,
      content: withMarkers("投诉内容"),
    })
  ).id;
  await ok(moderator, "POST", `/admin/complaint/${complaintId}/approve`, {});

  // The company asks for more, the author supplies it, the company replies, the author appeals,
  // the company replies again, the author completes and rates.
  await ok(operator, "POST", "/v2/complaint/operator/requestInfo", {
    complaint_id: complaintId,
    content: withMarkers("商家请补充"),
  });
  await ok(owner, "POST", `/v2/complaint/${complaintId}/supplement`, {
    content: withMarkers("补充说明"),
    images: [],
  });
  const reply = { complaint_id: complaintId, outcome: "explanation" };
  await ok(operator, "POST", "/v2/complaint/operator/reply", { ...reply, content: withMarkers("商家回复") });
  await ok(owner, "POST", `/v2/complaint/${complaintId}/apply`, {
    content: withMarkers("申诉理由"),
    images: [],
  });
  await ok(operator, "POST", "/v2/complaint/operator/reply", {
    ...reply,
    content: withMarkers("商家再次回复"),
  });
  await ok(owner, "POST", `/v2/complaint/${complaintId}/complete`, {});
  await ok(owner, "POST", `/v2/complaint/${complaintId}/rating`, {
    attitude_score: 3,
    speed_score: 3,
    satisfaction_score: 3,
    content: withMarkers("评价内容"),
  });

  // A reader's comment on it.
  await ok(reader, "POST", "/user/complaint/comment", {
    complaint_id: complaintId,
    content: withMarkers("评论"),
  });

  // A collective it joined, and the company's collective reply.
  const [collective] = await db
    .insert(schema.collectiveComplaints)
    .values({ brandId, title: `${MARK}集体投诉`, description: "同一批次商品的质量问题", memberCount: 1 })
    .returning({ id: schema.collectiveComplaints.id });
  collectiveId = collective!.id;
  await db.update(schema.complaints).set({ collectiveId }).where(eq(schema.complaints.id, complaintId));
  await ok(operator, "PUT", `/company/collectives/${collectiveId}/reply?enterprise_id=${enterpriseId}`, {
    content: withMarkers("集体投诉回复"),
    base_updated_at: null,
  });

  // A question and an answer, released from the new members' hold.
  const [category] = await db.select({ id: schema.qaCategories.id }).from(schema.qaCategories).limit(1);
  questionId = (
    await ok(reader, "POST", "/qa/question", {
      title: `${MARK}提问：我的电话${PHONE}被泄露了吗`,
      content: withMarkers("问题内容"),
      category_id: category!.id,
    })
  ).id;
  await db
    .update(schema.qaQuestions)
    .set({ status: "published" })
    .where(eq(schema.qaQuestions.id, questionId));
  await ok(owner, "POST", `/qa/${questionId}/answer`, { content: withMarkers("回答") });
  await db
    .update(schema.qaAnswers)
    .set({ status: "published" })
    .where(inArray(schema.qaAnswers.questionId, [questionId]));
  await db.update(schema.qaQuestions).set({ answerCount: 1 }).where(eq(schema.qaQuestions.id, questionId));
});

afterAll(() => closeAll());

function expectMasked(where: string, text: string) {
  expect(text.includes(PHONE), `${where} shows the phone whole`).toBe(false);
  expect(text.includes(ID_NUMBER), `${where} shows the ID number whole`).toBe(false);
}

describe("personal data typed into free text", () => {
  it(
    "is masked on every public page, for visitors and for other members",
    async () => {
      const paths = [
        "/",
        "/tousu",
        `/tousu/${complaintId}`,
        `/brands/${brandId}`,
        `/enterprise/${enterpriseId}`,
        `/search?key=${encodeURIComponent(MARK)}`,
        `/tousu/collective/${collectiveId}`,
        "/qa",
        `/qa/${questionId}`,
      ];
      for (const who of [null, people.stranger, people.operator]) {
        for (const path of paths)
          expectMasked(`${path} as ${who ? "a member" : "a visitor"}`, await page(path, who));
      }
      // The texts are there, masked: the page shows what was written.
      const complaintPage = await page(`/tousu/${complaintId}`);
      for (const what of ["投诉内容", "商家回复", "申诉理由", "补充说明", "评价内容", "评论"]) {
        expect(complaintPage).toContain(`${MARK}${what}：联系电话${MASKED_PHONE}`);
      }
      expect(await page(`/qa/${questionId}`)).toContain(`${MARK}回答：联系电话${MASKED_PHONE}`);
      expect(await page(`/tousu/collective/${collectiveId}`)).toContain(
        `${MARK}集体投诉回复：联系电话${MASKED_PHONE}`,
      );
    },
    PAGE_READS_MS,
  );

  it(
    "is masked in every public API answer, search highlights included",
    async () => {
      const urls = [
        `/v2/complaint/${complaintId}`,
        `/v2/complaint/${complaintId}/page`,
        `/v2/complaintOperatorStream/${complaintId}`,
        `/v2/complaint/comment/${complaintId}`,
        `/recommend/complaint/${complaintId}`,
        `/brand/${brandId}`,
        `/enterprise/${enterpriseId}`,
        "/complaint/list",
        "/random/complaint",
        `/complaint/search?key=${encodeURIComponent(MARK)}`,
        `/collective/detail/${collectiveId}`,
        "/qa/list",
        `/qa/${questionId}`,
      ];
      for (const who of [null, people.stranger, people.operator]) {
        for (const url of urls)
          expectMasked(
            `GET ${url} as ${who ? `member ${who.id}` : "a visitor"}`,
            (await api(who, "GET", url)).text,
          );
      }
      type Match = {
        id: number;
        title: string;
        summary: string;
        highlight: Record<"title" | "summary", number[][]>;
      };
      const search = (await api(null, "GET", `/complaint/search?key=${encodeURIComponent(MARK)}`)).body.data;
      const found = (search as { list: Match[] }).list.find((item) => item.id === complaintId);
      if (!found) throw new Error("the search finds the complaint");
      expect(found.summary).toContain(MASKED_PHONE);
      for (const [start, end] of found.highlight.summary) expect(found.summary.slice(start, end)).toBe(MARK);
      for (const [start, end] of found.highlight.title) expect(found.title.slice(start, end)).toBe(MARK);
    },
    PAGE_READS_MS,
  );

  it("is shown whole to the complaint's author and to each post's own author", async () => {
    const own = (await api(people.owner, "GET", `/v2/complaint/${complaintId}/page`)).text;
    expect(own).toContain(PHONE);
    expect(own).toContain(ID_NUMBER);
    expect(await page(`/tousu/${complaintId}`, people.owner)).toContain(withMarkers("投诉内容"));
    const ownQuestion = (await api(people.reader, "GET", `/qa/${questionId}`)).body.data;
    expect((ownQuestion as { question: { content: string } }).question.content).toBe(withMarkers("问题内容"));
  });

  it("reaches the moderator whole, with the kinds found listed in the audit queue", async () => {
    const review = (await api(people.moderator, "GET", `/admin/complaints/${complaintId}`)).body.data;
    expect((review as { content: string }).content).toBe(withMarkers("投诉内容"));
    const queue = (
      await api(
        people.moderator,
        "GET",
        `/admin/complaints?status=completed&keyword=${encodeURIComponent(MARK)}`,
      )
    ).body.data as { list: { id: number; personal_data: string[] }[] };
    expect(queue.list.find((item) => item.id === complaintId)?.personal_data).toEqual(["mobile", "id_card"]);
  });

  it("refuses a company reply quoting the consumer's own phone, storing nothing", async () => {
    const { db } = server;
    const other = (
      await createComplaint(db, piiKeys, {
        userId: people.owner.id,
        brandId,
        title: "另一条投诉：商品质量问题",
      })
    ).id;
    const before = await db
      .select({ id: schema.complaintOperatorStream.id })
      .from(schema.complaintOperatorStream)
      .where(eq(schema.complaintOperatorStream.complaintId, other));
    const spaced = people.owner.phone.replace(/^(\d{3})(\d{4})(\d{4})$/, "$1 $2 $3");
    const refused = await api(people.operator, "POST", "/v2/complaint/operator/reply", {
      complaint_id: other,
      outcome: "explanation",
      content: `已致电您的手机${spaced}，请留意来电。`,
    });
    expect(refused.body).toMatchObject({ code: 400, msg: PUBLIC_TEXT_PERSONAL_DATA_MESSAGE });
    const after = await db
      .select({ id: schema.complaintOperatorStream.id })
      .from(schema.complaintOperatorStream)
      .where(eq(schema.complaintOperatorStream.complaintId, other));
    expect(after).toEqual(before);
  });
});
