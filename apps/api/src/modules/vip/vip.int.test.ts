import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OfficialAccount } from "../../providers/wechat/official-account";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { queuedJobs } from "../../testing/queued-jobs";
import { openSession, type SignedInMember, signInNewMember } from "../../testing/sign-in-member";
import { JSAPI_NEEDS_WECHAT_LOGIN } from "./create-order";
import { CHANNEL_NOT_OFFERED } from "./payment-gateway-of";
import { createTestChannel } from "./test-channel.testing";
import { LATE_PAYMENT_REFUND_REASON, VIP_ORDER_CLOSE_JOB, VIP_ORDER_QUERY_JOB } from "./vip-order-steps";

const { vipOrders, vipPaymentNotifications, vipMembershipEntries, vipMemberships, vipRefunds, vipPlans } =
  schema;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
// Only its app id is read when a member pays inside WeChat (the payer's openid under it).
const OFFICIAL_ACCOUNT = { appId: "wxtestofficial0001" } as unknown as OfficialAccount;

let t: TestApp;
let channel: ReturnType<typeof createTestChannel>;
let now: Date;
let monthly: { id: number; priceFen: number; durationDays: number };

beforeAll(async () => {
  channel = createTestChannel("wechat");
  t = await buildTestApp(
    {},
    { providers: { payments: { wechat: channel.gateway }, officialAccount: OFFICIAL_ACCOUNT } },
  );
  const [plan] = await t.db.select().from(vipPlans).where(eq(vipPlans.name, "月度会员"));
  monthly = plan!;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date(TEST_SEED_NOW.getTime() + 60 * MINUTE_MS);
  t.setNow(now);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function moveClock(ms: number) {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}

async function order(
  member: SignedInMember,
  body: object = { plan_id: monthly.id, channel: "wechat_native" },
) {
  return t.app.inject({
    method: "POST",
    url: "/api/vip/order",
    headers: bearer(member.token),
    payload: body,
  });
}

async function placeOrder(member: SignedInMember): Promise<string> {
  const placed = await order(member);
  expect(placed.json().code, placed.body).toBe(200);
  return placed.json().data.order_no as string;
}

function notify(notification: { rawBody: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: "POST",
    url: "/api/pay/notify/wechat",
    headers: notification.headers,
    payload: notification.rawBody,
  });
}

async function orderRow(orderNo: string) {
  const [row] = await t.db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
  return row!;
}

async function notificationsOf(orderNo: string) {
  return t.db.select().from(vipPaymentNotifications).where(eq(vipPaymentNotifications.orderNo, orderNo));
}

async function membershipOf(userId: number) {
  const [row] = await t.db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
  return row ?? null;
}

describe("plans", () => {
  it("lists the plans on sale in their order, with prices in fen and yuan", async () => {
    const listed = await t.app.inject({ method: "GET", url: "/api/vip/plans" });
    expect(
      listed.json().data.list.map((plan: { name: string; price: string }) => [plan.name, plan.price]),
    ).toEqual([
      ["月度会员", "19.90"],
      ["季度会员", "49.90"],
      ["年度会员", "168.00"],
    ]);
  });
});

describe("placing an order", () => {
  it("answers the channel's code and stores the order paying, with its query and close booked", async () => {
    const member = await signInNewMember(t);
    const placed = await order(member);
    expect(placed.json().code, placed.body).toBe(200);
    const { order_no: orderNo, amount, pay } = placed.json().data;
    expect(orderNo).toMatch(/^V\d{17}[0-9A-Za-z]{10}$/);
    expect(amount).toBe(1990);
    expect(pay).toEqual({ type: "code_url", code_url: `weixin://wxpay/bizpayurl?pr=${orderNo}` });
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({
      status: "paying",
      userId: member.id,
      planName: "月度会员",
      planPriceFen: 1990,
      planDurationDays: 30,
      amountFen: 1990,
      currency: "CNY",
      expiresAt: new Date(now.getTime() + 120 * MINUTE_MS),
    });
    const jobs = await queuedJobs(t.db, {});
    const mine = jobs.filter((job) => job.payload.orderNo === orderNo);
    expect(mine.map((job) => [job.name, job.runAt.getTime() - now.getTime()]).sort()).toEqual([
      [VIP_ORDER_CLOSE_JOB, 120 * MINUTE_MS],
      [VIP_ORDER_QUERY_JOB, 5 * MINUTE_MS],
    ]);
  });

  it("refuses a channel whose provider is not configured, storing nothing", async () => {
    const member = await signInNewMember(t);
    const refused = await order(member, { plan_id: monthly.id, channel: "alipay_page" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, msg: CHANNEL_NOT_OFFERED });
    expect(await t.db.select().from(vipOrders).where(eq(vipOrders.userId, member.id))).toEqual([]);
  });

  it("refuses JSAPI to an account without an openid under the official account", async () => {
    const member = await signInNewMember(t);
    const refused = await order(member, { plan_id: monthly.id, channel: "wechat_jsapi" });
    expect(refused.json()).toMatchObject({ code: 400, msg: JSAPI_NEEDS_WECHAT_LOGIN });
    expect(await t.db.select().from(vipOrders).where(eq(vipOrders.userId, member.id))).toEqual([]);
  });

  it("pays inside WeChat with the openid of the member's WeChat login under the official account", async () => {
    const member = await signInNewMember(t);
    await t.db
      .insert(schema.userWechatIdentities)
      .values({ userId: member.id, appId: OFFICIAL_ACCOUNT.appId, openid: "oTestPayer0001" });
    const placed = await order(member, { plan_id: monthly.id, channel: "wechat_jsapi" });
    expect(placed.json().data.pay).toMatchObject({
      type: "jsapi",
      jsapi: { appId: "wxtestofficial0001", signType: "RSA", paySign: "signed-for-oTestPayer0001" },
    });
  });

  it("refuses a plan off sale or unknown, and an unknown channel", async () => {
    const member = await signInNewMember(t);
    expect((await order(member, { plan_id: 999999, channel: "wechat_native" })).json().code).toBe(400);
    const wrongChannel = await order(member, { plan_id: monthly.id, channel: "paypal" });
    expect(wrongChannel.json()).toMatchObject({ code: 400, msg: "请选择支付方式" });
  });

  it("asks an anonymous buyer to log in before reading the body", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/vip/order", payload: "not json" });
    expect(anonymous.json().code).toBe(401);
  });

  it("leaves the order failed and the buyer a refusal to come back when the channel fails", async () => {
    const member = await signInNewMember(t);
    channel.failures.create = true;
    try {
      const refused = await order(member);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe(400);
    } finally {
      channel.failures.create = false;
    }
    const [row] = await t.db.select().from(vipOrders).where(eq(vipOrders.userId, member.id));
    expect(row?.status).toBe("failed");
  });
});

describe("the order's status", () => {
  it("is the buyer's alone: another member is told it does not exist, a visitor to log in", async () => {
    const buyer = await signInNewMember(t);
    const other = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    const url = `/api/vip/order/${orderNo}`;
    const seen = await t.app.inject({ method: "GET", url, headers: bearer(buyer.token) });
    expect(seen.json().data).toMatchObject({ order_no: orderNo, status: "paying", amount: 1990 });
    const hidden = await t.app.inject({ method: "GET", url, headers: bearer(other.token) });
    expect(hidden.json()).toMatchObject({ code: 404, msg: "订单不存在" });
    expect((await t.app.inject({ method: "GET", url })).json().code).toBe(401);
  });

  it("asks the channel while paying and settles a payment whose notification has not come", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    channel.pay(orderNo, now);
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/vip/order/${orderNo}`,
      headers: bearer(buyer.token),
    });
    expect(seen.json().data.status).toBe("paid");
    expect((await membershipOf(buyer.id))?.endsAt).toEqual(new Date(now.getTime() + 30 * DAY_MS));
  });
});

describe("payment notifications", () => {
  it("extends the membership exactly once when the same notification arrives ten times at once", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    const notification = channel.pay(orderNo, now);
    channel.gatherNotifications(10);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(notification))).finally(
      channel.stopGathering,
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));

    const row = await orderRow(orderNo);
    expect(row.status).toBe("paid");
    expect(row.paidAt).toEqual(now);
    const entries = await t.db
      .select()
      .from(vipMembershipEntries)
      .where(eq(vipMembershipEntries.userId, buyer.id));
    expect(entries.map((entry) => entry.entryKey)).toEqual([`order:${orderNo}`]);
    expect((await membershipOf(buyer.id))?.endsAt).toEqual(new Date(now.getTime() + 30 * DAY_MS));
    const stored = await notificationsOf(orderNo);
    expect(stored).toHaveLength(10);
    expect(stored.every((entry) => entry.rawBody === notification.rawBody)).toBe(true);
    expect(stored.map((entry) => entry.outcome).sort()).toEqual([...Array(9).fill("duplicate"), "paid"]);

    const user = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(buyer.token) });
    expect(user.json().data.vip).toEqual({
      plan_name: "月度会员",
      ends_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    });
  });

  it("extends a running membership from its end", async () => {
    const buyer = await signInNewMember(t);
    await notify(channel.pay(await placeOrder(buyer), now));
    moveClock(DAY_MS);
    await notify(channel.pay(await placeOrder(buyer), now));
    expect((await membershipOf(buyer.id))?.endsAt).toEqual(new Date(now.getTime() - DAY_MS + 60 * DAY_MS));
  });

  it("adds both periods when two orders of one member are paid at the same moment", async () => {
    const buyer = await signInNewMember(t);
    const first = channel.pay(await placeOrder(buyer), now);
    const second = channel.pay(await placeOrder(buyer), now);
    channel.gatherNotifications(2);
    await Promise.all([notify(first), notify(second)]).finally(channel.stopGathering);
    expect((await membershipOf(buyer.id))?.endsAt).toEqual(new Date(now.getTime() + 60 * DAY_MS));
  });

  it("refuses a forged signature, storing it with the reason, and the order stays paying", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    const genuine = channel.pay(orderNo, now);
    const forged = genuine.rawBody.replace(/"amountFen":1990/, '"amountFen":1');
    const answer = await notify({ rawBody: forged, headers: genuine.headers });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: "FAIL", message: "失败" });
    const [stored] = await t.db
      .select()
      .from(vipPaymentNotifications)
      .where(eq(vipPaymentNotifications.rawBody, forged));
    expect(stored).toMatchObject({
      verification: "refused",
      refusalReason: "signature does not match the body",
      outcome: "refused",
      provider: "wechat",
    });
    expect(stored?.headers["x-test-signature"]).toBe(genuine.headers["x-test-signature"]);
    expect((await orderRow(orderNo)).status).toBe("paying");
  });

  it("grants nothing for another amount, flags the order for staff and stops the channel's retries", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    const answer = await notify(channel.pay(orderNo, now, { amountFen: 1 }));
    expect(answer.statusCode).toBe(204);
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ status: "paying", anomaly: "amount_mismatch" });
    expect(row.anomalyDetail).toMatchObject({ amountFen: 1, currency: "CNY" });
    expect(await membershipOf(buyer.id)).toBeNull();
    expect((await notificationsOf(orderNo)).map((entry) => entry.outcome)).toEqual(["amount_mismatch"]);
  });

  it("grants nothing for another currency", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    await notify(channel.pay(orderNo, now, { currency: "USD" }));
    expect((await orderRow(orderNo)).anomaly).toBe("amount_mismatch");
    expect(await membershipOf(buyer.id)).toBeNull();
  });

  it("records a notification for an unknown order and answers it", async () => {
    const unknown = channel.notificationOf({
      orderNo: "V20260601120000000unknown0",
      channelTradeNo: "4200009999",
      state: "paid",
      amountFen: 1990,
      currency: "CNY",
      paidAt: now,
    });
    const answer = await notify(unknown);
    expect(answer.statusCode).toBe(204);
    const stored = await notificationsOf("V20260601120000000unknown0");
    expect(stored.map((entry) => [entry.verification, entry.outcome])).toEqual([
      ["verified", "unknown_order"],
    ]);
  });

  it("refunds a payment that arrives after the order closed, with the same refund number on every try", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    moveClock(120 * MINUTE_MS);
    await t.app.runDueJobs();
    expect(channel.closed).toContain(orderNo);
    expect((await orderRow(orderNo)).status).toBe("closed");

    channel.transactions.get(orderNo)!.state = "paying";
    const late = channel.pay(orderNo, now);
    expect((await notify(late)).statusCode).toBe(204);
    expect((await notify(late)).statusCode).toBe(204);
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ status: "closed", anomaly: "paid_after_close" });
    expect(await membershipOf(buyer.id)).toBeNull();
    const refunds = await t.db.select().from(vipRefunds).where(eq(vipRefunds.orderId, row.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountFen: 1990, reason: LATE_PAYMENT_REFUND_REASON, staffId: null });

    channel.failures.refund = 1;
    await t.app.runDueJobs();
    moveClock(10 * MINUTE_MS);
    await t.app.runDueJobs();
    const sent = channel.refunds.filter((refund) => refund.orderNo === orderNo);
    expect(sent.map((refund) => refund.refundNo)).toEqual([refunds[0]!.refundNo, refunds[0]!.refundNo]);
    expect(sent[0]).toMatchObject({ refundFen: 1990, totalFen: 1990 });
    const [after] = await t.db.select().from(vipRefunds).where(eq(vipRefunds.orderId, row.id));
    expect(after?.status).toBe("processing");
  });
});

describe("refund notifications", () => {
  it("end a paid order's refund and take back the refunded share of its period, once", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    await notify(channel.pay(orderNo, now));
    const paidEnd = new Date(now.getTime() + 30 * DAY_MS);
    // A staff refund of half the amount, asked of the channel (its console comes later).
    const row = await orderRow(orderNo);
    await t.db.update(vipOrders).set({ status: "refunding" }).where(eq(vipOrders.id, row.id));
    const [refund] = await t.db
      .insert(vipRefunds)
      .values({
        refundNo: "R20260601130000000halfrefund",
        orderId: row.id,
        amountFen: 995,
        reason: "会员申请退款",
        status: "processing",
      })
      .returning();
    moveClock(DAY_MS);
    const succeeded = channel.refundNotificationOf({
      orderNo,
      refundNo: refund!.refundNo,
      state: "succeeded",
      refundFen: 995,
      succeededAt: now,
    });
    channel.gatherNotifications(3);
    const answers = await Promise.all([notify(succeeded), notify(succeeded), notify(succeeded)]).finally(
      channel.stopGathering,
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    expect((await orderRow(orderNo)).status).toBe("partially_refunded");
    expect((await membershipOf(buyer.id))?.endsAt).toEqual(new Date(paidEnd.getTime() - 15 * DAY_MS));
    const entries = await t.db
      .select({ key: vipMembershipEntries.entryKey })
      .from(vipMembershipEntries)
      .where(eq(vipMembershipEntries.userId, buyer.id));
    expect(entries.map((entry) => entry.key).sort()).toEqual([
      `order:${orderNo}`,
      `refund:${refund!.refundNo}`,
    ]);
    const [after] = await t.db.select().from(vipRefunds).where(eq(vipRefunds.id, refund!.id));
    expect(after).toMatchObject({ status: "succeeded", succeededAt: now });
  });
});

describe("jobs", () => {
  it("recovers a payment whose notification was lost by querying the channel", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    channel.pay(orderNo, now);
    moveClock(5 * MINUTE_MS);
    await t.app.runDueJobs();
    expect((await orderRow(orderNo)).status).toBe("paid");
    expect(await membershipOf(buyer.id)).not.toBeNull();
  });

  it("keeps asking while the order is paying, then closes it at the channel at expiry", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await placeOrder(buyer);
    moveClock(5 * MINUTE_MS);
    await t.app.runDueJobs();
    const next = (await queuedJobs(t.db, { name: VIP_ORDER_QUERY_JOB })).filter(
      (job) => job.payload.orderNo === orderNo && job.doneAt === null,
    );
    expect(next.map((job) => job.runAt)).toEqual([new Date(now.getTime() + 15 * MINUTE_MS)]);
    moveClock(115 * MINUTE_MS);
    await t.app.runDueJobs();
    expect(channel.closed).toContain(orderNo);
    expect(await orderRow(orderNo)).toMatchObject({ status: "closed", closedAt: now });
  });
});

describe("the console's plans", () => {
  async function staffWith(roles: ("finance" | "moderator" | "admin")[]) {
    const user = await createUser(t.db, piiKeys);
    if (roles.length > 0) {
      await t.db.insert(schema.userRoles).values(roles.map((role) => ({ userId: user.id, role })));
    }
    return openSession(t, user.id);
  }
  const plan = {
    name: "半年会员",
    price_fen: 8800,
    duration_days: 180,
    benefits: ["投诉加急审核"],
    on_sale: true,
    sort_order: 5,
  };

  it("refuses a visitor, a member and staff without the finance role, before reading the input", async () => {
    const consumer = await signInNewMember(t);
    const moderator = await staffWith(["moderator"]);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/vip/plans" });
    expect(anonymous.json().code).toBe(401);
    for (const token of [consumer.token, moderator]) {
      for (const call of [
        { method: "GET" as const, url: "/api/admin/vip/plans" },
        { method: "POST" as const, url: "/api/admin/vip/plans", payload: { name: "" } },
        { method: "PUT" as const, url: "/api/admin/vip/plans/1", payload: plan },
        { method: "POST" as const, url: "/api/admin/vip/plans/1/off_sale" },
      ]) {
        const refused = await t.app.inject({ ...call, headers: bearer(token) });
        expect(refused.json(), `${call.method} ${call.url}`).toMatchObject({
          code: 403,
          msg: "需要财务权限",
        });
      }
    }
  });

  it("lets finance staff and admins add, change and take a plan off sale, logged", async () => {
    const finance = await staffWith(["finance"]);
    const admin = await staffWith(["admin"]);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/vip/plans",
      headers: bearer(finance),
      payload: plan,
    });
    expect(added.json().data).toMatchObject({ name: "半年会员", price: "88.00", on_sale: true });
    const id = added.json().data.id as number;
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/vip/plans/${id}`,
      headers: bearer(admin),
      payload: { ...plan, price_fen: 7800 },
    });
    expect(changed.json().data.price_fen).toBe(7800);
    const withdrawn = await t.app.inject({
      method: "POST",
      url: `/api/admin/vip/plans/${id}/off_sale`,
      headers: bearer(finance),
    });
    expect(withdrawn.json().data.on_sale).toBe(false);
    const onSale = await t.app.inject({ method: "GET", url: "/api/vip/plans" });
    expect(onSale.json().data.list.map((listed: { id: number }) => listed.id)).not.toContain(id);
    const all = await t.app.inject({ method: "GET", url: "/api/admin/vip/plans", headers: bearer(finance) });
    expect(all.json().data.list.map((listed: { id: number }) => listed.id)).toContain(id);
    const logged = await t.db
      .select({ action: schema.staffActions.action })
      .from(schema.staffActions)
      .where(eq(schema.staffActions.targetType, "vip_plan"));
    expect(logged.map((entry) => entry.action)).toEqual([
      "vip_plan.add",
      "vip_plan.edit",
      "vip_plan.off_sale",
    ]);
  });

  it("refuses a price that is not whole fen, storing nothing", async () => {
    const finance = await staffWith(["finance"]);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/vip/plans",
      headers: bearer(finance),
      payload: { ...plan, name: "不成立的套餐", price_fen: 19.9 },
    });
    expect(refused.json()).toMatchObject({ code: 400, msg: "价格以分为单位，须为整数" });
    expect(await t.db.select().from(vipPlans).where(eq(vipPlans.name, "不成立的套餐"))).toEqual([]);
  });
});
