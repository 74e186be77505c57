import { COMMENT_CONTENT_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, postH5Form, startH5TestServer } from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// The H5 complaint page as a phone reader uses it (decision 078), and the H5 collectives: rendered
// by the server from the real apps/h5 build on the mobile origin's host; writes go through the
// pages' own route actions as form posts, exactly as a browser without scripts sends them.
const PHONE_IN_TEXT = "13712345678";
const MASKED_PHONE = "137****5678";

let server: TestServer;
let app: FastifyInstance;
let closeAll = async () => {};
const people = {} as Record<"owner" | "reader", { id: number; token: string }>;
let complaintId: number;
let collectiveId: number;
let firstCommentId: number;

async function login(phone: string): Promise<string> {
  await app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone } });
  const code = server.sms.sent.findLast((message) => message.phone === phone)?.code;
  return app
    .inject({ method: "POST", url: "/api/auth/login_sms", payload: { phone, code } })
    .then((response) => response.json().data.token as string);
}

const cookieOf = (token: string) => `web-token=${encodeURIComponent(token)}`;

async function onMobile(url: string, token?: string) {
  const response = await app.inject({
    url,
    headers: { host: MOBILE_HOST, "user-agent": IPHONE, ...(token ? { cookie: cookieOf(token) } : {}) },
  });
  return { status: response.statusCode, location: response.headers.location, html: response.body };
}

/** A form post to an H5 page's action, as a browser sends it. */
async function post(url: string, fields: Record<string, string>, token?: string) {
  const response = await postH5Form(app, url, fields, token ? cookieOf(token) : undefined);
  return { status: response.statusCode, location: response.headers.location, html: response.body };
}

async function commentsOn(id: number) {
  const [row] = await server.db
    .select({ total: count() })
    .from(schema.comments)
    .where(eq(schema.comments.complaintId, id));
  return row?.total ?? 0;
}

const pagePath = () => `/pages/complaint/details?id=${complaintId}`;

beforeAll(async () => {
  server = await startH5TestServer();
  app = server.app;
  closeAll = server.close;
  const { db } = server;
  const piiKeys = derivePiiKeys(TEST_PII_SECRET);
  for (const role of ["owner", "reader"] as const) {
    const user = await createUser(db, piiKeys);
    people[role] = { id: user.id, token: await login(user.phone) };
  }
  const brand = await createBrand(db, { name: "青禾优选" });
  complaintId = (
    await createComplaint(db, piiKeys, {
      userId: people.owner.id,
      brandId: brand.id,
      title: "青禾优选的空气炸锅用了三天就坏，客服拒绝退货",
      content: `空气炸锅用了三天加热管就坏了，客服说人为损坏不给退。我的电话${PHONE_IN_TEXT}，请商家联系。`,
    })
  ).id;
  await db.insert(schema.complaintImages).values([
    { complaintId, url: "evidence/fryer-1.jpg", thumbUrl: "evidence/fryer-1-thumb.jpg", sort: 0 },
    { complaintId, url: "evidence/fryer-2.jpg", thumbUrl: null, sort: 1 },
  ]);
  const [collective] = await db
    .insert(schema.collectiveComplaints)
    .values({
      brandId: brand.id,
      title: "青禾优选空气炸锅加热管故障",
      description: "同一批次的空气炸锅用几天加热管就坏，商家拒绝退货。",
      memberCount: 1,
    })
    .returning({ id: schema.collectiveComplaints.id });
  collectiveId = collective!.id;
  await db.update(schema.complaints).set({ collectiveId }).where(eq(schema.complaints.id, complaintId));
  // An earlier comment, through the API, for the page to list and to like.
  const posted = await app.inject({
    method: "POST",
    url: "/api/user/complaint/comment",
    headers: { authorization: `Bearer ${people.owner.token}` },
    payload: { complaint_id: complaintId, content: "补充一下：商家至今没有回复我的退货申请。" },
  });
  firstCommentId = posted.json().data.id;
}, 120_000);

afterAll(() => closeAll());

describe("the H5 complaint page", () => {
  it("shows the evidence images lazily, each opening large, with the figures, comments and sharing", async () => {
    const page = await onMobile(pagePath());
    expect(page.status).toBe(200);
    // Thumbnails load as they near the screen; each is a link to the full image.
    expect(page.html).toMatch(/<img[^>]*src="[^"]*evidence\/fryer-1-thumb\.jpg"[^>]*loading="lazy"/);
    expect(page.html).toMatch(/<a[^>]*href="[^"]*evidence\/fryer-1\.jpg"/);
    expect(page.html).toMatch(/<a[^>]*href="[^"]*evidence\/fryer-2\.jpg"/);
    for (const label of ["浏览", "评论", "点赞", "投诉进度", "分享", "复制链接"])
      expect(page.html).toContain(label);
    expect(page.html).toContain("补充一下：商家至今没有回复我的退货申请。");
    expect(page.html).toContain(`href="${server.config.siteOrigin}/poster/tousu/${complaintId}"`);
    expect(page.html).toContain(`href="${server.config.siteOrigin}/poster/help/${complaintId}"`);
    expect(page.html).toMatch(/href="\/brands\/\d+"/);
    // It belongs to an open collective: the way in is the filing page with the collective's id.
    expect(page.html).toContain(`href="/tousu/collective/${collectiveId}"`);
    expect(page.html).toContain(`href="/complaint/create?collective_id=${collectiveId}"`);
  });

  it("shows the free text masked as the PC page does", async () => {
    const page = await onMobile(pagePath());
    expect(page.html).not.toContain(PHONE_IN_TEXT);
    expect(page.html).toContain(`我的电话${MASKED_PHONE}`);
  });

  it("offers a visitor the login page, coming back here, and sends a visitor's post there, storing nothing", async () => {
    const loginHref = `/pages/login?${new URLSearchParams({ redirect: pagePath() })}`.replaceAll(
      "&",
      "&amp;",
    );
    const page = await onMobile(pagePath());
    expect(page.html).toContain(`href="${loginHref}"`);
    expect(page.html).toContain("登录后发表评论");
    const before = await commentsOn(complaintId);
    const answer = await post(pagePath(), { intent: "comment", content: "访客也想说两句，看看能不能发出去" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/pages/login?${new URLSearchParams({ redirect: pagePath() })}`);
    expect(await commentsOn(complaintId)).toBe(before);
  });

  it("lets a logged-in reader comment through the page's action", async () => {
    const before = await commentsOn(complaintId);
    const content = "我也买了同一款，同样的问题，支持维权！";
    const answer = await post(pagePath(), { intent: "comment", content }, people.reader.token);
    expect(answer.status).toBe(200);
    expect(await commentsOn(complaintId)).toBe(before + 1);
    const page = await onMobile(pagePath(), people.reader.token);
    expect(page.html).toContain(content);
    expect(page.html).toContain("发表评论");
  });

  it("refuses a comment the API refuses, with the catalogue's message and what was typed, storing nothing", async () => {
    const before = await commentsOn(complaintId);
    const answer = await post(pagePath(), { intent: "comment", content: "顶" }, people.reader.token);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(COMMENT_CONTENT_MESSAGE);
    expect(answer.html).toMatch(/<textarea[^>]*>顶<\/textarea>/);
    expect(await commentsOn(complaintId)).toBe(before);
  });

  it("counts a comment's like once however often it is sent", async () => {
    const like = () =>
      post(pagePath(), { intent: "like-comment", comment_id: String(firstCommentId) }, people.reader.token);
    expect((await like()).status).toBe(200);
    const second = await like();
    expect(second.status).toBe(200);
    expect(second.html).toContain("您已经赞过这条评论了");
    const [comment] = await server.db
      .select({ likeCount: schema.comments.likeCount })
      .from(schema.comments)
      .where(eq(schema.comments.id, firstCommentId));
    expect(comment?.likeCount).toBe(1);
    const [likes] = await server.db
      .select({ total: count() })
      .from(schema.commentLikes)
      .where(
        and(
          eq(schema.commentLikes.commentId, firstCommentId),
          eq(schema.commentLikes.userId, people.reader.id),
        ),
      );
    expect(likes?.total).toBe(1);
    expect((await onMobile(pagePath(), people.reader.token)).html).toContain("已点赞，当前1个赞");
  });

  it("counts 我也遇到 once however often it is sent, and sends a visitor's to login", async () => {
    const supportCount = async () => {
      const [row] = await server.db
        .select({ likeCount: schema.complaints.likeCount })
        .from(schema.complaints)
        .where(eq(schema.complaints.id, complaintId));
      return row?.likeCount;
    };
    const visitor = await post(pagePath(), { intent: "support" });
    expect(visitor.location).toBe(`/pages/login?${new URLSearchParams({ redirect: pagePath() })}`);
    expect(await supportCount()).toBe(0);
    expect((await post(pagePath(), { intent: "support" }, people.reader.token)).status).toBe(200);
    const second = await post(pagePath(), { intent: "support" }, people.reader.token);
    expect(second.html).toContain("您已经点过“我也遇到”了");
    expect(await supportCount()).toBe(1);
    expect((await onMobile(pagePath(), people.reader.token)).html).toContain("已表示遇到");
  });

  it("gives the author the way to the next steps", async () => {
    const page = await onMobile(pagePath(), people.owner.token);
    expect(page.html).toContain(`href="/user/complaint/${complaintId}"`);
    expect((await onMobile(pagePath(), people.reader.token)).html).not.toContain(
      `href="/user/complaint/${complaintId}"`,
    );
  });

  it("is where /complaint/{id} and /complaint/{id}/{index} lead on the mobile host", async () => {
    const owner = await onMobile(`/complaint/${complaintId}`);
    expect(owner.status).toBe(302);
    expect(owner.location).toBe(pagePath());
    const entry = await onMobile(`/complaint/${complaintId}/1`);
    expect(entry.location).toBe(`${pagePath()}#progress-1`);
    // The fragment names the timeline entry, on a seeded complaint that has one.
    const [step] = await server.db
      .select({ id: schema.complaintOperatorStream.complaintId })
      .from(schema.complaintOperatorStream)
      .innerJoin(schema.complaints, eq(schema.complaints.id, schema.complaintOperatorStream.complaintId))
      .where(
        and(
          schema.publicComplaintCondition(schema.complaints),
          eq(schema.complaintOperatorStream.isPublic, true),
        ),
      )
      .limit(1);
    const withTimeline = await onMobile(`/pages/complaint/details?id=${step!.id}`);
    expect(withTimeline.html).toContain('id="progress-1"');
  });

  it("lists every comment at /complaint/comment/{id}, with the comment box", async () => {
    const page = await onMobile(`/complaint/comment/${complaintId}`, people.reader.token);
    expect(page.status).toBe(200);
    expect(page.html).toContain("补充一下：商家至今没有回复我的退货申请。");
    expect(page.html).toContain('name="content"');
    expect(page.html).toContain(`href="/pages/complaint/details?id=${complaintId}"`);
    expect((await onMobile("/complaint/comment/abc")).status).toBe(404);
  });
});

describe("the H5 collectives", () => {
  it("lists the collectives under way, each linking to its H5 page", async () => {
    const page = await onMobile("/tousu/collective/list");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`href="/tousu/collective/${collectiveId}"`);
    expect(page.html).toContain("青禾优选空气炸锅加热管故障");
    expect(page.html).toContain('href="/tousu/collective/list?status=closed"');
  });

  it("shows one collective with its members' complaints and the way to join", async () => {
    const page = await onMobile(`/tousu/collective/${collectiveId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("同一批次的空气炸锅用几天加热管就坏");
    expect(page.html).toContain(`href="/pages/complaint/details?id=${complaintId}"`);
    expect(page.html).toContain(`href="/complaint/create?collective_id=${collectiveId}"`);
    expect((await onMobile("/tousu/collective/2147483000")).status).toBe(404);
  });
});
