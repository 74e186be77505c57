import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { untilAStatementWaitsOnALock } from "../../testing/lock-waits";
import { signInNewMember } from "../../testing/sign-in-member";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
const tokens = {} as Record<"consumer" | "moderator" | "editor" | "admin", string>;
const ids = {} as Record<"consumer" | "moderator" | "editor" | "admin", number>;

async function staffMember(role: "moderator" | "editor" | "admin") {
  const user = await createUser(t.db, piiKeys, { nickname: `测试${role}` });
  await t.db.insert(schema.userRoles).values({ userId: user.id, role });
  return user;
}

beforeAll(async () => {
  t = await buildTestApp();
  const consumer = await createUser(t.db, piiKeys);
  ids.consumer = consumer.id;
  tokens.consumer = await loginBySms(t, consumer.phone);
  for (const role of ["moderator", "editor", "admin"] as const) {
    const user = await staffMember(role);
    ids[role] = user.id;
    tokens[role] = await loginBySms(t, user.phone);
  }
});
afterAll(() => t.close());

type Who = keyof typeof tokens | "visitor";

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function staffActionCount(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(schema.staffActions);
  return row?.value ?? 0;
}

async function lastStaffAction() {
  const [row] = await t.db
    .select()
    .from(schema.staffActions)
    .orderBy(sql`${schema.staffActions.id} desc`)
    .limit(1);
  return row;
}

/** Runs a mutation and asserts it appended exactly one row to the staff log. */
async function expectOneStaffAction(run: () => ReturnType<typeof call>) {
  const before = await staffActionCount();
  const response = await run();
  expect(response.json()).toMatchObject({ code: 200 });
  expect(await staffActionCount()).toBe(before + 1);
  return { response, action: await lastStaffAction() };
}

async function pendingComplaint(overrides: Parameters<typeof createComplaint>[2] = {}) {
  return createComplaint(t.db, piiKeys, {
    status: "pending_review",
    reviewedAt: null,
    dispatchedAt: null,
    ...overrides,
  });
}

describe("who may use which endpoint", () => {
  // The minimum role of each endpoint; a body that would pass validation, so only the role decides.
  const endpoints: {
    method: "GET" | "POST" | "PUT" | "DELETE";
    url: string;
    role: "moderator" | "editor" | "admin";
    body?: object;
  }[] = [
    { method: "GET", url: "/admin/complaints", role: "moderator" },
    { method: "GET", url: "/admin/complaints/1", role: "moderator" },
    { method: "POST", url: "/admin/complaints/1/hide", role: "moderator", body: { reason: "违规内容" } },
    { method: "POST", url: "/admin/complaints/1/restore", role: "moderator", body: { reason: "误判恢复" } },
    { method: "GET", url: "/admin/applications", role: "moderator" },
    { method: "GET", url: "/admin/reports", role: "moderator" },
    { method: "POST", url: "/admin/reports/1/resolve", role: "moderator", body: { action: "dismiss" } },
    { method: "GET", url: "/admin/comments", role: "moderator" },
    { method: "POST", url: "/admin/comments/1/approve", role: "moderator", body: {} },
    { method: "POST", url: "/admin/comments/1/hide", role: "moderator", body: { reason: "广告" } },
    { method: "POST", url: "/admin/comments/1/restore", role: "moderator", body: { reason: "误判" } },
    { method: "GET", url: "/admin/brand-claims", role: "moderator" },
    { method: "POST", url: "/admin/brand-claims/1/review", role: "moderator", body: { decision: "refuse" } },
    { method: "GET", url: "/admin/sensitive-words", role: "editor" },
    {
      method: "POST",
      url: "/admin/sensitive-words",
      role: "editor",
      body: { word: "权限测试词", level: "block" },
    },
    { method: "DELETE", url: "/admin/sensitive-words/1", role: "editor" },
    { method: "GET", url: "/admin/brands", role: "admin" },
    { method: "PUT", url: "/admin/brands/1", role: "admin", body: { industry: "电商", enterprise_id: null } },
    { method: "GET", url: "/admin/enterprises", role: "admin" },
    {
      method: "POST",
      url: "/admin/enterprises",
      role: "admin",
      body: { name: "权限测试有限公司", credit_code: "91110000MA01ABCD3U" },
    },
    { method: "PUT", url: "/admin/enterprises/1", role: "admin", body: { is_verified: true } },
    { method: "GET", url: "/admin/users", role: "admin" },
    { method: "POST", url: "/admin/users/1/ban", role: "admin", body: { reason: "违规" } },
    { method: "POST", url: "/admin/users/1/unban", role: "admin", body: { reason: "申诉通过" } },
    { method: "GET", url: "/admin/staff-actions", role: "admin" },
  ];
  const outsiders: Record<"moderator" | "editor" | "admin", Who[]> = {
    moderator: ["consumer", "editor"],
    editor: ["consumer", "moderator"],
    admin: ["consumer", "moderator", "editor"],
  };

  it.each(endpoints)("$method $url: visitors 401, other roles 403, nothing logged", async (endpoint) => {
    const before = await staffActionCount();
    const visitor = await call(endpoint.method, endpoint.url, "visitor", endpoint.body);
    expect(visitor.statusCode).toBe(401);
    for (const who of outsiders[endpoint.role]) {
      const response = await call(endpoint.method, endpoint.url, who, endpoint.body);
      expect({ who, status: response.statusCode, code: response.json().code }).toEqual({
        who,
        status: 403,
        code: 403,
      });
    }
    expect(await staffActionCount()).toBe(before);
  });

  it("lets the role itself and admins read", async () => {
    for (const endpoint of endpoints.filter(
      (candidate) => candidate.method === "GET" && !/\d/.test(candidate.url),
    )) {
      for (const who of new Set<Who>([endpoint.role, "admin"])) {
        expect((await call("GET", endpoint.url, who)).json()).toMatchObject({ code: 200 });
      }
    }
  });

  it("GET /admin/me names the staff roles and refuses everybody else", async () => {
    expect((await call("GET", "/admin/me", "editor")).json()).toMatchObject({
      code: 200,
      data: { id: ids.editor, roles: ["editor"] },
    });
    expect((await call("GET", "/admin/me", "consumer")).statusCode).toBe(403);
    expect((await call("GET", "/admin/me", "visitor")).statusCode).toBe(401);
  });
});

describe("the audit queue", () => {
  it("lists pending complaints oldest first with flags and the resubmission marker", async () => {
    const older = await pendingComplaint({
      createdAt: new Date("2020-01-01T00:00:00Z"),
      title: "最早的待审投诉标题",
    });
    const resubmitted = await pendingComplaint({
      createdAt: new Date("2020-01-02T00:00:00Z"),
      resubmitCount: 1,
    });
    await t.db
      .insert(schema.complaintReviewFlags)
      .values({ complaintId: older.id, reason: "sensitive_words", words: ["加微信"] });

    const page = (await call("GET", "/admin/complaints?page_size=100", "moderator")).json().data;
    const listed = page.list.map((item: { id: number }) => item.id);
    expect(listed.indexOf(older.id)).toBeLessThan(listed.indexOf(resubmitted.id));
    expect(page.list.every((item: { status: string }) => item.status === "pending_review")).toBe(true);
    const first = page.list.find((item: { id: number }) => item.id === older.id);
    expect(first).toMatchObject({
      flags: [{ reason: "sensitive_words", words: ["加微信"] }],
      is_resubmission: false,
    });
    // Phones would appear as whole string values; serial numbers are longer.
    expect(JSON.stringify(page)).not.toMatch(/"1[3-9]\d{9}"/);
    expect(page.list.find((item: { id: number }) => item.id === resubmitted.id)).toMatchObject({
      is_resubmission: true,
      flags: [],
    });

    const flagged = (await call("GET", "/admin/complaints?flagged=true&page_size=100", "moderator")).json()
      .data;
    expect(flagged.list.map((item: { id: number }) => item.id)).toContain(older.id);
    expect(flagged.list.map((item: { id: number }) => item.id)).not.toContain(resubmitted.id);
    const found = (
      await call("GET", `/admin/complaints?keyword=${encodeURIComponent("最早的待审")}`, "moderator")
    ).json().data;
    expect(found.list.map((item: { id: number }) => item.id)).toEqual([older.id]);
  });

  it("refuses a bad filter", async () => {
    expect((await call("GET", "/admin/complaints?status=nonsense", "moderator")).json()).toMatchObject({
      code: 400,
      msg: "无效的投诉状态",
    });
    expect((await call("GET", "/admin/complaints?flagged=maybe", "moderator")).json()).toMatchObject({
      code: 400,
    });
  });

  it("shows the whole complaint for review with private rows, masked phone and no raw ID number", async () => {
    const author = await createUser(t.db, piiKeys);
    const complaint = await pendingComplaint({
      userId: author.id,
      // Not approved yet, so not dispatched to an enterprise: the review shows the brand's.
      enterpriseId: null,
      realNameCipher: (await import("@tousu/db")).encryptPii("张三", piiKeys.encryptionKey),
      idCardCipher: (await import("@tousu/db")).encryptPii("110101199003070011", piiKeys.encryptionKey),
    });
    await t.db.insert(schema.complaintOperatorStream).values({
      complaintId: complaint.id,
      actorType: "platform",
      action: "info_requested",
      content: "内部备注",
      isPublic: false,
    });
    const [brand] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, complaint.brandId!));
    const response = await call("GET", `/admin/complaints/${complaint.id}`, "moderator");
    const data = response.json().data;
    expect(data).toMatchObject({
      id: complaint.id,
      status: "pending_review",
      author: { id: author.id, real_name: "张三", id_card_masked: expect.stringContaining("*") },
      enterprise: { id: brand?.enterpriseId },
      timeline: [{ action: "info_requested", is_public: false, content: "内部备注" }],
      moderator_actions: expect.arrayContaining(["approve", "reject", "request_info"]),
    });
    expect(data.author.phone_masked).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(JSON.stringify(data)).not.toContain("110101199003070011");
    expect(JSON.stringify(data)).not.toContain(author.phone);
    expect((await call("GET", "/admin/complaints/999999999", "moderator")).statusCode).toBe(404);
    expect((await call("GET", "/admin/complaints/abc", "moderator")).json()).toMatchObject({ code: 400 });
  });
});

describe("hiding and restoring a complaint", () => {
  it("purges only the page of a complaint that was never in a public list", async () => {
    const inReview = await createComplaint(t.db, piiKeys, { status: "pending_review", dispatchedAt: null });
    const purgedBefore = t.purgedPaths.length;
    await expectOneStaffAction(() =>
      call("POST", `/admin/complaints/${inReview.id}/hide`, "moderator", { reason: "重复提交" }),
    );
    expect(t.purgedPaths.slice(purgedBefore)).toEqual([
      `/tousu/${inReview.id}`,
      `/tousu/${inReview.id}.data`,
    ]);
  });

  it("hides with a private timeline row, a message to the author and one log entry", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const { action } = await expectOneStaffAction(() =>
      call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", { reason: "包含他人隐私" }),
    );
    expect(action).toMatchObject({
      staffId: ids.moderator,
      action: "complaint.hide",
      complaintId: complaint.id,
      detail: { reason: "包含他人隐私" },
    });
    const [stored] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(stored?.isHidden).toBe(true);
    // Its page, and the lists of newest complaints it no longer belongs in.
    const pagesShowingIt = [
      `/tousu/${complaint.id}`,
      `/tousu/${complaint.id}.data`,
      "/",
      "/_root.data",
      "/tousu",
      "/tousu.data",
      `/brands/${complaint.brandId}`,
      `/brands/${complaint.brandId}.data`,
      `/enterprise/${complaint.enterpriseId}`,
      `/enterprise/${complaint.enterpriseId}.data`,
    ];
    expect(t.purgedPaths).toEqual(expect.arrayContaining(pagesShowingIt));
    // Once the origin's own caches of those lists have turned over, they are purged again: a CDN
    // that refetched in between may have been given a list cached before the hide.
    const purgedAtOnce = t.purgedPaths.length;
    await t.app.runDueJobs();
    expect(t.purgedPaths).toHaveLength(purgedAtOnce);
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 71_000));
    try {
      await t.app.runDueJobs();
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    expect(t.purgedPaths.slice(purgedAtOnce)).toEqual(pagesShowingIt);
    const stream = await t.db
      .select()
      .from(schema.complaintOperatorStream)
      .where(eq(schema.complaintOperatorStream.complaintId, complaint.id));
    expect(stream).toContainEqual(
      expect.objectContaining({
        action: "hidden",
        actorType: "platform",
        isPublic: false,
        content: "包含他人隐私",
      }),
    );
    const messages = await t.db
      .select()
      .from(schema.pushMessages)
      .where(
        and(
          eq(schema.pushMessages.userId, complaint.userId),
          eq(schema.pushMessages.complaintId, complaint.id),
        ),
      );
    expect(messages.map((message) => message.title)).toContain("您的投诉已被平台隐藏");

    const before = await staffActionCount();
    expect(
      (
        await call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", { reason: "再次隐藏" })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该投诉已处于隐藏状态" });
    expect(await staffActionCount()).toBe(before);

    await expectOneStaffAction(() =>
      call("POST", `/admin/complaints/${complaint.id}/restore`, "admin", { reason: "核实后恢复" }),
    );
    const [restored] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(restored?.isHidden).toBe(false);
  });

  it("needs a reason and stores nothing without one", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const before = await staffActionCount();
    const response = await call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", {
      reason: " ",
    });
    expect(response.json()).toMatchObject({ code: 400, msg: "操作原因至少2个字" });
    expect(await staffActionCount()).toBe(before);
    const [stored] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(stored?.isHidden).toBe(false);
    expect(
      (await call("POST", "/admin/complaints/999999999/hide", "moderator", { reason: "不存在" })).statusCode,
    ).toBe(404);
  });
});

describe("reports", () => {
  it("hiding resolves every open report of the same content in one logged action", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const reporters = [await createUser(t.db, piiKeys), await createUser(t.db, piiKeys)];
    const reports = await t.db
      .insert(schema.contentReports)
      .values(
        reporters.map((reporter) => ({
          targetType: "complaint" as const,
          targetId: complaint.id,
          reporterId: reporter.id,
          reason: "privacy",
        })),
      )
      .returning();
    const listed = (await call("GET", "/admin/reports?page_size=100", "moderator")).json().data;
    expect(listed.list).toContainEqual(
      expect.objectContaining({
        id: reports[0]!.id,
        reason: "泄露隐私",
        target: { preview: complaint.title, complaint_id: complaint.id, is_hidden: false },
      }),
    );

    const purgedBefore = t.purgedPaths.length;
    const { response, action } = await expectOneStaffAction(() =>
      call("POST", `/admin/reports/${reports[0]!.id}/resolve`, "moderator", {
        action: "hide",
        note: "确含隐私",
      }),
    );
    expect(response.json().data).toEqual({ id: reports[0]!.id, status: "approved", resolved_count: 2 });
    // The hidden complaint leaves its page and the lists it was in.
    expect(t.purgedPaths.slice(purgedBefore)).toEqual(
      expect.arrayContaining([`/tousu/${complaint.id}`, "/tousu", `/brands/${complaint.brandId}`]),
    );
    expect(action).toMatchObject({ action: "report.hide", complaintId: complaint.id });
    const [hidden] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(hidden?.isHidden).toBe(true);
    const statuses = await t.db
      .select({ status: schema.contentReports.status })
      .from(schema.contentReports)
      .where(eq(schema.contentReports.targetId, complaint.id));
    expect(statuses.map((row) => row.status)).toEqual(["approved", "approved"]);

    expect(
      (
        await call("POST", `/admin/reports/${reports[1]!.id}/resolve`, "moderator", { action: "dismiss" })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该举报已处理" });
  });

  it("dismisses a comment report and leaves the comment; refuses an unknown action", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const [comment] = await t.db
      .insert(schema.comments)
      .values({ complaintId: complaint.id, userId: ids.consumer, content: "正常的评论内容" })
      .returning();
    const [report] = await t.db
      .insert(schema.contentReports)
      .values({ targetType: "comment", targetId: comment!.id, reporterId: ids.editor, reason: "abuse" })
      .returning();
    const before = await staffActionCount();
    expect(
      (await call("POST", `/admin/reports/${report!.id}/resolve`, "moderator", { action: "delete" })).json(),
    ).toMatchObject({ code: 400, msg: "请选择处理方式" });
    expect(await staffActionCount()).toBe(before);
    await expectOneStaffAction(() =>
      call("POST", `/admin/reports/${report!.id}/resolve`, "moderator", { action: "dismiss" }),
    );
    const [stored] = await t.db.select().from(schema.comments).where(eq(schema.comments.id, comment!.id));
    expect(stored?.status).toBe("published");
  });
});

describe("comments held for review", () => {
  it("approves a pending comment into the count, hides and restores it", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const [comment] = await t.db
      .insert(schema.comments)
      .values({ complaintId: complaint.id, userId: ids.consumer, content: "待审核的评论", status: "pending" })
      .returning();
    const pending = (await call("GET", "/admin/comments?page_size=100", "moderator")).json().data;
    expect(pending.list).toContainEqual(
      expect.objectContaining({
        id: comment!.id,
        status: "pending",
        complaint: { id: complaint.id, title: complaint.title },
      }),
    );
    const commentCount = async () =>
      (await t.db.select().from(schema.complaints).where(eq(schema.complaints.id, complaint.id)))[0]
        ?.commentCount;
    const counted = await commentCount();

    await expectOneStaffAction(() => call("POST", `/admin/comments/${comment!.id}/approve`, "moderator", {}));
    expect(await commentCount()).toBe((counted ?? 0) + 1);
    expect(
      (await call("POST", `/admin/comments/${comment!.id}/approve`, "moderator", {})).json(),
    ).toMatchObject({
      code: 400,
      msg: "该评论不在待审核状态",
    });
    const purgedBefore = t.purgedPaths.length;
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${comment!.id}/hide`, "moderator", { reason: "广告引流" }),
    );
    expect(await commentCount()).toBe(counted);
    // The comment was on the complaint's public page: the CDN's copy must go too.
    expect(t.purgedPaths.slice(purgedBefore)).toEqual([
      `/tousu/${complaint.id}`,
      `/tousu/${complaint.id}.data`,
    ]);
    const hidden = (await call("GET", "/admin/comments?status=hidden&page_size=100", "moderator")).json()
      .data;
    expect(hidden.list.map((item: { id: number }) => item.id)).toContain(comment!.id);
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${comment!.id}/restore`, "moderator", { reason: "误判" }),
    );
    expect(await commentCount()).toBe((counted ?? 0) + 1);
    expect(
      (await call("POST", "/admin/comments/999999999/hide", "moderator", { reason: "不存在" })).statusCode,
    ).toBe(404);
  });

  it("approving a held comment or reply notifies whom posting it unheld would have, once", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const threadStarter = await createUser(t.db, piiKeys, { nickname: "楼主评论人" });
    const pushesTo = (userId: number) =>
      t.db
        .select()
        .from(schema.pushMessages)
        .where(
          and(eq(schema.pushMessages.userId, userId), eq(schema.pushMessages.complaintId, complaint.id)),
        );
    const [topLevel] = await t.db
      .insert(schema.comments)
      .values({
        complaintId: complaint.id,
        userId: threadStarter.id,
        content: "已发布的评论",
        status: "published",
      })
      .returning();
    const [heldComment, heldReply] = await t.db
      .insert(schema.comments)
      .values([
        { complaintId: complaint.id, userId: ids.consumer, content: "待审核的评论内容", status: "pending" },
        {
          complaintId: complaint.id,
          userId: ids.consumer,
          parentId: topLevel!.id,
          replyToUserId: threadStarter.id,
          content: "待审核的回复内容",
          status: "pending",
        },
      ])
      .returning();
    expect(await pushesTo(complaint.userId)).toEqual([]);

    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${heldComment!.id}/approve`, "moderator", {}),
    );
    expect(await pushesTo(complaint.userId)).toEqual([
      expect.objectContaining({
        title: "您的投诉有新评论",
        content: expect.stringMatching(/评论了您的投诉：待审核的评论内容$/),
        link: `/complaint/comment/${complaint.id}`,
      }),
    ]);
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${heldReply!.id}/approve`, "moderator", {}),
    );
    expect(await pushesTo(threadStarter.id)).toEqual([
      expect.objectContaining({
        title: "您的评论有新回复",
        content: expect.stringMatching(/回复了您：待审核的回复内容$/),
      }),
    ]);

    // Hiding and restoring is not news: nobody hears of the comment a second time.
    await call("POST", `/admin/comments/${heldComment!.id}/hide`, "moderator", { reason: "复核" });
    await call("POST", `/admin/comments/${heldComment!.id}/restore`, "moderator", { reason: "误判" });
    expect(await pushesTo(complaint.userId)).toHaveLength(1);
    expect(await pushesTo(threadStarter.id)).toHaveLength(1);
  });
});

describe("brands, enterprises and claims", () => {
  it("assigns a brand to an enterprise and refuses an unknown one", async () => {
    const brand = await createBrand(t.db, { enterpriseId: null });
    const enterprise = await createEnterprise(t.db);
    const { response } = await expectOneStaffAction(() =>
      call("PUT", `/admin/brands/${brand.id}`, "admin", {
        industry: "家电",
        description: "品牌简介",
        enterprise_id: enterprise.id,
      }),
    );
    expect(response.json().data).toMatchObject({
      id: brand.id,
      industry: "家电",
      enterprise: { id: enterprise.id, name: enterprise.name },
    });
    const before = await staffActionCount();
    expect(
      (
        await call("PUT", `/admin/brands/${brand.id}`, "admin", { industry: "家电", enterprise_id: 99999999 })
      ).json(),
    ).toMatchObject({ code: 400, msg: "所选企业不存在" });
    expect(await staffActionCount()).toBe(before);
    const found = (
      await call("GET", `/admin/brands?keyword=${encodeURIComponent(brand.name)}`, "admin")
    ).json().data;
    expect(found.list).toEqual([expect.objectContaining({ id: brand.id, industry: "家电" })]);
  });

  it("renames a brand with fresh pinyin for autocomplete, and refuses a name another brand has", async () => {
    const brand = await createBrand(t.db, { enterpriseId: null });
    const other = await createBrand(t.db, { enterpriseId: null });
    const { response, action } = await expectOneStaffAction(() =>
      call("PUT", `/admin/brands/${brand.id}`, "admin", {
        name: " 晨曦改名厨电 ",
        industry: "家电",
        enterprise_id: null,
      }),
    );
    expect(response.json().data).toMatchObject({ id: brand.id, name: "晨曦改名厨电" });
    const [renamed] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, brand.id));
    expect(renamed).toMatchObject({
      name: "晨曦改名厨电",
      pinyin: "chenxigaimingchudian",
      initials: "cxgmcd",
    });
    expect(action?.detail).toMatchObject({ before: { name: brand.name }, after: { name: "晨曦改名厨电" } });

    const before = await staffActionCount();
    expect(
      (
        await call("PUT", `/admin/brands/${other.id}`, "admin", {
          name: "晨曦改名厨电",
          industry: "家电",
          enterprise_id: null,
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "品牌名称已存在" });
    expect(await staffActionCount()).toBe(before);
    const [untouched] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, other.id));
    expect(untouched).toMatchObject({ name: other.name, pinyin: other.pinyin });

    // Sending the brand's own name, or none, keeps it.
    for (const body of [{ name: "晨曦改名厨电" }, {}]) {
      expect(
        (
          await call("PUT", `/admin/brands/${brand.id}`, "admin", {
            ...body,
            industry: "厨电",
            enterprise_id: null,
          })
        ).json(),
      ).toMatchObject({ code: 200, data: { name: "晨曦改名厨电", industry: "厨电" } });
    }
  });

  it("answers a rename racing another to the same name with the same 400, never a 500", async () => {
    const rename = (brandId: number, name: string) =>
      call("PUT", `/admin/brands/${brandId}`, "admin", { name, industry: "家电", enterprise_id: null });
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createBrand(t.db, { enterpriseId: null })),
    );
    const before = await staffActionCount();

    // Deterministically: the other rename has written but not committed, so no check can see it;
    // the request waits on the unique index until it commits.
    let racing: ReturnType<typeof call> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.update(schema.brands).set({ name: "同时改名厨电" }).where(eq(schema.brands.id, first!.id));
      racing = rename(second!.id, "同时改名厨电");
      await untilAStatementWaitsOnALock(t.db);
    });
    expect((await racing!).json()).toMatchObject({ code: 400, msg: "品牌名称已存在" });

    // And as two requests at once.
    const answers = await Promise.all([
      rename(second!.id, "同刻改名厨电"),
      rename(third!.id, "同刻改名厨电"),
    ]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([200, 400]);
    expect(answers.map((answer) => answer.json().msg)).toContain("品牌名称已存在");
    expect(await staffActionCount()).toBe(before + 1);
  });

  it("creates an enterprise only with a well-formed, correctly checked, unused credit code, and verifies it", async () => {
    const countEnterprises = async () =>
      (await t.db.select({ value: count() }).from(schema.enterprises))[0]?.value;
    const before = await countEnterprises();
    for (const credit_code of ["123", "91110000MA01ABCD3", "91110000MA01ABCDIO"]) {
      expect(
        (await call("POST", "/admin/enterprises", "admin", { name: "格式测试有限公司", credit_code })).json(),
      ).toMatchObject({
        code: 400,
        msg: "请填写18位有效的统一社会信用代码",
      });
    }
    // Well-formed, but the check character does not match the first 17 characters (it should be 1).
    expect(
      (
        await call("POST", "/admin/enterprises", "admin", {
          name: "校验测试有限公司",
          credit_code: "91330100MA27XYHW5K",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "统一社会信用代码校验位不正确，请核对后重新填写" });
    expect(await countEnterprises()).toBe(before);

    const { response } = await expectOneStaffAction(() =>
      call("POST", "/admin/enterprises", "admin", {
        name: "新登记科技有限公司",
        credit_code: "91330100mA27xyhw51",
      }),
    );
    const created = response.json().data;
    expect(created).toMatchObject({
      name: "新登记科技有限公司",
      credit_code: "91330100MA27XYHW51",
      is_verified: false,
    });
    expect(
      (
        await call("POST", "/admin/enterprises", "admin", {
          name: "重复科技有限公司",
          credit_code: "91330100MA27XYHW51",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该统一社会信用代码已登记" });

    const { response: verified, action } = await expectOneStaffAction(() =>
      call("PUT", `/admin/enterprises/${created.id}`, "admin", { is_verified: true }),
    );
    expect(verified.json().data).toMatchObject({
      is_verified: true,
      verified_at: TEST_SEED_NOW.toISOString(),
    });
    expect(action?.action).toBe("enterprise.verify");
    expect((await call("PUT", `/admin/enterprises/${created.id}`, "admin", {})).json()).toMatchObject({
      code: 400,
      msg: "请填写要修改的内容",
    });
  });

  it("approving a claim gives the brand to the enterprise and refuses the rival claims", async () => {
    const brand = await createBrand(t.db, { enterpriseId: null });
    const [winner, rival] = [await createEnterprise(t.db), await createEnterprise(t.db)];
    const claims = await t.db
      .insert(schema.brandClaims)
      .values([
        { brandId: brand.id, enterpriseId: winner.id, evidence: "商标注册证" },
        { brandId: brand.id, enterpriseId: rival.id, evidence: "授权书" },
      ])
      .returning();
    const listed = (await call("GET", "/admin/brand-claims?page_size=100", "moderator")).json().data;
    expect(listed.list.map((claim: { id: number }) => claim.id)).toEqual(
      expect.arrayContaining(claims.map((claim) => claim.id)),
    );
    await expectOneStaffAction(() =>
      call("POST", `/admin/brand-claims/${claims[0]!.id}/review`, "moderator", { decision: "approve" }),
    );
    const [owned] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, brand.id));
    expect(owned?.enterpriseId).toBe(winner.id);
    const stored = await t.db
      .select()
      .from(schema.brandClaims)
      .where(eq(schema.brandClaims.brandId, brand.id));
    expect(Object.fromEntries(stored.map((claim) => [claim.enterpriseId, claim.status]))).toEqual({
      [winner.id]: "approved",
      [rival.id]: "refused",
    });
    expect(
      (
        await call("POST", `/admin/brand-claims/${claims[1]!.id}/review`, "moderator", {
          decision: "approve",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该认领申请已审核" });
    expect(
      (
        await call("POST", `/admin/brand-claims/${claims[1]!.id}/review`, "moderator", { decision: "maybe" })
      ).json(),
    ).toMatchObject({ code: 400, msg: "请选择审核结果" });
  });
});

describe("the sensitive-word list", () => {
  it("an added word blocks the very next comment, and deleting it lifts the block at once", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    // A commenter of its own, so comments of other tests do not count against the per-minute limit.
    const { token } = await signInNewMember(t);
    const comment = (content: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/complaint/comment",
        headers: { authorization: `Bearer ${token}` },
        payload: { complaint_id: complaint.id, content },
      });
    // The filter has read the list before the edit, so only the invalidation can make the word apply.
    expect((await comment("这条评论里还没有敏感词")).json()).toMatchObject({ code: 200 });
    const { response } = await expectOneStaffAction(() =>
      call("POST", "/admin/sensitive-words", "editor", { word: "新增屏蔽词", level: "block" }),
    );
    const word = response.json().data;
    expect(word).toMatchObject({ word: "新增屏蔽词", level: "block" });
    expect((await comment("这条评论里有新增屏蔽词")).json()).toMatchObject({
      code: 400,
      data: { words: ["新增屏蔽词"] },
    });
    await call("POST", "/admin/sensitive-words", "editor", { word: "新增审核词", level: "review" });
    const held = (await comment("这条评论里有新增审核词")).json();
    expect(held).toMatchObject({ code: 200, data: { status: "pending" } });

    await expectOneStaffAction(() => call("DELETE", `/admin/sensitive-words/${word.id}`, "editor"));
    expect((await comment("这条评论里有新增屏蔽词")).json()).toMatchObject({ code: 200 });
  });

  it("refuses duplicates, empty words and unknown levels without storing anything", async () => {
    await call("POST", "/admin/sensitive-words", "editor", { word: "重复词", level: "review" });
    const before = await staffActionCount();
    const cases: [object, string][] = [
      [{ word: "重复词", level: "block" }, "该敏感词已存在"],
      [{ word: "  ", level: "block" }, "请填写敏感词"],
      [{ word: "!!!", level: "block" }, "敏感词须包含文字、字母或数字"],
      [{ word: "某词", level: "warn" }, "请选择处理方式"],
    ];
    for (const [body, msg] of cases) {
      expect((await call("POST", "/admin/sensitive-words", "editor", body)).json()).toMatchObject({
        code: 400,
        msg,
      });
    }
    expect(await staffActionCount()).toBe(before);
    expect((await call("DELETE", "/admin/sensitive-words/999999", "editor")).statusCode).toBe(404);
    const listed = (
      await call("GET", `/admin/sensitive-words?keyword=${encodeURIComponent("重复")}`, "editor")
    ).json();
    expect(listed.data.list).toEqual([expect.objectContaining({ word: "重复词", level: "review" })]);
  });
});

describe("users", () => {
  it("finds a user by exact phone with the phone masked", async () => {
    const user = await createUser(t.db, piiKeys, { nickname: "查找目标用户" });
    const found = (await call("GET", `/admin/users?phone=${user.phone}`, "admin")).json().data;
    expect(found.list).toEqual([
      expect.objectContaining({ id: user.id, nickname: "查找目标用户", status: "active", roles: [] }),
    ]);
    expect(found.list[0].phone_masked).toBe(`${user.phone.slice(0, 3)}****${user.phone.slice(7)}`);
    expect(JSON.stringify(found)).not.toContain(user.phone);
    const byName = (
      await call("GET", `/admin/users?keyword=${encodeURIComponent("查找目标")}`, "admin")
    ).json().data;
    expect(byName.list.map((item: { id: number }) => item.id)).toEqual([user.id]);
    expect((await call("GET", "/admin/users?phone=123", "admin")).json()).toMatchObject({
      code: 400,
      msg: "请输入正确的11位手机号",
    });
  });

  it("a ban ends the user's sessions at once; unban reactivates the account", async () => {
    const user = await createUser(t.db, piiKeys);
    const token = await loginBySms(t, user.phone);
    const me = () => t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect((await me()).json()).toMatchObject({ code: 200 });

    const { action } = await expectOneStaffAction(() =>
      call("POST", `/admin/users/${user.id}/ban`, "admin", { reason: "发布广告" }),
    );
    expect(action).toMatchObject({
      action: "user.ban",
      targetId: String(user.id),
      detail: { reason: "发布广告", revoked_sessions: 1 },
    });
    expect((await me()).statusCode).toBe(401);
    const sessions = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    expect(
      (await call("POST", `/admin/users/${user.id}/ban`, "admin", { reason: "再次封禁" })).json(),
    ).toMatchObject({
      code: 400,
      msg: "该用户已被封禁",
    });

    await expectOneStaffAction(() =>
      call("POST", `/admin/users/${user.id}/unban`, "admin", { reason: "申诉通过" }),
    );
    expect((await me()).statusCode).toBe(401);
    // Lifting the ban does not bring the revoked sessions back: the user logs in afresh.
    const [unbanned] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(unbanned?.status).toBe("active");
  });

  it("refuses to ban yourself or an admin", async () => {
    const otherAdmin = await staffMember("admin");
    const before = await staffActionCount();
    expect(
      (await call("POST", `/admin/users/${ids.admin}/ban`, "admin", { reason: "自我封禁" })).json(),
    ).toMatchObject({
      code: 403,
      msg: "不能封禁自己的账号",
    });
    expect(
      (await call("POST", `/admin/users/${otherAdmin.id}/ban`, "admin", { reason: "封禁管理员" })).json(),
    ).toMatchObject({ code: 403, msg: "不能封禁管理员账号" });
    expect((await call("POST", "/admin/users/999999999/ban", "admin", { reason: "不存在" })).statusCode).toBe(
      404,
    );
    expect(await staffActionCount()).toBe(before);
  });
});

describe("the staff log", () => {
  it("lists newest first and filters by complaint and staff member", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    await call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", { reason: "先隐藏" });
    await call("POST", `/admin/complaints/${complaint.id}/restore`, "moderator", { reason: "再恢复" });
    const log = (await call("GET", `/admin/staff-actions?complaint_id=${complaint.id}`, "admin")).json().data;
    expect(log.list.map((entry: { action: string }) => entry.action)).toEqual([
      "complaint.restore",
      "complaint.hide",
    ]);
    expect(log.list[0]).toMatchObject({
      staff: { id: ids.moderator, name: "测试moderator" },
      complaint_id: complaint.id,
      complaint_sn: complaint.sn,
    });
    // The console's filter takes the number people read (投诉编号).
    const bySn = (await call("GET", `/admin/staff-actions?complaint_sn=${complaint.sn}`, "admin")).json()
      .data;
    expect(bySn.list.map((entry: { id: number }) => entry.id)).toEqual(
      log.list.map((entry: { id: number }) => entry.id),
    );
    expect((await call("GET", "/admin/staff-actions?complaint_sn=12345", "admin")).json()).toMatchObject({
      code: 400,
      msg: "无效的投诉编号",
    });
    const mine = (
      await call("GET", `/admin/staff-actions?staff_id=${ids.editor}&page_size=100`, "admin")
    ).json().data;
    expect(mine.list.every((entry: { staff: { id: number } }) => entry.staff.id === ids.editor)).toBe(true);
    const detail = (await call("GET", `/admin/complaints/${complaint.id}`, "moderator")).json().data;
    expect(detail.staff_actions).toHaveLength(2);
    expect((await call("GET", "/admin/staff-actions?staff_id=x", "admin")).json()).toMatchObject({
      code: 400,
    });
  });

  it("cannot be edited or deleted, even with SQL", async () => {
    const entry = await lastStaffAction();
    const refusal = (error: unknown) => String((error as Error & { cause?: Error }).cause?.message);
    const where = eq(schema.staffActions.id, entry!.id);
    expect(
      refusal(
        await t.db
          .update(schema.staffActions)
          .set({ action: "forged" })
          .where(where)
          .catch((error) => error),
      ),
    ).toMatch(/append-only/);
    expect(
      refusal(
        await t.db
          .delete(schema.staffActions)
          .where(where)
          .catch((error) => error),
      ),
    ).toMatch(/append-only/);
    expect(await lastStaffAction()).toEqual(entry);
  });
});
