import { derivePiiKeys, encryptPii, schema } from "@tousu/db";
import { createBrand, createComplaint, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { anonymousNickname } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

const keys = derivePiiKeys(TEST_PII_SECRET);
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000", SMS_HOURLY_LIMIT_PER_IP: "1000" });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** An author whose nickname is their real name, logged in, with a complaint in the given shape. */
async function ownedComplaint(overrides: Parameters<typeof createComplaint>[2] = {}) {
  const owner = await createUser(t.db, keys, { nickname: "张三丰", realName: "张三丰" });
  const token = await loginBySms(t, owner.phone);
  const complaint = await createComplaint(t.db, keys, {
    userId: owner.id,
    phoneCipher: encryptPii(owner.phone, keys.encryptionKey),
    realNameCipher: encryptPii("张三丰", keys.encryptionKey),
    ...overrides,
  });
  return { owner, token, complaint };
}

async function strangerToken() {
  return loginBySms(t, (await createUser(t.db, keys)).phone);
}

async function storedComplaint(id: number) {
  const [row] = await t.db.select().from(schema.complaints).where(eq(schema.complaints.id, id));
  if (!row) throw new Error("complaint vanished");
  return row;
}

describe("GET /v2/complaint/:id", () => {
  it("shows a public complaint to a visitor with the author masked and no personal data", async () => {
    const { owner, complaint } = await ownedComplaint({ money: 199.5 });
    await t.db.insert(schema.complaintImages).values({ complaintId: complaint.id, url: "/uploads/a.jpg" });

    const response = await get(`/v2/complaint/${complaint.id}`);

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: complaint.id,
      title: complaint.title,
      content: complaint.content,
      author: { nickname: "张**" },
      is_anonymous: false,
      money: 199.5,
      status: "dispatched",
      status_label: "待商家处理",
      is_overdue: false,
      images: [{ url: "/uploads/a.jpg", thumb_url: null }],
      images_hidden: false,
      viewer: { is_owner: false, actions: [] },
    });
    expect(data.brand).toMatchObject({ id: complaint.brandId });
    expect(response.body).not.toContain(owner.phone);
    expect(response.body).not.toContain("张三丰");
    expect(response.body).not.toContain(complaint.phoneCipher);
  });

  it("names an anonymous author by a pseudonym of the complaint, not of the user", async () => {
    const { owner, complaint } = await ownedComplaint({ isAnonymous: true });

    const { data } = (await get(`/v2/complaint/${complaint.id}`)).json();

    expect(data.author.nickname).toBe(anonymousNickname(complaint.id));
    expect(data.author.nickname).not.toBe(anonymousNickname(owner.id));
    expect(data.is_anonymous).toBe(true);
  });

  it("counts views by everyone but the owner", async () => {
    const { token, complaint } = await ownedComplaint();

    await get(`/v2/complaint/${complaint.id}`);
    const second = (await get(`/v2/complaint/${complaint.id}`, await strangerToken())).json();
    expect(second.data.view_count).toBe(2);

    const own = (await get(`/v2/complaint/${complaint.id}`, token)).json();
    expect(own.data.view_count).toBe(2);
    await t.app.flushCounters();
    expect((await get(`/v2/complaint/${complaint.id}`, token)).json().data.view_count).toBe(2);
  });

  it.each([
    ["hidden by a moderator", { isHidden: true }],
    ["still in review", { status: "pending_review" as const, dispatchedAt: null }],
    [
      "withdrawn before publication",
      { status: "closed" as const, dispatchedAt: null, closeReason: "withdrawn" as const },
    ],
    ["rejected", { status: "rejected" as const, dispatchedAt: null }],
  ])("hides a complaint %s from everyone but its owner", async (_, overrides) => {
    const { token, complaint } = await ownedComplaint(overrides);

    expect((await get(`/v2/complaint/${complaint.id}`)).json()).toMatchObject({ code: 404 });
    expect((await get(`/v2/complaint/${complaint.id}`, await strangerToken())).json()).toMatchObject({
      code: 404,
    });
    const own = (await get(`/v2/complaint/${complaint.id}`, token)).json();
    expect(own).toMatchObject({ code: 200, data: { id: complaint.id, viewer: { is_owner: true } } });
    expect((await storedComplaint(complaint.id)).viewCount).toBe(0);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await get("/v2/complaint/2000000000")).json()).toMatchObject({ code: 404 });
    expect((await get("/v2/complaint/abc")).json()).toMatchObject({ code: 400 });
  });

  it("keeps a hidden gallery for the owner alone", async () => {
    const { token, complaint } = await ownedComplaint({ imagesHidden: true });
    await t.db.insert(schema.complaintImages).values({ complaintId: complaint.id, url: "/uploads/b.jpg" });

    const visitor = (await get(`/v2/complaint/${complaint.id}`)).json();
    expect(visitor.data).toMatchObject({ images: [], images_hidden: true });
    expect(JSON.stringify(visitor)).not.toContain("/uploads/b.jpg");
    const own = (await get(`/v2/complaint/${complaint.id}`, token)).json();
    expect(own.data.images).toEqual([{ url: "/uploads/b.jpg", thumb_url: null }]);
  });

  it("masks phone, order and ID numbers in the attributes for all but the owner", async () => {
    const { token, complaint } = await ownedComplaint();
    const filled = { 来电号码: "13812348888", 订单号: "DD2026031512345", 商品型号: "AB-123" };
    for (const [sort, [name, value]] of Object.entries(filled).entries()) {
      const [attribute] = await t.db
        .insert(schema.attributes)
        .values({ subtypeId: complaint.subtypeId as number, name, sort })
        .returning();
      await t.db
        .insert(schema.complaintAttributes)
        .values({ complaintId: complaint.id, attributeId: attribute!.id, value });
    }

    for (const viewer of [undefined, await strangerToken()]) {
      const response = await get(`/v2/complaint/${complaint.id}`, viewer);
      expect(response.json().data.attributes).toEqual([
        { name: "来电号码", value: "138****8888" },
        { name: "订单号", value: "DD202******2345" },
        { name: "商品型号", value: "AB-123" },
      ]);
      expect(response.body).not.toContain("13812348888");
    }
    const own = (await get(`/v2/complaint/${complaint.id}`, token)).json();
    expect(own.data.attributes.map((attribute: { value: string }) => attribute.value)).toEqual(
      Object.values(filled),
    );
  });

  it("shows the company's replies with their outcome and offers the owner complete and appeal", async () => {
    const { token, complaint } = await ownedComplaint({
      status: "replied",
      repliedAt: TEST_SEED_NOW,
      firstResponseAt: TEST_SEED_NOW,
      confirmDueAt: new Date(TEST_SEED_NOW.getTime() + 7 * DAY),
    });
    await t.db.insert(schema.complaintOperatorStream).values([
      {
        complaintId: complaint.id,
        actorType: "company",
        action: "replied",
        content: "已为您办理退款，请查收。",
        payload: { outcome: "refund", amount: 120 },
        createdAt: TEST_SEED_NOW,
      },
      {
        complaintId: complaint.id,
        actorType: "company",
        action: "replied",
        content: "内部草稿",
        payload: { outcome: "explanation" },
        isPublic: false,
      },
    ]);

    const own = (await get(`/v2/complaint/${complaint.id}`, token)).json();
    expect(own.data.replies).toEqual([
      {
        content: "已为您办理退款，请查收。",
        outcome: "refund",
        outcome_label: "退款",
        amount: 120,
        created_at: TEST_SEED_NOW.toISOString(),
      },
    ]);
    expect(own.data.deadline).toEqual({
      kind: "consumer_confirm",
      label: "用户确认截止",
      due_at: new Date(TEST_SEED_NOW.getTime() + 7 * DAY).toISOString(),
      paused: false,
    });
    expect(own.data.viewer.actions).toEqual(expect.arrayContaining(["complete", "appeal", "withdraw"]));
    expect(own.data.viewer.actions).not.toContain("rate");
    const visitor = (await get(`/v2/complaint/${complaint.id}`)).json();
    expect(visitor.data.viewer).toEqual({ is_owner: false, liked: false, actions: [] });
  });

  it("shows a paused company clock and the 超时 flag", async () => {
    const due = new Date(TEST_SEED_NOW.getTime() + 20 * DAY);
    const { complaint } = await ownedComplaint({
      status: "company_needs_info",
      isOverdue: true,
      overdueAt: TEST_SEED_NOW,
      firstResponseAt: TEST_SEED_NOW,
      replyDueAt: due,
      clockPausedAt: TEST_SEED_NOW,
    });

    const { data } = (await get(`/v2/complaint/${complaint.id}`)).json();

    expect(data.is_overdue).toBe(true);
    expect(data.deadline).toMatchObject({ kind: "company_reply", due_at: due.toISOString(), paused: true });
  });

  it("labels a complaint closed for want of an answer 未回复", async () => {
    const { complaint } = await ownedComplaint({ status: "closed", closeReason: "no_response" });

    const { data } = (await get(`/v2/complaint/${complaint.id}`)).json();

    expect(data).toMatchObject({
      status: "closed",
      close_reason: "no_response",
      close_reason_label: "未回复",
    });
    expect(data.deadline).toBeNull();
  });

  it("shows the rating and stops offering the owner to rate again", async () => {
    const { owner, token, complaint } = await ownedComplaint({ status: "completed" });
    const before = (await get(`/v2/complaint/${complaint.id}`, token)).json();
    expect(before.data.viewer.actions).toEqual(["rate"]);
    await t.db.insert(schema.complaintRatings).values({
      complaintId: complaint.id,
      userId: owner.id,
      attitudeScore: 5,
      speedScore: 4,
      satisfactionScore: 3,
      tags: ["处理及时"],
      content: "总体满意",
    });

    const { data } = (await get(`/v2/complaint/${complaint.id}`, token)).json();

    expect(data.rating).toMatchObject({
      attitude_score: 5,
      speed_score: 4,
      satisfaction_score: 3,
      tags: ["处理及时"],
      content: "总体满意",
    });
    expect(data.viewer.actions).toEqual([]);
  });
});

describe("GET /v2/complaintOperatorStream/:id", () => {
  it("lists the public steps oldest first, numbered, with labels and payload details", async () => {
    const { owner, complaint } = await ownedComplaint({ status: "closed", closeReason: "no_response" });
    const at = (days: number) => new Date(TEST_SEED_NOW.getTime() + days * DAY);
    await t.db.insert(schema.complaintOperatorStream).values([
      {
        complaintId: complaint.id,
        actorType: "system",
        action: "closed",
        payload: { close_reason: "no_response" },
        createdAt: at(3),
      },
      {
        complaintId: complaint.id,
        actorType: "user",
        actorId: owner.id,
        action: "created",
        content: "提交投诉",
        createdAt: at(0),
      },
      {
        complaintId: complaint.id,
        actorType: "platform",
        action: "hidden",
        content: "内部备注",
        isPublic: false,
        createdAt: at(1),
      },
      {
        complaintId: complaint.id,
        actorType: "user",
        actorId: owner.id,
        action: "evidence_added",
        payload: { images: ["/uploads/e.jpg", 3] },
        createdAt: at(2),
      },
    ]);

    const response = await get(`/v2/complaintOperatorStream/${complaint.id}`);

    expect(response.json().data).toEqual([
      {
        index: 1,
        action: "created",
        action_label: "提交投诉",
        actor_type: "user",
        actor_label: "投诉人",
        content: "提交投诉",
        detail: { outcome_label: null, amount: null, reason_label: null, images: [] },
        created_at: at(0).toISOString(),
      },
      expect.objectContaining({
        index: 2,
        action: "evidence_added",
        detail: { outcome_label: null, amount: null, reason_label: null, images: ["/uploads/e.jpg"] },
      }),
      expect.objectContaining({
        index: 3,
        action: "closed",
        actor_label: "系统",
        detail: expect.objectContaining({ reason_label: "未回复" }),
      }),
    ]);
    expect(response.body).not.toContain("内部备注");
    expect(response.body).not.toContain(String(owner.id));
  });

  it("answers 404 for a complaint the viewer may not see", async () => {
    const { token, complaint } = await ownedComplaint({ isHidden: true });
    expect((await get(`/v2/complaintOperatorStream/${complaint.id}`)).json()).toMatchObject({ code: 404 });
    expect((await get(`/v2/complaintOperatorStream/${complaint.id}`, token)).json()).toMatchObject({
      code: 200,
    });
    expect((await get("/v2/complaintOperatorStream/2000000000")).json()).toMatchObject({ code: 404 });
  });
});

describe("GET /v2/progressAuditLog/:id", () => {
  it("shows the public staff actions signed by the role, never by the staff member", async () => {
    const { complaint } = await ownedComplaint();
    const moderator = await createUser(t.db, keys, { nickname: "审核员李四" });
    await t.db.insert(schema.staffActions).values([
      {
        staffId: moderator.id,
        action: "complaint.approve",
        targetType: "complaint",
        targetId: String(complaint.id),
        complaintId: complaint.id,
        detail: { note: "内部审核意见" },
        isPublic: true,
        createdAt: TEST_SEED_NOW,
      },
      {
        staffId: moderator.id,
        action: "complaint.hide",
        targetType: "complaint",
        targetId: String(complaint.id),
        complaintId: complaint.id,
        isPublic: false,
      },
    ]);

    const response = await get(`/v2/progressAuditLog/${complaint.id}`);

    expect(response.json().data).toEqual([
      { action_label: "审核通过投诉", actor_label: "平台审核员", created_at: TEST_SEED_NOW.toISOString() },
    ]);
    expect(response.body).not.toContain("李四");
    expect(response.body).not.toContain("内部审核意见");
  });

  it("answers 404 for a complaint the viewer may not see", async () => {
    const { complaint } = await ownedComplaint({ status: "pending_review", dispatchedAt: null });
    expect((await get(`/v2/progressAuditLog/${complaint.id}`)).json()).toMatchObject({ code: 404 });
  });
});

describe("GET /v2/progressContentByType", () => {
  it("explains every timeline step, or just the one asked for", async () => {
    const all = (await get("/v2/progressContentByType")).json();
    expect(all.data.length).toBeGreaterThan(20);

    const replied = (await get("/v2/progressContentByType?type=replied")).json();
    expect(replied.data).toEqual([
      expect.objectContaining({ type: "replied", title: "商家回复", deadline: "7天" }),
    ]);
    expect(replied.data[0].next_step).toContain("7天");
  });

  it("refuses an unknown type", async () => {
    expect((await get("/v2/progressContentByType?type=nonsense")).json()).toMatchObject({
      code: 400,
      msg: expect.stringContaining("不支持的进度类型"),
    });
  });
});

describe("GET /recommend/complaint/:id", () => {
  it("lists public complaints of the same brand first, then the same subtype, never itself", async () => {
    const brand = await createBrand(t.db);
    const otherBrand = await createBrand(t.db);
    const { complaint } = await ownedComplaint({ brandId: brand.id });
    const at = (days: number) => new Date(TEST_SEED_NOW.getTime() - days * DAY);
    const sameSubtype = await createComplaint(t.db, keys, {
      brandId: otherBrand.id,
      subtypeId: complaint.subtypeId,
      createdAt: at(0),
    });
    const sameBrandOld = await createComplaint(t.db, keys, { brandId: brand.id, createdAt: at(5) });
    const sameBrandNew = await createComplaint(t.db, keys, { brandId: brand.id, createdAt: at(1) });
    const hidden = await createComplaint(t.db, keys, { brandId: brand.id, isHidden: true });
    const unpublished = await createComplaint(t.db, keys, {
      brandId: brand.id,
      status: "pending_review",
      dispatchedAt: null,
    });

    const { data } = (await get(`/recommend/complaint/${complaint.id}?page_size=20`)).json();
    const ids: number[] = data.map((item: { id: number }) => item.id);

    expect(ids.slice(0, 2)).toEqual([sameBrandNew.id, sameBrandOld.id]);
    expect(ids).toContain(sameSubtype.id);
    expect(ids).not.toContain(complaint.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(unpublished.id);

    const limited = (await get(`/recommend/complaint/${complaint.id}?page_size=1`)).json();
    expect(limited.data.map((item: { id: number }) => item.id)).toEqual([sameBrandNew.id]);
  });

  it("validates its input", async () => {
    expect((await get("/recommend/complaint/2000000000")).json()).toMatchObject({ code: 404 });
    const { complaint } = await ownedComplaint();
    expect((await get(`/recommend/complaint/${complaint.id}?page_size=0`)).json()).toMatchObject({
      code: 400,
    });
    expect((await get(`/recommend/complaint/${complaint.id}?page_size=21`)).json()).toMatchObject({
      code: 400,
    });
  });
});

describe("POST /complaint/imageSetting/:id (gallery visibility)", () => {
  const setting = (id: number, payload: object, token?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/complaint/imageSetting/${id}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("lets the owner hide and show the gallery, whatever the status", async () => {
    const { token, complaint } = await ownedComplaint({ status: "completed" });

    const hidden = await setting(complaint.id, { images_hidden: true }, token);
    expect(hidden.json()).toMatchObject({ code: 200, data: { image_count: 0, images_hidden: true } });
    expect((await storedComplaint(complaint.id)).imagesHidden).toBe(true);

    const shown = await setting(complaint.id, { images_hidden: false }, token);
    expect(shown.json()).toMatchObject({ code: 200, data: { images_hidden: false } });
    expect((await storedComplaint(complaint.id)).imagesHidden).toBe(false);
  });

  it("refuses anyone but the owner with 403 and changes nothing", async () => {
    const { complaint } = await ownedComplaint();
    const before = await storedComplaint(complaint.id);

    const response = await setting(complaint.id, { images_hidden: true }, await strangerToken());

    expect(response.json()).toMatchObject({ code: 403 });
    expect(await storedComplaint(complaint.id)).toEqual(before);
    expect((await setting(complaint.id, { images_hidden: true })).json()).toMatchObject({ code: 401 });
    expect(await storedComplaint(complaint.id)).toEqual(before);
  });

  it("validates the body and changes nothing on refusal", async () => {
    const { token, complaint } = await ownedComplaint({ status: "closed", closeReason: "withdrawn" });

    expect((await setting(complaint.id, {}, token)).json()).toMatchObject({
      code: 400,
      msg: "请上传证据图片或设置图片是否公开",
    });
    expect((await setting(complaint.id, { images_hidden: "yes" }, token)).json()).toMatchObject({
      code: 400,
    });
    // Evidence is closed once the complaint is, so the combined call is refused as a whole.
    const combined = await setting(
      complaint.id,
      { images_hidden: true, images: ["/uploads/complaint/x.jpg"] },
      token,
    );
    expect(combined.json()).toMatchObject({ code: 400, msg: "当前状态不能补充证据" });
    expect((await storedComplaint(complaint.id)).imagesHidden).toBe(false);
    expect((await setting(2_000_000_000, { images_hidden: true }, token)).json()).toMatchObject({
      code: 404,
    });
  });
});

describe("POST /v2/complaint/:id/like (我也遇到)", () => {
  const like = (id: number, token?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v2/complaint/${id}/like`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("counts each person once, however often they send it, and shows them that they did", async () => {
    const { complaint } = await ownedComplaint();
    const reader = await strangerToken();
    expect((await like(complaint.id, reader)).json()).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { like_count: 1, liked: true },
    });
    const again = (await like(complaint.id, reader)).json();
    expect(again).toMatchObject({ code: 400, msg: "您已经点过“我也遇到”了" });
    expect((await storedComplaint(complaint.id)).likeCount).toBe(1);
    expect((await get(`/v2/complaint/${complaint.id}`, reader)).json().data).toMatchObject({
      like_count: 1,
      viewer: { liked: true },
    });
    // A visitor's copy shows the new figure too.
    expect((await get(`/v2/complaint/${complaint.id}`)).json().data).toMatchObject({
      like_count: 1,
      viewer: { liked: false },
    });
  });

  it("asks a visitor to log in and finds no complaint that is not public, counting nothing", async () => {
    const { complaint } = await ownedComplaint({
      status: "pending_review",
      reviewedAt: null,
      dispatchedAt: null,
    });
    expect((await like(complaint.id)).json()).toMatchObject({ code: 401 });
    expect((await like(complaint.id, await strangerToken())).json()).toMatchObject({ code: 404 });
    expect((await storedComplaint(complaint.id)).likeCount).toBe(0);
  });
});
