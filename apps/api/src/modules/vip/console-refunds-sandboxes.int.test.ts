import type { AddressInfo } from "node:net";
import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlipayGateway } from "../../providers/payment/alipay/alipay-gateway";
import { ALIPAY_NOTIFY_PATH } from "../../providers/payment/create-payment-gateways";
import type { PaymentGateways } from "../../providers/payment/payment-gateway";
import { ALIPAY_SANDBOX_PATH, createAlipaySandbox } from "../../providers/payment/sandbox/alipay-sandbox";
import { createManualTimers } from "../../providers/payment/sandbox/manual-timers.testing";
import {
  createWechatPaySandbox,
  WECHAT_PAY_SANDBOX_PATH,
} from "../../providers/payment/sandbox/wechat-pay-sandbox";
import { WechatPayGateway } from "../../providers/payment/wechat/wechat-pay-gateway";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession, type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

// A finance staff member's refund through both sandboxes with the real gateways (decision 091): the
// refund job's signed call, the channel's refund notification verified on its bytes, or, when that
// notification is lost, the follow-up's query; the member's membership ends early.

const SITE = "http://localhost:3000";
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
let now = new Date(TEST_SEED_NOW.getTime() + 60 * MINUTE_MS);
const clock = () => now;
const wechatTimers = createManualTimers();
/** Whether the sandboxes' notifications reach the app; off, they are lost on the way. */
let delivering = true;

let t: TestApp;
const payments: PaymentGateways = {};

const wechatSandbox = createWechatPaySandbox({
  publicBase: `${SITE}${WECHAT_PAY_SANDBOX_PATH}`,
  now: clock,
  merchantName: "诉达会员（测试商户）",
  retryCompression: 60,
  duplicateRate: 0,
  dropRate: 0,
  timers: wechatTimers,
  deliver: async (url, headers, body) => {
    if (!delivering) return 0;
    const answer = await t.app.inject({ method: "POST", url: new URL(url).pathname, headers, payload: body });
    return answer.statusCode;
  },
});
const alipaySandbox = createAlipaySandbox({
  publicBase: `${SITE}${ALIPAY_SANDBOX_PATH}`,
  now: clock,
  merchantName: "诉达会员（测试商户）",
  retryCompression: 60,
  duplicateRate: 0,
  dropRate: 0,
  timers: createManualTimers(),
  deliver: async (url, body) => {
    if (!delivering) return { status: 0, body: "" };
    const answer = await t.app.inject({
      method: "POST",
      url: new URL(url).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });
    return { status: answer.statusCode, body: answer.body };
  },
});

let finance: string;

beforeAll(async () => {
  payments.wechat = new WechatPayGateway({
    merchant: wechatSandbox.merchant,
    apiOrigin: `${SITE}${WECHAT_PAY_SANDBOX_PATH}`,
    notifyUrl: `${SITE}/api/pay/notify/wechat`,
    now: clock,
    fetch: wechatSandbox.fetch,
  });
  t = await buildTestApp(
    { SITE_ORIGIN: SITE },
    { providers: { payments, paymentSandbox: wechatSandbox, alipaySandbox } },
  );
  t.setNow(now);
  // Alipay's sdk calls over HTTP with its own client: the app listens and the gateway is pointed at it.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  payments.alipay = new AlipayGateway({
    merchant: alipaySandbox.merchant,
    gatewayOrigin: `http://127.0.0.1:${port}${ALIPAY_SANDBOX_PATH}`,
    notifyUrl: `${SITE}${ALIPAY_NOTIFY_PATH}`,
  });
  const staff = await createUser(t.db, derivePiiKeys(TEST_PII_SECRET), { nickname: "财务小林" });
  await t.db.insert(schema.userRoles).values({ userId: staff.id, role: "finance" });
  finance = await openSession(t, staff.id);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function moveClock(ms: number) {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}

async function buy(buyer: SignedInMember, channel: "wechat_native" | "alipay_page") {
  const [monthly] = await t.db.select().from(schema.vipPlans).where(eq(schema.vipPlans.name, "月度会员"));
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/vip/order",
    headers: bearer(buyer.token),
    payload: { plan_id: monthly!.id, channel },
  });
  expect(placed.json().code, placed.body).toBe(200);
  const { order_no: orderNo, pay } = placed.json().data;
  let payerPage = new URL(pay.code_url ?? pay.url).pathname;
  if (channel === "alipay_page") {
    // Alipay's trade begins when the payer's browser opens the signed page-pay address.
    const url = new URL(pay.url);
    await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    payerPage = `${ALIPAY_SANDBOX_PATH}/pay/${encodeURIComponent(orderNo)}`;
  }
  await t.app.inject({
    method: "POST",
    url: payerPage,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "decision=confirm",
  });
  await Promise.all([wechatSandbox.settled(), alipaySandbox.settled()]);
  expect(await statusOf(orderNo)).toBe("paid");
  return orderNo as string;
}

async function statusOf(orderNo: string) {
  const [order] = await t.db.select().from(schema.vipOrders).where(eq(schema.vipOrders.orderNo, orderNo));
  return order?.status;
}

async function refund(orderNo: string, amountFen: number) {
  const asked = await t.app.inject({
    method: "POST",
    url: `/api/admin/vip/orders/${orderNo}/refunds`,
    headers: bearer(finance),
    payload: { amount_fen: amountFen, reason: "与会员协商退款" },
  });
  expect(asked.json().code, asked.body).toBe(200);
  return asked.json().data.refund_no as string;
}

async function memberSees(buyer: SignedInMember) {
  const user = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(buyer.token) });
  return user.json().data.vip as { ends_at: string } | null;
}

describe("a staff refund through the WeChat Pay sandbox", () => {
  it("is processing until WeChat Pay's signed refund notification ends it and the membership", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await buy(buyer, "wechat_native");
    await refund(orderNo, 1990);
    await t.app.runDueJobs();
    expect(await statusOf(orderNo)).toBe("refunding");
    // The sandbox completes the refund a minute on and notifies.
    expect(await wechatTimers.runNext()).toBe(1000);
    expect(await statusOf(orderNo)).toBe("refunded");
    expect(await memberSees(buyer)).toBeNull();
    const [notification] = await t.db
      .select()
      .from(schema.vipPaymentNotifications)
      .where(eq(schema.vipPaymentNotifications.outcome, "refund_recorded"));
    expect(notification).toMatchObject({ provider: "wechat", kind: "refund", orderNo });
  });

  it("is asked of WeChat Pay by the follow-up when the refund notification is lost", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await buy(buyer, "wechat_native");
    const paidEnd = new Date((await memberSees(buyer))!.ends_at);
    await refund(orderNo, 995);
    await t.app.runDueJobs();
    delivering = false;
    await wechatTimers.runNext();
    wechatTimers.stop();
    delivering = true;
    expect(await statusOf(orderNo)).toBe("refunding");
    moveClock(10 * MINUTE_MS);
    await t.app.runDueJobs();
    expect(await statusOf(orderNo)).toBe("partially_refunded");
    // Half of the order's thirty days taken back.
    expect(new Date((await memberSees(buyer))!.ends_at)).toEqual(new Date(paidEnd.getTime() - 15 * DAY_MS));
  });
});

describe("a staff refund through the Alipay sandbox", () => {
  it("ends when Alipay answers or notifies, whichever comes first, and the membership ends now", async () => {
    const buyer = await signInNewMember(t);
    const orderNo = await buy(buyer, "alipay_page");
    moveClock(DAY_MS);
    const refundNo = await refund(orderNo, 1990);
    await t.app.runDueJobs();
    expect(await statusOf(orderNo)).toBe("refunded");
    expect(await memberSees(buyer)).toBeNull();
    await alipaySandbox.settled();
    const notifications = await t.db
      .select()
      .from(schema.vipPaymentNotifications)
      .where(eq(schema.vipPaymentNotifications.orderNo, orderNo));
    // Alipay notifies while it answers the refund: either settles it, the other finds it ended.
    expect(notifications.map((each) => [each.kind, each.verification])).toEqual([
      ["payment", "verified"],
      ["refund", "verified"],
    ]);
    expect(["refund_recorded", "duplicate"]).toContain(notifications[1]?.outcome);
    const [stored] = await t.db
      .select()
      .from(schema.vipRefunds)
      .where(eq(schema.vipRefunds.refundNo, refundNo));
    expect(stored).toMatchObject({ status: "succeeded", amountFen: 1990 });
  });
});
