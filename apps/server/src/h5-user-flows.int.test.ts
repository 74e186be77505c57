import { type Database, derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, createLawyer, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { formatDateTime, memberAuditDueAt } from "@tousu/domain";
import { MEMBER_SERVICE_TEXTS } from "@tousu/page-kit/vip-texts";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, deriveSessionTokenKey } from "../../api/src/modules/auth";
import { uploadImage } from "../../api/src/testing/upload-image";
import { IPHONE, MOBILE_HOST, postH5Form, startH5TestServer } from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// A complainant's writes on the H5 user pages that go beyond text (decision 082): evidence photos with
// an appeal, and the messages with the lawyer they entrusted, through the same endpoints as the PC site;
// and what the membership does for a member's complaint, on its author's page alone (decision 093).
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

let server: TestServer;
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  server = await startH5TestServer();
  ({ app, db } = server);
});
afterAll(() => server.close());

async function sessionOf(userId: number, role: "lawyer" | null = null): Promise<string> {
  const { token } = await createSession(db, {
    userId,
    ttlDays: 30,
    userAgent: undefined,
    now: new Date(),
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
    role,
  });
  return token;
}

function textOf(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
}

async function getPage(url: string, token: string) {
  const response = await app.inject({
    url,
    headers: { host: MOBILE_HOST, "user-agent": IPHONE, cookie: `web-token=${encodeURIComponent(token)}` },
  });
  return { status: response.statusCode, html: response.body, text: textOf(response.body) };
}

async function postForm(url: string, fields: [string, string][], token: string) {
  const response = await postH5Form(app, url, fields, `web-token=${encodeURIComponent(token)}`);
  return { status: response.statusCode, html: response.body, text: textOf(response.body) };
}

async function callLawyerService(method: "POST", url: string, token: string, payload: object) {
  const response = await app.inject({
    method,
    url: `/lawyer${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.json().code, response.body).toBe(200);
  return response.json().data;
}

describe("the membership's service on the H5 user page", () => {
  it("tells the member when their complaint will be audited, and says nothing of it to anyone else", async () => {
    const brand = await createBrand(db);
    const member = await createUser(db, piiKeys);
    const filedAt = new Date();
    const memberComplaint = await createComplaint(db, piiKeys, {
      userId: member.id,
      brandId: brand.id,
      status: "pending_review",
    });
    // The mark filing leaves for a member's complaint (member-service's own tests file through the API).
    await db
      .insert(schema.memberComplaintPriorities)
      .values({ complaintId: memberComplaint.id, auditDueAt: memberAuditDueAt(filedAt), createdAt: filedAt });
    const page = await getPage(`/user/complaint/${memberComplaint.id}`, await sessionOf(member.id));
    expect(page.status).toBe(200);
    expect(page.text).toContain(MEMBER_SERVICE_TEXTS.title);
    expect(page.text).toContain(MEMBER_SERVICE_TEXTS.auditPromise(formatDateTime(memberAuditDueAt(filedAt))));
    expect(page.text).toContain(MEMBER_SERVICE_TEXTS.followUpPromise);

    const other = await createUser(db, piiKeys);
    const otherComplaint = await createComplaint(db, piiKeys, {
      userId: other.id,
      brandId: brand.id,
      status: "pending_review",
    });
    const otherPage = await getPage(`/user/complaint/${otherComplaint.id}`, await sessionOf(other.id));
    expect(otherPage.status).toBe(200);
    expect(otherPage.text).not.toContain(MEMBER_SERVICE_TEXTS.audit);
  });
});

describe("an appeal on the H5 user page", () => {
  it("sends the evidence photos uploaded with it, as the PC dialog does", async () => {
    const author = await createUser(db, piiKeys);
    const token = await sessionOf(author.id);
    const brand = await createBrand(db);
    const complaint = await createComplaint(db, piiKeys, {
      userId: author.id,
      brandId: brand.id,
      status: "replied",
      repliedAt: new Date(),
    });
    const page = `/user/complaint/${complaint.id}`;
    expect((await getPage(page, token)).text).toContain("不满意，申诉");
    const photo = await uploadImage(app, { token });

    const appealed = await postForm(
      page,
      [
        ["intent", "appeal"],
        ["content", "商家只答复会处理，但两周过去了仍没有退款，附上聊天记录。"],
        ["images", photo],
      ],
      token,
    );
    expect(appealed.status).toBe(200);
    expect(appealed.text).toContain("申诉已提交，商家将再次处理");
    const [entry] = await db
      .select({ payload: schema.complaintOperatorStream.payload })
      .from(schema.complaintOperatorStream)
      .where(
        and(
          eq(schema.complaintOperatorStream.complaintId, complaint.id),
          eq(schema.complaintOperatorStream.action, "appealed"),
        ),
      );
    expect(entry?.payload).toEqual({ images: [photo] });
  });
});

describe("the messages with the lawyer on the H5 entrust page", () => {
  it("shows the lawyer's messages and sends the consumer's through the page's form", async () => {
    const consumer = await createUser(db, piiKeys);
    const consumerToken = await sessionOf(consumer.id);
    const { user: lawyer } = await createLawyer(db, piiKeys);
    const lawyerToken = await sessionOf(lawyer.id, "lawyer");
    const brand = await createBrand(db);
    const complaint = await createComplaint(db, piiKeys, {
      userId: consumer.id,
      brandId: brand.id,
      enterpriseId: brand.enterpriseId,
    });
    const { entrustment_id: entrustmentId } = await callLawyerService(
      "POST",
      `/entrust/${complaint.id}`,
      consumerToken,
      { lawyer_id: lawyer.id, consent: true, note: "请帮忙发律师函" },
    );
    const page = `/law/entrust/${complaint.id}`;
    const waiting = await getPage(page, consumerToken);
    expect(waiting.text).not.toContain("与律师的消息");

    await callLawyerService("POST", `/entrustments/${entrustmentId}/accept`, lawyerToken, {
      quote_yuan: 800,
      plan: "先发律师函要求退款，十五日内无答复再向市场监管部门投诉并准备起诉材料。",
    });
    await callLawyerService("POST", `/entrustments/${entrustmentId}/messages`, lawyerToken, {
      content: "您好，请补充购买凭证和聊天记录截图。",
    });
    const opened = await getPage(page, consumerToken);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("与律师的消息");
    expect(opened.text).toContain("您好，请补充购买凭证和聊天记录截图。");
    expect(opened.text).toContain("给律师发消息");
    // The way there from the user centre: the complaint's own page.
    const mine = await getPage(`/user/complaint/${complaint.id}`, consumerToken);
    expect(mine.html).toContain(`href="${page}"`);
    expect(mine.text).toContain("委托详情与律师消息");

    const messages = async () =>
      (
        await db
          .select({ n: count() })
          .from(schema.entrustmentMessages)
          .where(eq(schema.entrustmentMessages.entrustmentId, entrustmentId))
      )[0]?.n;
    const empty = await postForm(
      page,
      [
        ["intent", "message"],
        ["entrustment_id", String(entrustmentId)],
        ["content", "   "],
      ],
      consumerToken,
    );
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("请填写消息");
    expect(await messages()).toBe(1);

    const sent = await postForm(
      page,
      [
        ["intent", "message"],
        ["entrustment_id", String(entrustmentId)],
        ["content", "好的，凭证和截图今晚发您。"],
      ],
      consumerToken,
    );
    expect(sent.status).toBe(200);
    expect(await messages()).toBe(2);
    expect(sent.text).toContain("好的，凭证和截图今晚发您。");
    expect(sent.text).toContain("我 ·");
  });
});
