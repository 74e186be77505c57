import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OfficialAccount } from "../../providers/wechat/official-account";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession, type SignedInMember, signInNewMember } from "../../testing/sign-in-member";
import { createSession, deriveSessionTokenKey } from "../auth";
import { createTestChannel } from "./test-channel.testing";

// What a member sees of their membership (their orders and refunds, the priority of their feedback)
// and what nobody else sees of it.

const { vipOrders, vipRefunds, vipPlans } = schema;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const OFFICIAL_ACCOUNT = { appId: "wxtestofficial0001" } as unknown as OfficialAccount;

let t: TestApp;
let channel: ReturnType<typeof createTestChannel>;
let now: Date;
let monthlyId: number;

beforeAll(async () => {
  channel = createTestChannel("wechat");
  t = await buildTestApp(
    {},
    { providers: { payments: { wechat: channel.gateway }, officialAccount: OFFICIAL_ACCOUNT } },
  );
  const [plan] = await t.db.select().from(vipPlans).where(eq(vipPlans.name, "月度会员"));
  monthlyId = plan!.id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date(TEST_SEED_NOW.getTime() + 60 * MINUTE_MS);
  t.setNow(now);
});

function moveClock(ms: number) {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

function notify(notification: { rawBody: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: "POST",
    url: "/api/pay/notify/wechat",
    headers: notification.headers,
    payload: notification.rawBody,
  });
}

async function placeOrder(member: SignedInMember): Promise<string> {
  const placed = await call("POST", "/vip/order", member.token, {
    plan_id: monthlyId,
    channel: "wechat_native",
  });
  expect(placed.json().code, placed.body).toBe(200);
  return placed.json().data.order_no as string;
}

/** The member with a session opened at the test's time. */
async function signedInNow<M extends SignedInMember>(member: M): Promise<M> {
  const { token } = await createSession(t.db, {
    userId: member.id,
    ttlDays: 30,
    userAgent: undefined,
    now,
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
    role: null,
  });
  return { ...member, token };
}

/** A member whose order was paid through the channel: a month's membership from now. */
async function payingMember(): Promise<SignedInMember & { orderNo: string }> {
  const member = await signedInNow(await signInNewMember(t));
  const orderNo = await placeOrder(member);
  expect((await notify(channel.pay(orderNo, now))).statusCode).toBe(204);
  return { ...member, orderNo };
}

/** Staff refund `refundFen` of the order (the console's part, written here) and the channel confirms it. */
async function refundPart(orderNo: string, refundFen: number, refundNo: string) {
  const [order] = await t.db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
  await t.db.update(vipOrders).set({ status: "refunding" }).where(eq(vipOrders.id, order!.id));
  await t.db.insert(vipRefunds).values({
    refundNo,
    orderId: order!.id,
    amountFen: refundFen,
    reason: "会员申请退款",
    status: "processing",
    createdAt: now,
  });
  const answer = await notify(
    channel.refundNotificationOf({ orderNo, refundNo, state: "succeeded", refundFen, succeededAt: now }),
  );
  expect(answer.statusCode).toBe(204);
}

describe("GET /vip/orders", () => {
  it("lists the buyer's orders newest first, with a refund and what it took off the membership", async () => {
    const paidAt = now;
    const buyer = await payingMember();
    moveClock(MINUTE_MS);
    const unpaid = await placeOrder(buyer);
    moveClock(DAY_MS);
    await refundPart(buyer.orderNo, 995, "R20260601130000000halfrefund");

    const listed = await call("GET", "/vip/orders", buyer.token);
    expect(listed.json().code, listed.body).toBe(200);
    const { list, total } = listed.json().data;
    expect(total).toBe(2);
    expect(list.map((order: { order_no: string }) => order.order_no)).toEqual([unpaid, buyer.orderNo]);
    expect(list[0]).toMatchObject({ status: "paying", status_label: "支付中", paid_at: null, refunds: [] });
    expect(list[1]).toMatchObject({
      plan_name: "月度会员",
      amount: 1990,
      amount_yuan: "19.90",
      channel: "wechat_native",
      status: "partially_refunded",
      status_label: "已部分退款",
      refunds: [
        {
          refund_no: "R20260601130000000halfrefund",
          amount: 995,
          amount_yuan: "9.95",
          reason: "会员申请退款",
          status: "succeeded",
          status_label: "退款成功",
          shortened_seconds: 15 * 86_400,
          succeeded_at: now.toISOString(),
        },
      ],
    });
    const user = (await call("GET", "/user", buyer.token)).json().data;
    expect(user.vip).toEqual({
      plan_name: "月度会员",
      ends_at: new Date(paidAt.getTime() + 15 * DAY_MS).toISOString(),
    });
  });

  it("pages the orders", async () => {
    const buyer = await signInNewMember(t);
    for (let placed = 0; placed < 3; placed += 1) {
      await placeOrder(buyer);
      moveClock(MINUTE_MS);
    }
    const second = (await call("GET", "/vip/orders?page=2&page_size=2", buyer.token)).json().data;
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.list).toHaveLength(1);
    const past = (await call("GET", "/vip/orders?page=3&page_size=2", buyer.token)).json().data;
    expect(past.list).toEqual([]);
  });

  // The authorization matrix of the member's own orders: the buyer, another user, a visitor.
  it("answers each caller only their own orders", async () => {
    const buyer = await payingMember();
    const another = await signInNewMember(t);
    const cases = [
      { who: "buyer", token: buyer.token, status: 200, orders: [buyer.orderNo] },
      { who: "another user", token: another.token, status: 200, orders: [] },
      { who: "visitor", token: null, status: 401, orders: null },
    ];
    for (const { who, token, status, orders } of cases) {
      const answer = await call("GET", "/vip/orders", token);
      expect(answer.statusCode, who).toBe(status);
      if (orders) {
        expect(
          answer.json().data.list.map((order: { order_no: string }) => order.order_no),
          who,
        ).toEqual(orders);
      }
    }
  });
});

describe("GET /vip/plans", () => {
  it("names the channels the platform takes payments through", async () => {
    const plans = (await call("GET", "/vip/plans", null)).json().data;
    // WeChat Pay and the official account configured, Alipay not.
    expect(plans.channels).toEqual(["wechat_native", "wechat_jsapi", "wechat_h5"]);
  });
});

describe("feedback", () => {
  async function moderator() {
    const user = await createUser(t.db, piiKeys);
    await t.db.insert(schema.userRoles).values({ userId: user.id, role: "moderator" });
    return (await signedInNow({ id: user.id, nickname: user.nickname, token: "" })).token;
  }

  it("tells a member theirs is handled first, and lists it first for staff, flagged", async () => {
    const consumer = await signInNewMember(t);
    const member = await payingMember();
    const formerMember = await payingMember();
    moveClock(MINUTE_MS);
    const sent = async (who: SignedInMember | null, content: string) => {
      const answer = await call("POST", "/feedback", who?.token ?? null, { content, contact: "13800001111" });
      expect(answer.json().code, answer.body).toBe(200);
      return answer.json().data as { id: number; priority: boolean };
    };
    const whileMember = await sent(formerMember, "会员期间提交的反馈内容");
    const fromConsumer = await sent(consumer, "普通用户提交的反馈内容");
    const fromVisitor = await sent(null, "未登录访客提交的反馈内容");
    moveClock(31 * DAY_MS);
    const fromMember = await sent(await payingMember(), "新开通会员提交的反馈内容");
    // A session opened now: the first one has run out by then.
    const afterMembership = await sent(await signedInNow(member), "会员到期后提交的反馈内容");
    expect(
      [whileMember, fromConsumer, fromVisitor, fromMember, afterMembership].map((f) => f.priority),
    ).toEqual([true, false, false, true, false]);

    const staff = await moderator();
    const listed = await call("GET", "/admin/feedback?page_size=50", staff);
    expect(listed.json().code, listed.body).toBe(200);
    const ours = new Set(
      [whileMember, fromConsumer, fromVisitor, fromMember, afterMembership].map((f) => f.id),
    );
    const order = listed
      .json()
      .data.list.filter((item: { id: number }) => ours.has(item.id))
      .map((item: { id: number; priority: boolean }) => [item.id, item.priority]);
    expect(order).toEqual([
      [fromMember.id, true],
      [whileMember.id, true],
      [afterMembership.id, false],
      [fromVisitor.id, false],
      [fromConsumer.id, false],
    ]);
    const shown = listed.json().data.list.find((item: { id: number }) => item.id === fromMember.id);
    expect(shown.contact).toBe("13800001111");
  });

  it("shows the feedback list to staff only", async () => {
    const consumer = await signInNewMember(t);
    expect((await call("GET", "/admin/feedback", null)).statusCode).toBe(401);
    const refused = await call("GET", "/admin/feedback", consumer.token);
    expect([refused.statusCode, refused.json().msg]).toEqual([403, "需要平台审核权限"]);
  });
});

describe("what membership never shows to others", () => {
  it("leaves no trace of a member's membership in their public complaint or the company's portal", async () => {
    const member = await payingMember();
    const enterprise = await createEnterprise(t.db, { name: "丙测试家居有限公司" });
    const brand = await createBrand(t.db, { enterpriseId: enterprise.id });
    const operator = await createUser(t.db, piiKeys);
    await t.db
      .insert(schema.enterpriseMembers)
      .values({ enterpriseId: enterprise.id, userId: operator.id, role: "owner" });
    const operatorToken = await openSession(t, operator.id);
    const filed = new Date(now.getTime() - DAY_MS);
    const complaint = await createComplaint(t.db, piiKeys, {
      userId: member.id,
      brandId: brand.id,
      createdAt: filed,
      reviewedAt: filed,
      dispatchedAt: filed,
    });
    expect((await call("GET", "/user", member.token)).json().data.vip).not.toBeNull();

    const reads = [
      ["the public complaint", `/v2/complaint/${complaint.id}`, null],
      ["the public complaint's page", `/v2/complaint/${complaint.id}/page`, null],
      ["the public complaint, read by its author", `/v2/complaint/${complaint.id}/page`, member.token],
      ["the company's complaint list", "/company/complaints", operatorToken],
      ["the company's complaint", `/company/complaints/${complaint.id}`, operatorToken],
    ] as const;
    for (const [what, url, token] of reads) {
      const answer = await call("GET", url, token);
      expect(answer.statusCode, what).toBe(200);
      expect(answer.body, what).toContain(complaint.title);
      expect(answer.body, what).not.toMatch(/vip|会员|月度/i);
    }
  });
});
