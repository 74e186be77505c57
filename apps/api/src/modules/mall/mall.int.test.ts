import { derivePiiKeys, schema } from "@tousu/db";
import {
  createComplaint,
  createUser,
  createWechatOnlyUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { MALL_CATALOGUE, MALL_VIP_DAYS, POINT_SPEND_REASON } from "@tousu/domain";
import { and, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";

// The points mall end to end on PostgreSQL (decision 111): what it lists, what a redemption spends
// and honours, that a key repeated or raced spends once and a balance covering one of two
// redemptions run at once pays for one, and that bad input is refused with nothing stored.

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const price = (code: string) => MALL_CATALOGUE.find((benefit) => benefit.code === code)!.pricePoints;
const now = new Date(TEST_SEED_NOW.getTime() + 60 * 60_000);
let t: TestApp;
let keySerial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(now);
});
afterAll(async () => {
  await t?.close();
});

const newKey = () => `test-key-${++keySerial}-${Date.now()}`;

async function memberWithPoints(points: number) {
  const user = await createUser(t.db, piiKeys);
  if (points > 0) {
    await t.db.insert(schema.pointEntries).values({
      userId: user.id,
      points,
      reason: "complaint_published",
      sourceId: `seed-${user.id}`,
      createdAt: TEST_SEED_NOW,
    });
  }
  return { id: user.id, token: await openSession(t, user.id) };
}

function redeem(token: string | null, payload: object) {
  return t.app.inject({
    method: "POST",
    url: "/mall/redemptions",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await t.db
    .select({ balance: sum(schema.pointEntries.points).mapWith(Number) })
    .from(schema.pointEntries)
    .where(eq(schema.pointEntries.userId, userId));
  return row?.balance ?? 0;
}

async function redemptionsOf(userId: number) {
  return t.db.select().from(schema.mallRedemptions).where(eq(schema.mallRedemptions.userId, userId));
}

async function spendsOf(userId: number) {
  return t.db
    .select()
    .from(schema.pointEntries)
    .where(and(eq(schema.pointEntries.userId, userId), eq(schema.pointEntries.reason, POINT_SPEND_REASON)));
}

describe("the catalogue", () => {
  it("lists every benefit with its price in points to anyone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/mall/benefits" });
    expect(response.statusCode).toBe(200);
    const { list } = response.json().data;
    expect(list.map((benefit: { code: string }) => benefit.code)).toEqual([
      "vip_day",
      "lawyer_consultation",
      "printed_package",
    ]);
    expect(list[2]).toMatchObject({ kind: "printed_package", needs_complaint: true });
    expect(list.every((benefit: { price_points: number }) => Number.isInteger(benefit.price_points))).toBe(
      true,
    );
  });
});

describe("redeeming a benefit", () => {
  it("spends the price once and adds a day to the membership through its ledger", async () => {
    const member = await memberWithPoints(100);
    const key = newKey();
    const response = await redeem(member.token, { benefit_code: "vip_day", idempotency_key: key });
    expect(response.statusCode).toBe(200);
    const { redemption, balance, repeated } = response.json().data;
    expect({ balance, repeated, status: redemption.status }).toEqual({
      balance: 100 - price("vip_day"),
      repeated: false,
      status: "granted",
    });
    const [membership] = await t.db
      .select()
      .from(schema.vipMemberships)
      .where(eq(schema.vipMemberships.userId, member.id));
    expect(membership?.endsAt).toEqual(new Date(now.getTime() + MALL_VIP_DAYS * 86_400_000));
    const [entry] = await t.db
      .select()
      .from(schema.vipMembershipEntries)
      .where(eq(schema.vipMembershipEntries.userId, member.id));
    expect(entry).toMatchObject({ entryKey: `points:${redemption.redemption_no}`, orderId: null });

    // Sent again with its key: the same redemption, nothing spent, no second day.
    const again = await redeem(member.token, { benefit_code: "vip_day", idempotency_key: key });
    expect(again.json().data).toMatchObject({ repeated: true, balance: 100 - price("vip_day") });
    expect(again.json().data.redemption.redemption_no).toBe(redemption.redemption_no);
    expect(await balanceOf(member.id)).toBe(100 - price("vip_day"));
    const entries = await t.db
      .select()
      .from(schema.vipMembershipEntries)
      .where(eq(schema.vipMembershipEntries.userId, member.id));
    expect(entries).toHaveLength(1);

    // The points page lists the spend under its own label.
    const scores = await t.app.inject({
      method: "GET",
      url: "/api/user/scores",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(scores.json().data.list[0]).toMatchObject({
      points: -price("vip_day"),
      reason_label: "积分商城兑换",
    });
  });

  it("issues a consultation credit and records a printed package of the member's own complaint", async () => {
    const member = await memberWithPoints(500);
    const credit = await redeem(member.token, {
      benefit_code: "lawyer_consultation",
      idempotency_key: newKey(),
    });
    expect(credit.json().data.redemption).toMatchObject({ status: "issued", status_label: "未使用" });
    const complaint = await createComplaint(t.db, piiKeys, { userId: member.id });
    const printed = await redeem(member.token, {
      benefit_code: "printed_package",
      idempotency_key: newKey(),
      complaint_id: complaint.id,
    });
    expect(printed.json().data.redemption).toMatchObject({
      status: "requested",
      status_label: "待寄送",
      complaint_id: complaint.id,
    });
    const mine = await t.app.inject({
      method: "GET",
      url: "/mall/redemptions",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(mine.json().data).toMatchObject({ total: 2 });
    const unused = await t.app.inject({
      method: "GET",
      url: "/mall/redemptions?status=issued",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(unused.json().data.list.map((each: { benefit_code: string }) => each.benefit_code)).toEqual([
      "lawyer_consultation",
    ]);
    expect(mine.json().data.list.map((each: { benefit_code: string }) => each.benefit_code)).toEqual([
      "printed_package",
      "lawyer_consultation",
    ]);
    expect(await balanceOf(member.id)).toBe(500 - price("lawyer_consultation") - price("printed_package"));
  });

  it("spends once when the same redemption is sent twenty times at once", async () => {
    const member = await memberWithPoints(price("lawyer_consultation") * 3);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        redeem(member.token, { benefit_code: "lawyer_consultation", idempotency_key: key }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const numbers = new Set(responses.map((response) => response.json().data.redemption.redemption_no));
    expect(numbers.size).toBe(1);
    expect(responses.filter((response) => !response.json().data.repeated)).toHaveLength(1);
    expect(await redemptionsOf(member.id)).toHaveLength(1);
    expect(await spendsOf(member.id)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(price("lawyer_consultation") * 2);
  });

  it("pays for one of two redemptions run at once when the balance covers only one", async () => {
    const member = await memberWithPoints(price("printed_package") + price("vip_day") - 1);
    const complaint = await createComplaint(t.db, piiKeys, { userId: member.id });
    const responses = await Promise.all([
      redeem(member.token, {
        benefit_code: "printed_package",
        idempotency_key: newKey(),
        complaint_id: complaint.id,
      }),
      redeem(member.token, { benefit_code: "vip_day", idempotency_key: newKey() }),
    ]);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(refused.map((response) => response.json())).toEqual([
      { code: 400, msg: "积分不足，无法兑换", data: null },
    ]);
    expect(await redemptionsOf(member.id)).toHaveLength(1);
    expect(await spendsOf(member.id)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBeGreaterThanOrEqual(0);
  });

  it("never takes the balance below zero however many different redemptions race", async () => {
    const member = await memberWithPoints(price("vip_day") * 3);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        redeem(member.token, { benefit_code: "vip_day", idempotency_key: newKey() }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(await balanceOf(member.id)).toBe(0);
  });
});

describe("what is refused, with nothing stored", () => {
  const cases: [string, (complaintId: number) => object, string][] = [
    [
      "an unknown benefit",
      () => ({ benefit_code: "free_iphone", idempotency_key: newKey() }),
      "该权益不存在或已下架",
    ],
    ["no key", () => ({ benefit_code: "vip_day" }), "兑换请求缺少编号，请刷新页面后重试"],
    [
      "a malformed key",
      () => ({ benefit_code: "vip_day", idempotency_key: "短" }),
      "兑换请求编号无效，请刷新页面后重试",
    ],
    [
      "a package without a complaint",
      () => ({ benefit_code: "printed_package", idempotency_key: newKey() }),
      "请选择要打印的投诉",
    ],
    [
      "a package of a malformed complaint id",
      () => ({ benefit_code: "printed_package", idempotency_key: newKey(), complaint_id: "abc" }),
      "请选择要打印的投诉",
    ],
    [
      "another member's complaint",
      (complaintId) => ({
        benefit_code: "printed_package",
        idempotency_key: newKey(),
        complaint_id: complaintId,
      }),
      "只能打印自己的投诉",
    ],
    [
      "a complaint named for a benefit that needs none",
      (complaintId) => ({ benefit_code: "vip_day", idempotency_key: newKey(), complaint_id: complaintId }),
      "该权益无需选择投诉",
    ],
  ];

  it.each(cases)("%s", async (_name, payload, message) => {
    const member = await memberWithPoints(1000);
    const stranger = await createComplaint(t.db, piiKeys);
    const response = await redeem(member.token, payload(stranger.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: message, data: null });
    expect(await redemptionsOf(member.id)).toEqual([]);
    expect(await balanceOf(member.id)).toBe(1000);
  });

  it("refuses a balance that does not cover the price", async () => {
    const member = await memberWithPoints(price("vip_day") - 1);
    const response = await redeem(member.token, { benefit_code: "vip_day", idempotency_key: newKey() });
    expect(response.json()).toEqual({ code: 400, msg: "积分不足，无法兑换", data: null });
    expect(await redemptionsOf(member.id)).toEqual([]);
    expect(await balanceOf(member.id)).toBe(price("vip_day") - 1);
  });

  it("refuses a key already used for another benefit", async () => {
    const member = await memberWithPoints(1000);
    const key = newKey();
    await redeem(member.token, { benefit_code: "vip_day", idempotency_key: key });
    const response = await redeem(member.token, {
      benefit_code: "lawyer_consultation",
      idempotency_key: key,
    });
    expect(response.json()).toEqual({
      code: 400,
      msg: "该兑换请求已用于其他权益，请刷新页面后重试",
      data: null,
    });
    expect(await redemptionsOf(member.id)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(1000 - price("vip_day"));
  });

  it("asks a visitor to log in and an account without a phone to bind one, before reading the input", async () => {
    expect((await redeem(null, {})).json()).toMatchObject({ code: 401 });
    const wechatOnly = await createWechatOnlyUser(t.db);
    const response = await redeem(await openSession(t, wechatOnly.id), {});
    expect(response.json()).toMatchObject({ code: 402, msg: "请先绑定手机号" });
    expect(await redemptionsOf(wechatOnly.id)).toEqual([]);
  });
});

describe("the console's printed packages", () => {
  it("lets a mediator mark a requested package sent once, and nothing else", async () => {
    const mediator = await createUser(t.db, piiKeys);
    await t.db.insert(schema.userRoles).values({ userId: mediator.id, role: "mediator" });
    const staff = { authorization: `Bearer ${await openSession(t, mediator.id)}` };
    const member = await memberWithPoints(1000);
    const complaint = await createComplaint(t.db, piiKeys, { userId: member.id });
    const printed = await redeem(member.token, {
      benefit_code: "printed_package",
      idempotency_key: newKey(),
      complaint_id: complaint.id,
    });
    const vip = await redeem(member.token, { benefit_code: "vip_day", idempotency_key: newKey() });
    const [row] = await t.db
      .select()
      .from(schema.mallRedemptions)
      .where(eq(schema.mallRedemptions.redemptionNo, printed.json().data.redemption.redemption_no));

    const waiting = await t.app.inject({
      method: "GET",
      url: "/mall/admin/redemptions?status=requested",
      headers: staff,
    });
    expect(waiting.json().data.list).toContainEqual(
      expect.objectContaining({ id: row!.id, complaint_title: complaint.title, status: "requested" }),
    );

    const fulfil = (id: number, note: string) =>
      t.app.inject({
        method: "POST",
        url: `/mall/admin/redemptions/${id}/fulfil`,
        headers: staff,
        payload: { note },
      });
    expect((await fulfil(row!.id, " ")).json()).toEqual({ code: 400, msg: "寄送说明至少2个字", data: null });
    const sent = await fulfil(row!.id, "顺丰 SF1234567890");
    expect(sent.json().data).toMatchObject({
      status: "fulfilled",
      fulfilment_note: "顺丰 SF1234567890",
      fulfilled_by: mediator.id,
    });
    expect((await fulfil(row!.id, "再次寄送")).json()).toEqual({
      code: 400,
      msg: "只有待寄送的打印包可以标记为已寄送",
      data: null,
    });
    const [vipRow] = await t.db
      .select({ id: schema.mallRedemptions.id })
      .from(schema.mallRedemptions)
      .where(eq(schema.mallRedemptions.redemptionNo, vip.json().data.redemption.redemption_no));
    expect((await fulfil(vipRow!.id, "不该寄送")).json()).toMatchObject({ code: 400 });
    expect((await fulfil(999_999_999, "不存在")).json()).toMatchObject({ code: 404, msg: "兑换记录不存在" });

    const mine = await t.app.inject({
      method: "GET",
      url: "/mall/redemptions",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(mine.json().data.list).toContainEqual(
      expect.objectContaining({
        benefit_code: "printed_package",
        status_label: "已寄送",
        fulfilment_note: "顺丰 SF1234567890",
      }),
    );
  });
});
