import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { queuedJobs } from "../../testing/queued-jobs";
import { openSession, type SignedInMember, signInNewMember } from "../../testing/sign-in-member";
import { overRefundMessage } from "./console-orders";
import { createTestChannel } from "./test-channel.testing";
import { VIP_REFUND_QUERY_JOB } from "./vip-order-steps";

// Finance staff's orders and refunds (decision 091) against a channel in memory: the refund's way
// through the refund job, the channel's notification or the follow-up's query, to the order's end
// state and the member's shortened membership.

const { vipOrders, vipRefunds, vipMemberships, vipMembershipEntries, vipPlans, staffActions } = schema;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

let t: TestApp;
let channel: ReturnType<typeof createTestChannel>;
let now: Date;
let monthly: { id: number };
let finance: { id: number; token: string };

beforeAll(async () => {
  channel = createTestChannel("wechat");
  t = await buildTestApp({}, { providers: { payments: { wechat: channel.gateway } } });
  const [plan] = await t.db.select().from(vipPlans).where(eq(vipPlans.name, "月度会员"));
  monthly = plan!;
  const staff = await createUser(t.db, piiKeys, { nickname: "财务小周" });
  await t.db.insert(schema.userRoles).values({ userId: staff.id, role: "finance" });
  finance = { id: staff.id, token: await openSession(t, staff.id) };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date(TEST_SEED_NOW.getTime() + 60 * MINUTE_MS);
  t.setNow(now);
  channel.failures.refund = 0;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function moveClock(ms: number) {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}

/** A member's monthly order (30 days, ¥19.90), paid through the channel's notification. */
async function paidOrder(buyer: SignedInMember): Promise<string> {
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/vip/order",
    headers: bearer(buyer.token),
    payload: { plan_id: monthly.id, channel: "wechat_native" },
  });
  const orderNo = placed.json().data.order_no as string;
  await notify(channel.pay(orderNo, now));
  expect((await orderRow(orderNo)).status).toBe("paid");
  return orderNo;
}

function notify(notification: { rawBody: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: "POST",
    url: "/api/pay/notify/wechat",
    headers: notification.headers,
    payload: notification.rawBody,
  });
}

function refund(orderNo: string, body: object, token = finance.token) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/vip/orders/${orderNo}/refunds`,
    headers: bearer(token),
    payload: body,
  });
}

async function orderRow(orderNo: string) {
  const [row] = await t.db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
  return row!;
}

async function refundsOf(orderNo: string) {
  const order = await orderRow(orderNo);
  return t.db.select().from(vipRefunds).where(eq(vipRefunds.orderId, order.id)).orderBy(vipRefunds.id);
}

async function membershipEnd(userId: number) {
  const [row] = await t.db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
  return row?.endsAt ?? null;
}

async function memberSees(buyer: SignedInMember) {
  const user = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(buyer.token) });
  return user.json().data.vip as { plan_name: string; ends_at: string } | null;
}

describe("a staff refund", () => {
  it("refunds the whole order through the channel and ends the membership now, logged", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    moveClock(2 * DAY_MS);
    const asked = await refund(orderNo, { amount_fen: 1990, reason: "会员未使用，协商全额退款" });
    expect(asked.json(), asked.body).toMatchObject({
      code: 200,
      data: {
        amount: 1990,
        amount_yuan: "19.90",
        reason: "会员未使用，协商全额退款",
        status: "pending",
        staff: { id: finance.id, nickname: "财务小周" },
      },
    });
    const refundNo = asked.json().data.refund_no as string;
    expect(refundNo).toMatch(/^R\d{17}[0-9A-Za-z]{10}$/);
    expect((await orderRow(orderNo)).status).toBe("refunding");
    const [logged] = await t.db.select().from(staffActions).where(eq(staffActions.targetId, orderNo));
    expect(logged).toMatchObject({
      staffId: finance.id,
      action: "vip_order.refund",
      targetType: "vip_order",
      detail: { refund_no: refundNo, amount_fen: 1990, reason: "会员未使用，协商全额退款" },
    });

    await t.app.runDueJobs();
    expect(channel.refunds.filter((sent) => sent.refundNo === refundNo)).toEqual([
      { orderNo, refundNo, refundFen: 1990, totalFen: 1990, reason: "会员未使用，协商全额退款" },
    ]);
    expect((await refundsOf(orderNo))[0]?.status).toBe("processing");
    expect(await memberSees(buyer)).not.toBeNull();

    const answered = await notify(channel.endRefund(refundNo, "succeeded", now));
    expect(answered.statusCode).toBe(204);
    expect((await orderRow(orderNo)).status).toBe("refunded");
    expect(await membershipEnd(buyer.id)).toEqual(now);
    expect(await memberSees(buyer)).toBeNull();
  });

  it("refunds part, then the rest, each shortening its share, and refuses more than is left", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const paidEnd = (await membershipEnd(buyer.id))!;
    // ¥9.95 of ¥19.90 is half of 30 days.
    const first = await refund(orderNo, { amount_fen: 995, reason: "服务中断补偿" });
    const firstNo = first.json().data.refund_no as string;
    await t.app.runDueJobs();
    await notify(channel.endRefund(firstNo, "succeeded", now));
    expect((await orderRow(orderNo)).status).toBe("partially_refunded");
    expect(await membershipEnd(buyer.id)).toEqual(new Date(paidEnd.getTime() - 15 * DAY_MS));

    const tooMuch = await refund(orderNo, { amount_fen: 996, reason: "再退一部分" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 400, msg: overRefundMessage(995) });
    expect(overRefundMessage(995)).toBe("退款金额超过可退金额（可退9.95元）");

    const rest = await refund(orderNo, { amount_fen: 995, reason: "余款退回" });
    await t.app.runDueJobs();
    await notify(channel.endRefund(rest.json().data.refund_no, "succeeded", now));
    expect((await orderRow(orderNo)).status).toBe("refunded");
    expect(await membershipEnd(buyer.id)).toEqual(now);
    const nothingLeft = await refund(orderNo, { amount_fen: 1, reason: "再退一分" });
    expect(nothingLeft.json()).toMatchObject({ code: 400, msg: "订单已退款，不能退款" });
  });

  it("never refunds more than was paid when refunds are asked at once", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    // Five staff refunds of ¥8.00 at once on a ¥19.90 order: two fit, three do not.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(orderNo, { amount_fen: 800, reason: "并发退款" })),
    );
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes).toEqual([200, 200, 400, 400, 400]);
    const refused = answers.filter((answer) => answer.json().code === 400);
    // The third sees ¥3.90 left whichever two came first.
    expect(refused.map((answer) => answer.json().msg)).toEqual(Array(3).fill(overRefundMessage(390)));
    const stored = await refundsOf(orderNo);
    expect(stored.map((row) => row.amountFen)).toEqual([800, 800]);
    expect((await orderRow(orderNo)).status).toBe("refunding");

    await t.app.runDueJobs();
    await notify(channel.endRefund(stored[0]!.refundNo, "succeeded", now));
    // One refund still open: the order waits for it.
    expect((await orderRow(orderNo)).status).toBe("refunding");
    await notify(channel.endRefund(stored[1]!.refundNo, "succeeded", now));
    expect((await orderRow(orderNo)).status).toBe("partially_refunded");
    const shortenings = await t.db
      .select({ change: vipMembershipEntries.changeSeconds })
      .from(vipMembershipEntries)
      .where(eq(vipMembershipEntries.userId, buyer.id));
    // 800 of 1990 fen of 30 days, rounded down, twice.
    const share = -Math.floor((30 * 86_400 * 800) / 1990);
    expect(shortenings.map((entry) => entry.change)).toEqual([30 * 86_400, share, share]);
  });

  it("gives a failed refund's amount back to refund again, the order paid as before", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const paidEnd = await membershipEnd(buyer.id);
    const asked = await refund(orderNo, { amount_fen: 1990, reason: "全额退款" });
    await t.app.runDueJobs();
    await notify(channel.endRefund(asked.json().data.refund_no, "failed", now));
    expect((await orderRow(orderNo)).status).toBe("paid");
    expect(await membershipEnd(buyer.id)).toEqual(paidEnd);
    const again = await refund(orderNo, { amount_fen: 1990, reason: "重新退款" });
    expect(again.json().code).toBe(200);
  });

  it("refuses an order that was not paid, an unknown order, and a refund without a reason, storing nothing", async () => {
    const buyer = await signInNewMember(t);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/vip/order",
      headers: bearer(buyer.token),
      payload: { plan_id: monthly.id, channel: "wechat_native" },
    });
    const paying = placed.json().data.order_no as string;
    expect((await refund(paying, { amount_fen: 100, reason: "未付款" })).json()).toMatchObject({
      code: 400,
      msg: "订单支付中，不能退款",
    });
    const unknown = await refund("V20261207000000000AAAAAAAAAA", { amount_fen: 100, reason: "不存在" });
    expect(unknown.json()).toMatchObject({ code: 404, msg: "订单不存在" });

    const paid = await paidOrder(buyer);
    const cases: [object, string][] = [
      [{ amount_fen: 100, reason: "   " }, "请填写退款原因"],
      [{ amount_fen: 100 }, "请填写退款原因"],
      [{ amount_fen: 9.5, reason: "部分退款" }, "退款金额以分为单位，须为整数"],
      [{ amount_fen: 0, reason: "部分退款" }, "退款金额至少为1分"],
      [{ amount_fen: 100, reason: "退".repeat(81) }, "退款原因不能超过80个字"],
    ];
    for (const [body, msg] of cases) {
      expect((await refund(paid, body)).json()).toMatchObject({ code: 400, msg });
    }
    expect(await refundsOf(paid)).toEqual([]);
    expect((await orderRow(paid)).status).toBe("paid");
  });
});

describe("a refund's follow-up", () => {
  it("asks the channel about a refund still processing whose notification never came", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const asked = await refund(orderNo, { amount_fen: 1990, reason: "全额退款" });
    const refundNo = asked.json().data.refund_no as string;
    await t.app.runDueJobs();
    channel.endRefund(refundNo, "succeeded", now);
    // The channel's notification is lost; ten minutes on the follow-up asks.
    moveClock(10 * MINUTE_MS);
    await t.app.runDueJobs();
    expect((await refundsOf(orderNo))[0]).toMatchObject({ status: "succeeded" });
    expect((await orderRow(orderNo)).status).toBe("refunded");
    expect(await memberSees(buyer)).toBeNull();
  });

  it("keeps asking every hour while the channel is processing, one follow-up waiting at a time", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const refundNo = (await refund(orderNo, { amount_fen: 500, reason: "部分退款" })).json().data
      .refund_no as string;
    await t.app.runDueJobs();
    moveClock(10 * MINUTE_MS);
    await t.app.runDueJobs();
    const waiting = (await queuedJobs(t.db, { name: VIP_REFUND_QUERY_JOB })).filter(
      (job) => job.payload.refundNo === refundNo && job.doneAt === null,
    );
    expect(waiting.map((job) => job.runAt)).toEqual([new Date(now.getTime() + 60 * MINUTE_MS)]);
    expect((await refundsOf(orderNo))[0]?.status).toBe("processing");
  });

  it("sends a refund the channel never answered again, under the same refund number", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const refundNo = (await refund(orderNo, { amount_fen: 1990, reason: "全额退款" })).json().data
      .refund_no as string;
    // The channel fails every try of the refund job (retried with back-off, then given up).
    channel.failures.refund = 100;
    for (let minutes = 0; minutes < 60; minutes += 5) {
      await t.app.runDueJobs();
      moveClock(5 * MINUTE_MS);
    }
    expect((await refundsOf(orderNo))[0]?.status).toBe("pending");
    channel.failures.refund = 0;
    moveClock(60 * MINUTE_MS);
    await t.app.runDueJobs();
    expect((await refundsOf(orderNo))[0]?.status).toBe("processing");
    const sent = channel.refunds.filter((each) => each.orderNo === orderNo);
    expect(sent.length).toBeGreaterThan(2);
    expect(new Set(sent.map((each) => each.refundNo))).toEqual(new Set([refundNo]));
  });
});

describe("a refund the channel keeps refusing", () => {
  const blocked = () =>
    t.app.inject({ method: "GET", url: "/api/admin/vip/refunds/blocked", headers: bearer(finance.token) });
  const retry = (refundNo: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/vip/refunds/${refundNo}/retry`,
      headers: bearer(finance.token),
    });

  it("is shown to finance staff with the channel's words, and goes through when they retry it", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const refundNo = (await refund(orderNo, { amount_fen: 1990, reason: "全额退款" })).json().data
      .refund_no as string;
    channel.failures.refund = 1000;
    await t.app.runDueJobs();
    // One refusal is not yet a matter for staff; the job retries with back-off and the follow-up sends again.
    expect((await blocked()).json().data).toEqual([]);
    for (let minutes = 0; minutes < 30; minutes += 5) {
      moveClock(5 * MINUTE_MS);
      await t.app.runDueJobs();
    }
    const sends = channel.refunds.filter((each) => each.refundNo === refundNo).length;
    expect(sends).toBeGreaterThanOrEqual(3);
    const [shown] = (await blocked()).json().data;
    expect(shown).toMatchObject({
      refund_no: refundNo,
      order_no: orderNo,
      status: "pending",
      consecutive_failures: sends,
      blocked: true,
      last_failure: "WeChat Pay 403 NOT_ENOUGH: 基本账户余额不足",
    });

    // Finance tops up the merchant account and retries: the channel takes it under the same number.
    channel.failures.refund = 0;
    const retried = await retry(refundNo);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({
      status: "processing",
      consecutive_failures: 0,
      blocked: false,
    });
    expect((await blocked()).json().data).toEqual([]);
    expect(
      new Set(channel.refunds.filter((each) => each.orderNo === orderNo).map((each) => each.refundNo)),
    ).toEqual(new Set([refundNo]));
    const logged = await t.db.select().from(staffActions).where(eq(staffActions.targetId, refundNo));
    expect(logged).toMatchObject([{ staffId: finance.id, action: "vip_refund.retry" }]);

    // A refund that has ended has nothing to retry; a number no refund has is not found.
    channel.endRefund(refundNo, "succeeded", now);
    await retry(refundNo);
    const again = await retry(refundNo);
    expect(again.json()).toMatchObject({ code: 400, msg: "退款已结束，无需重试" });
    expect((await retry("R20261207000000000ABCDEFGHIJ")).json()).toMatchObject({
      code: 404,
      msg: "退款不存在",
    });
  });

  it("records a retry the channel refuses again for staff to read, never a server error", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const refundNo = (await refund(orderNo, { amount_fen: 990, reason: "部分退款" })).json().data
      .refund_no as string;
    channel.failures.refund = 1000;
    const retried = await retry(refundNo);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: "pending", consecutive_failures: 1, blocked: false });
    expect(retried.json().data.last_failure).toContain("NOT_ENOUGH");
  });
});

describe("the console's orders", () => {
  it("lists orders newest first, filtered by status, channel, anomaly and number", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/vip/orders?${query}`,
          headers: bearer(finance.token),
        })
      ).json();
    const byNumber = await list(`order_no=${orderNo}`);
    expect(byNumber.data).toMatchObject({ total: 1, page: 1 });
    expect(byNumber.data.list[0]).toMatchObject({
      order_no: orderNo,
      buyer: { id: buyer.id, nickname: buyer.nickname },
      plan_name: "月度会员",
      amount: 1990,
      amount_yuan: "19.90",
      channel: "wechat_native",
      status: "paid",
      status_label: "已支付",
      anomaly: null,
    });
    const paid = await list("status=paid&channel=wechat_native&page_size=100");
    expect(paid.data.list.every((order: { status: string }) => order.status === "paid")).toBe(true);
    expect(paid.data.list.map((order: { order_no: string }) => order.order_no)).toContain(orderNo);
    const created = paid.data.list.map((order: { created_at: string }) => order.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await list("anomaly=amount_mismatch")).data.list).toEqual([]);
    expect((await list("channel=alipay_page")).data.total).toBe(0);
    expect((await list("status=unknown")).code).toBe(400);
  });

  it("shows an order's refunds with their staff, its membership entries and notifications, never their bodies", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await paidOrder(buyer);
    const refundNo = (await refund(orderNo, { amount_fen: 995, reason: "服务中断补偿" })).json().data
      .refund_no as string;
    await t.app.runDueJobs();
    await notify(channel.endRefund(refundNo, "succeeded", now));
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/vip/orders/${orderNo}`,
      headers: bearer(finance.token),
    });
    const data = detail.json().data;
    expect(data).toMatchObject({
      order_no: orderNo,
      status: "partially_refunded",
      plan_duration_days: 30,
      refundable: 995,
      refundable_yuan: "9.95",
      refunds: [
        {
          refund_no: refundNo,
          amount: 995,
          reason: "服务中断补偿",
          status: "succeeded",
          status_label: "退款成功",
          staff: { id: finance.id, nickname: "财务小周" },
        },
      ],
    });
    expect(data.membership_entries.map((entry: { cause: string }) => entry.cause)).toEqual([
      "order",
      "refund",
    ]);
    expect(data.membership_entries[1]).toMatchObject({ refund_no: refundNo, change_seconds: -15 * 86_400 });
    expect(
      data.notifications.map((each: { kind: string; verification: string; outcome: string }) => [
        each.kind,
        each.verification,
        each.outcome,
      ]),
    ).toEqual([
      ["payment", "verified", "paid"],
      ["refund", "verified", "refund_recorded"],
    ]);
    expect(JSON.stringify(data)).not.toContain("x-test-signature");
    expect(Object.keys(data.notifications[0]).sort()).toEqual([
      "id",
      "kind",
      "outcome",
      "processed_at",
      "provider",
      "received_at",
      "refusal_reason",
      "verification",
    ]);
  });
});
