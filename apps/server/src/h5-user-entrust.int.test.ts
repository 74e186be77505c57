import { type Database, derivePiiKeys, encryptPii, schema } from "@tousu/db";
import { createBrand, createComplaint, createLawyer, TEST_PII_SECRET } from "@tousu/db/testing";
import { ENTRUSTMENT_STATUS_LABELS, formatDateTime } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, IPHONE, logInNewMember, MOBILE_HOST, startH5TestServer } from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// 我的委托 on the H5 site, /user/entrust: a member's entrustments across their complaints, newest
// first, growing page by page, each leading to its complaint's entrustment page.
const piiKeys = derivePiiKeys(TEST_PII_SECRET);
/** The page's list asks for this many at a time. */
const PAGE_SIZE = 10;
const HOUR = 3_600_000;

type Who = { id: number; token: string };

let server: TestServer;
let app: FastifyInstance;
let db: Database;

const logIn = () => logInNewMember(server);

async function get(url: string, who: Who | null = null) {
  const response = await app.inject({
    url,
    headers: {
      host: MOBILE_HOST,
      "user-agent": IPHONE,
      ...(who ? { cookie: `web-token=${encodeURIComponent(who.token)}` } : {}),
    },
  });
  const html = response.body;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return {
    status: response.statusCode,
    location: response.headers.location as string | undefined,
    html,
    links: [...main.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(([, href]) => href ?? ""),
    nextHref: /<a\b[^>]*href="([^"]*)"[^>]*>加载更多<\/a>/.exec(main)?.[1]?.replaceAll("&amp;", "&"),
    text: main
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " "),
  };
}

/** `count` complaints of `consumer`'s, each entrusted to `lawyerId` an hour after the one before. */
async function entrustments(consumer: Who, lawyerId: number, count: number) {
  const brand = await createBrand(db);
  const made: { id: number; complaintId: number; title: string; createdAt: Date }[] = [];
  for (let index = 0; index < count; index += 1) {
    const title = `委托测试投诉第${index + 1}件：分期退款迟迟不到账`;
    const complaint = await createComplaint(db, piiKeys, { userId: consumer.id, brandId: brand.id, title });
    const createdAt = new Date(Date.UTC(2026, 0, 1) + index * HOUR);
    const [row] = await db
      .insert(schema.entrustments)
      .values({
        complaintId: complaint.id,
        consumerId: consumer.id,
        lawyerId,
        status: index === 0 ? "in_progress" : "requested",
        consentedAt: createdAt,
        answerDueAt: new Date(createdAt.getTime() + 48 * HOUR),
        createdAt,
      })
      .returning({ id: schema.entrustments.id });
    made.push({ id: row!.id, complaintId: complaint.id, title, createdAt });
  }
  return made;
}

beforeAll(async () => {
  server = await startH5TestServer();
  ({ app, db } = server);
});
afterAll(() => server.close());

describe("/user/entrust on the mobile site", () => {
  it("sends a visitor to log in and back", async () => {
    const page = await get("/user/entrust");
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/pages/login?redirect=${encodeURIComponent("/user/entrust")}`);
  });

  it("lists the member's own entrustments newest first, page after page, each leading to its page", async () => {
    const member = await logIn();
    const { user: lawyer } = await createLawyer(db, piiKeys, { lawFirm: "浙江明理律师事务所" });
    const mine = await entrustments(member, lawyer.id, PAGE_SIZE + 2);
    const someoneElse = await logIn();
    const [theirs] = await entrustments(someoneElse, lawyer.id, 1);
    const oldest = mine[0]!;
    const messageAt = new Date(Date.UTC(2026, 1, 3, 8, 30));
    await db.insert(schema.entrustmentMessages).values({
      entrustmentId: oldest.id,
      senderId: lawyer.id,
      senderSide: "lawyer",
      contentCipher: encryptPii("材料已收到，今天联系商家。", piiKeys.encryptionKey),
      createdAt: messageAt,
    });

    const first = await get("/user/entrust", member);
    expect(first.status).toBe(200);
    expect(first.html).toContain("<title>我的委托");
    const newestFirst = [...mine].reverse();
    expect(first.links.filter((href) => href.startsWith("/law/entrust/"))).toEqual(
      newestFirst.slice(0, PAGE_SIZE).map((entrustment) => `/law/entrust/${entrustment.complaintId}`),
    );
    expect(first.text).toContain(newestFirst[0]!.title);
    expect(first.text).toContain("浙江明理律师事务所");
    expect(first.text).toContain(ENTRUSTMENT_STATUS_LABELS.requested);
    expect(first.text).toContain("暂无消息");
    expect(first.text).not.toContain(theirs!.title);
    expect(first.nextHref).toBe("/user/entrust?page=2");

    const second = await get("/user/entrust?page=2", member);
    expect(second.links.filter((href) => href.startsWith("/law/entrust/"))).toEqual(
      newestFirst.slice(PAGE_SIZE).map((entrustment) => `/law/entrust/${entrustment.complaintId}`),
    );
    expect(second.text).toContain(ENTRUSTMENT_STATUS_LABELS.in_progress);
    expect(second.text).toContain(`最近消息 ${formatDateTime(messageAt)}`);
    expect(second.nextHref).toBeUndefined();
  });

  it("tells a member without any entrustment so, with the way to find a lawyer", async () => {
    const page = await get("/user/entrust", await logIn());
    expect(page.status).toBe(200);
    expect(page.text).toContain("您还没有委托过律师");
    expect(page.links).toContain("/law");
  });

  it("is one of the user centre's entries", async () => {
    const page = await get("/user", await logIn());
    expect(page.links).toContain("/user/entrust");
  });
});

describe("/user/entrust on the PC site", () => {
  it("lists the member's entrustments in the user centre, with its menu entry, and a visitor goes home", async () => {
    const member = await logIn();
    const { user: lawyer } = await createLawyer(db, piiKeys);
    const [entrusted] = await entrustments(member, lawyer.id, 1);
    const page = await app.inject({
      url: "/user/entrust",
      headers: { "user-agent": DESKTOP, cookie: `web-token=${encodeURIComponent(member.token)}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(entrusted!.title);
    expect(page.body).toContain(`href="/law/entrust/${entrusted!.complaintId}"`);
    expect(page.body).toMatch(/<a[^>]*href="\/user\/entrust"[^>]*>我的委托/);
    const visitor = await app.inject({ url: "/user/entrust", headers: { "user-agent": DESKTOP } });
    expect(visitor.statusCode).toBe(302);
  });
});
