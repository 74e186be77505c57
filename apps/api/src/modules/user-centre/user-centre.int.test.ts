import { decryptPii, derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import type { PointReason } from "@tousu/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardPoints } from "../../lib/points";
import { createPushMessage } from "../../lib/push-messages";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { uploadImage } from "../../testing/upload-image";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
let owner: { token: string; id: number };
let stranger: { token: string; id: number };

async function logIn(phone: string) {
  const token = await loginBySms(t, phone);
  const me = await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
  return { token, id: me.json().data.id as number };
}

function call(token: string | null, method: "GET" | "PUT" | "POST", url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await logIn("13600002001");
  stranger = await logIn("13600002002");
});
afterAll(() => t.close());

describe("push messages", () => {
  const at = (minutes: number) => new Date(TEST_SEED_NOW.getTime() + minutes * 60_000);
  let platformId: number;
  let complaintMessageIds: number[];

  beforeAll(async () => {
    await createPushMessage(t.db, {
      userId: owner.id,
      kind: "platform",
      title: "欢迎使用",
      content: "平台消息",
      now: at(1),
    });
    for (const [index, minutes] of [2, 3].entries()) {
      await createPushMessage(t.db, {
        userId: owner.id,
        kind: "complaint",
        title: `投诉进展${index}`,
        content: "商家已回复",
        link: "/complaint/1",
        now: at(minutes),
      });
    }
    await createPushMessage(t.db, {
      userId: stranger.id,
      kind: "complaint",
      title: "别人的消息",
      content: "x",
      now: at(4),
    });
    const rows = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.userId, owner.id))
      .orderBy(desc(schema.pushMessages.createdAt));
    platformId = rows.find((row) => row.kind === "platform")!.id;
    complaintMessageIds = rows.filter((row) => row.kind === "complaint").map((row) => row.id);
  });

  it("lists only the owner's messages, newest first, filtered by kind", async () => {
    const all = (await call(owner.token, "GET", "/user/push/list")).json().data;
    expect(all.total).toBe(3);
    expect(all.list.map((message: { title: string }) => message.title)).toEqual([
      "投诉进展1",
      "投诉进展0",
      "欢迎使用",
    ]);
    expect(all.list[0]).toMatchObject({ kind: "complaint", is_read: false, link: "/complaint/1" });

    const platform = (await call(owner.token, "GET", "/user/push/list?kind=platform&page_size=1")).json()
      .data;
    expect(platform).toMatchObject({ total: 1, page_size: 1, list: [{ id: platformId }] });

    expect((await call(owner.token, "GET", "/user/push/list?kind=sms")).json()).toMatchObject({ code: 400 });
    expect((await call(null, "GET", "/user/push/list")).statusCode).toBe(401);
  });

  it("counts unread messages and lowers the count when one is read", async () => {
    expect((await call(owner.token, "GET", "/user/push/unread_count")).json().data).toEqual({
      platform: 1,
      complaint: 2,
    });
    const read = await call(owner.token, "PUT", `/user/push/read/${complaintMessageIds[0]}`);
    expect(read.json()).toMatchObject({ code: 200, data: { platform: 1, complaint: 1 } });
    // Reading it again changes nothing.
    expect(
      (await call(owner.token, "PUT", `/user/push/read/${complaintMessageIds[0]}`, {})).json().data,
    ).toEqual({
      platform: 1,
      complaint: 1,
    });
    const list = (await call(owner.token, "GET", "/user/push/list?kind=complaint")).json().data.list;
    expect(list.find((message: { id: number }) => message.id === complaintMessageIds[0]).is_read).toBe(true);
  });

  it("refuses to mark someone else's message and leaves it unread", async () => {
    const [theirs] = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.userId, stranger.id));
    const response = await call(owner.token, "PUT", `/user/push/read/${theirs!.id}`);
    expect(response.statusCode).toBe(404);
    const [after] = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.id, theirs!.id));
    expect(after!.readAt).toBeNull();
    expect((await call(null, "PUT", `/user/push/read/${theirs!.id}`)).statusCode).toBe(401);
    expect((await call(owner.token, "PUT", "/user/push/read/-1")).json()).toMatchObject({ code: 400 });
  });

  it("marks all of one kind read with id 0, then everything", async () => {
    const platformOnly = await call(owner.token, "PUT", "/user/push/read/0", { kind: "platform" });
    expect(platformOnly.json().data).toEqual({ platform: 0, complaint: 1 });
    const everything = await call(owner.token, "PUT", "/user/push/read/0");
    expect(everything.json().data).toEqual({ platform: 0, complaint: 0 });
    // The stranger's unread message is untouched.
    expect((await call(stranger.token, "GET", "/user/push/unread_count")).json().data).toEqual({
      platform: 0,
      complaint: 1,
    });
  });
});

describe("GET /complaint/mylist", () => {
  beforeAll(async () => {
    const mine = { userId: owner.id };
    await createComplaint(t.db, piiKeys, {
      ...mine,
      title: "审核中的投诉",
      status: "pending_review",
      dispatchedAt: null,
    });
    await createComplaint(t.db, piiKeys, {
      ...mine,
      title: "待补充的投诉",
      status: "needs_info",
      dispatchedAt: null,
    });
    const rejected = await createComplaint(t.db, piiKeys, {
      ...mine,
      title: "被驳回的投诉",
      status: "rejected",
      dispatchedAt: null,
    });
    await t.db
      .update(schema.complaints)
      .set({ rejectReason: "no_evidence" })
      .where(eq(schema.complaints.id, rejected.id));
    const processing = await createComplaint(t.db, piiKeys, {
      ...mine,
      title: "处理中的投诉",
      status: "dispatched",
    });
    await t.db
      .update(schema.complaints)
      .set({ responseDueAt: new Date("2030-01-08T00:00:00Z"), replyDueAt: new Date("2030-01-31T00:00:00Z") })
      .where(eq(schema.complaints.id, processing.id));
    await createComplaint(t.db, piiKeys, {
      ...mine,
      title: "商家请补充的投诉",
      status: "company_needs_info",
    });
    await createComplaint(t.db, piiKeys, { ...mine, title: "已回复的投诉", status: "replied" });
    await createComplaint(t.db, piiKeys, { ...mine, title: "已完成的投诉", status: "completed" });
    await createComplaint(t.db, piiKeys, { ...mine, title: "已关闭的投诉", status: "closed" });
    await createComplaint(t.db, piiKeys, { userId: stranger.id, title: "别人的投诉", status: "replied" });
  });

  it("groups the user's complaints by status and counts every group", async () => {
    const titlesOf = async (group: string) =>
      (await call(owner.token, "GET", `/complaint/mylist?status=${group}`))
        .json()
        .data.list.map((item: { title: string }) => item.title)
        .sort();

    const all = (await call(owner.token, "GET", "/complaint/mylist")).json().data;
    expect(all.total).toBe(8);
    expect(all.counts).toEqual({ all: 8, reviewing: 2, back: 3, processing: 2, replied: 1, finished: 2 });
    expect(all.list.map((item: { title: string }) => item.title)).not.toContain("别人的投诉");

    expect(await titlesOf("reviewing")).toEqual(["审核中的投诉", "待补充的投诉"].sort());
    expect(await titlesOf("back")).toEqual(["商家请补充的投诉", "待补充的投诉", "被驳回的投诉"].sort());
    expect(await titlesOf("processing")).toEqual(["处理中的投诉", "商家请补充的投诉"].sort());
    expect(await titlesOf("replied")).toEqual(["已回复的投诉"]);
    expect(await titlesOf("finished")).toEqual(["已关闭的投诉", "已完成的投诉"].sort());
  });

  it("says what needs the user's attention and which deadline runs", async () => {
    const list = (await call(owner.token, "GET", "/complaint/mylist?page_size=50")).json().data.list as {
      title: string;
      attention: string | null;
      deadline: { kind: string; label: string; due_at: string } | null;
      is_public: boolean;
    }[];
    const item = (title: string) => list.find((entry) => entry.title === title)!;
    expect(item("被驳回的投诉").attention).toBe("审核未通过：缺少必要的消费凭证，可修改后重新提交一次");
    expect(item("待补充的投诉").attention).toBe("平台请您补充材料，补充后重新审核");
    expect(item("已回复的投诉").attention).toBe("商家已回复，请确认完成或申诉");
    expect(item("已完成的投诉").attention).toBe("投诉已完成，请为商家的处理评分");
    expect(item("审核中的投诉")).toMatchObject({ attention: null, is_public: false, deadline: null });
    expect(item("处理中的投诉")).toMatchObject({
      is_public: true,
      deadline: { kind: "company_response", label: "商家响应截止", due_at: "2030-01-08T00:00:00.000Z" },
    });
  });

  it("pages, refuses unknown groups and visitors", async () => {
    const page = (await call(owner.token, "GET", "/complaint/mylist?page=2&page_size=5")).json().data;
    expect(page).toMatchObject({ total: 8, page: 2, page_size: 5 });
    expect(page.list).toHaveLength(3);
    expect((await call(owner.token, "GET", "/complaint/mylist?status=hidden")).json()).toMatchObject({
      code: 400,
      msg: "不支持的投诉分组",
    });
    expect((await call(null, "GET", "/complaint/mylist")).statusCode).toBe(401);
  });
});

describe("GET /user/scores", () => {
  it("sums the ledger into the balance and labels each entry in Chinese", async () => {
    const award = (userId: number, reason: PointReason, sourceId: number, minutes = 0) =>
      awardPoints(t.db, {
        userId,
        reason,
        sourceId,
        now: new Date(TEST_SEED_NOW.getTime() + minutes * 60_000),
      });
    await award(owner.id, "complaint_published", 1);
    await award(owner.id, "complaint_rated", 1, 1);
    // A retry pays nothing twice.
    await award(owner.id, "complaint_published", 1);
    await award(stranger.id, "comment_liked", 9);

    const scores = (await call(owner.token, "GET", "/user/scores?page_size=1")).json().data;
    expect(scores).toMatchObject({
      balance: 15,
      total: 2,
      list: [{ points: 5, reason: "complaint_rated", reason_label: "评价投诉处理结果" }],
    });
    expect((await call(stranger.token, "GET", "/user/scores")).json().data).toMatchObject({
      balance: 1,
      total: 1,
    });
    expect((await call(null, "GET", "/user/scores")).statusCode).toBe(401);
  });
});

describe("POST /feedback", () => {
  const stored = () => t.db.select().from(schema.feedback).orderBy(desc(schema.feedback.id));

  it("stores feedback with the contact encrypted, from members and visitors", async () => {
    const screenshot = await uploadImage(t.app, { token: owner.token });
    const response = await call(owner.token, "POST", "/feedback", {
      content: "  页面加载有点慢，希望优化。 ",
      contact: "138 0013 8000",
      images: [screenshot],
    });
    expect(response.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const [row] = await stored();
    expect(row).toMatchObject({
      id: response.json().data.id,
      userId: owner.id,
      content: "页面加载有点慢，希望优化。",
      imageUrls: [screenshot],
    });
    expect(row!.contact).not.toContain("13800138000");
    expect(decryptPii(row!.contact!, piiKeys.encryptionKey)).toBe("13800138000");

    const visitor = await call(null, "POST", "/feedback", {
      content: "建议增加夜间模式",
      contact: "a.b@example.com",
    });
    expect(visitor.json().code).toBe(200);
    const [visitorRow] = await stored();
    expect(visitorRow).toMatchObject({ userId: null, content: "建议增加夜间模式", imageUrls: [] });
    expect(decryptPii(visitorRow!.contact!, piiKeys.encryptionKey)).toBe("a.b@example.com");
  });

  it("refuses bad input and stores nothing", async () => {
    const before = (await stored()).length;
    const cases: [unknown, string][] = [
      [{ content: "太短" }, "反馈内容至少5个字"],
      [{ content: "长".repeat(501) }, "反馈内容不能超过500个字"],
      [{ content: "联系方式写错了", contact: "12345" }, "请填写正确的手机号或邮箱"],
      [{ content: "联系方式写错了", contact: "someone@" }, "请填写正确的手机号或邮箱"],
      [
        { content: "图片太多了吧", images: Array(5).fill("https://img.example.com/a.png") },
        "最多上传4张图片",
      ],
    ];
    for (const [payload, msg] of cases) {
      const response = await call(stranger.token, "POST", "/feedback", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg });
    }
    expect((await stored()).length).toBe(before);
  });

  it("limits how often one person can send feedback", async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      codes.push(
        (await call(stranger.token, "POST", "/feedback", { content: `第${attempt}条反馈内容` })).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });
});
