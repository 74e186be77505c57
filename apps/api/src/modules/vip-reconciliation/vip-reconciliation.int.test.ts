import type { AddressInfo } from "node:net";
import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { shanghaiDay, type VipPaymentChannel } from "@tousu/domain";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlipayGateway } from "../../providers/payment/alipay/alipay-gateway";
import {
  ALIPAY_SANDBOX_PATH,
  type AlipaySandbox,
  createAlipaySandbox,
} from "../../providers/payment/sandbox/alipay-sandbox";
import { createManualTimers } from "../../providers/payment/sandbox/manual-timers.testing";
import { registerPaymentSandbox } from "../../providers/payment/sandbox/register-payment-sandbox";
import {
  createWechatPaySandbox,
  WECHAT_PAY_SANDBOX_PATH,
} from "../../providers/payment/sandbox/wechat-pay-sandbox";
import { WechatPayGateway } from "../../providers/payment/wechat/wechat-pay-gateway";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { queuedJobs } from "../../testing/queued-jobs";
import { openSession, signInNewMember } from "../../testing/sign-in-member";
import { VIP_RECONCILIATION_JOB } from "./reconciliation-job";

// The reconciliation against both channels' real clients and the local sandboxes: the bills are the
// sandboxes' own, built from what was paid and refunded there, downloaded and read by the production
// code; the platform's side is made by paying through the app, then altered row by row.

const SITE = "http://localhost:3000";
const HOUR_MS = 3_600_000;
let clock = new Date(TEST_SEED_NOW.getTime() + HOUR_MS);
const now = () => clock;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

const wechatTimers = createManualTimers();
const wechatDelivered: { headers: Record<string, string>; body: string }[] = [];
const wechatSandbox = createWechatPaySandbox({
  publicBase: `${SITE}${WECHAT_PAY_SANDBOX_PATH}`,
  now,
  merchantName: "诉达会员（测试商户）",
  retryCompression: 60,
  duplicateRate: 0,
  dropRate: 0,
  timers: wechatTimers,
  deliver: async (_url, headers, body) => {
    wechatDelivered.push({ headers, body });
    return 204;
  },
});
const wechat = new WechatPayGateway({
  merchant: wechatSandbox.merchant,
  apiOrigin: `${SITE}${WECHAT_PAY_SANDBOX_PATH}`,
  notifyUrl: `${SITE}/api/pay/notify/wechat`,
  now,
  fetch: wechatSandbox.fetch,
});

const alipayDelivered: string[] = [];
let alipayServer: FastifyInstance;
let t: TestApp;
let finance: string;

beforeAll(async () => {
  // The sdk and the bill's download use their own HTTP clients: Alipay's sandbox listens on loopback.
  let alipaySandbox: AlipaySandbox | null = null;
  alipayServer = Fastify();
  await alipayServer.register(
    (scope) =>
      registerPaymentSandbox(scope, {
        handle: (request) => (alipaySandbox as AlipaySandbox).handle(request),
        stop: () => alipaySandbox?.stop(),
      }),
    { prefix: ALIPAY_SANDBOX_PATH },
  );
  await alipayServer.listen({ port: 0, host: "127.0.0.1" });
  const alipayBase = `http://127.0.0.1:${(alipayServer.server.address() as AddressInfo).port}${ALIPAY_SANDBOX_PATH}`;
  alipaySandbox = createAlipaySandbox({
    publicBase: alipayBase,
    now,
    merchantName: "诉达会员（测试商户）",
    retryCompression: 60,
    duplicateRate: 0,
    dropRate: 0,
    timers: createManualTimers(),
    deliver: async (_url, body) => {
      alipayDelivered.push(body);
      return { status: 200, body: "success" };
    },
  });
  const alipay = new AlipayGateway({
    merchant: alipaySandbox.merchant,
    gatewayOrigin: alipayBase,
    notifyUrl: `${SITE}/api/pay/notify/alipay`,
  });
  t = await buildTestApp(
    { SITE_ORIGIN: SITE },
    { providers: { payments: { wechat, alipay }, paymentSandbox: wechatSandbox } },
  );
  t.setNow(clock);
  finance = await staffWith(["finance"]);
});

afterAll(async () => {
  await t?.close();
  await alipayServer?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const { vipOrders, vipRefunds, vipPlans, vipBillMismatches, vipReconciliationRuns } = schema;

async function staffWith(roles: ("finance" | "moderator" | "admin")[]) {
  const user = await createUser(t.db, piiKeys);
  if (roles.length > 0)
    await t.db.insert(schema.userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  return openSession(t, user.id);
}

function setClock(at: Date) {
  clock = at;
  t.setNow(at);
}

/** A member buys the monthly plan through the channel and pays on the sandbox's page; the app is notified. */
async function buyAndPay(channel: VipPaymentChannel): Promise<string> {
  const buyer = await signInNewMember(t);
  const [monthly] = await t.db.select().from(vipPlans).where(eq(vipPlans.name, "月度会员"));
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/vip/order",
    headers: bearer(buyer.token),
    payload: { plan_id: monthly?.id, channel },
  });
  expect(placed.json().code, placed.body).toBe(200);
  const { order_no: orderNo, pay } = placed.json().data;
  if (channel === "wechat_native") {
    await t.app.inject({
      method: "POST",
      url: new URL(pay.code_url).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=confirm",
    });
    await wechatSandbox.settled();
    const notification = wechatDelivered.pop();
    await t.app.inject({
      method: "POST",
      url: "/api/pay/notify/wechat",
      headers: { ...notification?.headers, "content-type": "application/json" },
      payload: notification?.body,
    });
  } else {
    const page = await (await fetch(pay.url)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? "";
    await fetch(action.replaceAll("&#38;", "&"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=confirm",
      redirect: "manual",
    });
    await expect.poll(() => alipayDelivered.length).toBeGreaterThan(0);
    await t.app.inject({
      method: "POST",
      url: "/api/pay/notify/alipay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: alipayDelivered.pop(),
    });
  }
  const [order] = await t.db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
  expect(order?.status).toBe("paid");
  return orderNo;
}

/** A refund of part of a WeChat Pay order, on the platform's books and at the sandbox, succeeded. */
async function refundPart(orderNo: string, refundFen: number): Promise<string> {
  const [order] = await t.db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
  const refundNo = `R${orderNo.slice(1)}`;
  await t.db.insert(vipRefunds).values({
    refundNo,
    orderId: order?.id as number,
    amountFen: refundFen,
    reason: "会员退款",
    status: "succeeded",
    succeededAt: clock,
  });
  await wechat.refund({
    orderNo,
    refundNo,
    refundFen,
    totalFen: order?.amountFen as number,
    reason: "会员退款",
  });
  await wechatTimers.runNext();
  return refundNo;
}

async function rerun(billDate: string, provider: "wechat" | "alipay", token = finance) {
  const queued = await t.app.inject({
    method: "POST",
    url: "/api/admin/vip/reconciliations",
    headers: bearer(token),
    payload: { bill_date: billDate, provider },
  });
  expect(queued.json().code, queued.body).toBe(200);
  await t.app.runDueJobs();
}

async function mismatchesOf(billDate: string) {
  const listed = await t.app.inject({
    method: "GET",
    url: `/api/admin/vip/reconciliations/mismatches?bill_date=${billDate}&page_size=50`,
    headers: bearer(finance),
  });
  expect(listed.json().code, listed.body).toBe(200);
  return listed.json().data.list as {
    id: number;
    kind: string;
    order_no: string;
    refund_no: string | null;
    channel_fen: number | null;
    platform_fen: number | null;
    platform_status: string | null;
    resolved: boolean;
    resolution_note: string | null;
  }[];
}

async function runOf(billDate: string, provider: "wechat" | "alipay") {
  const listed = await t.app.inject({
    method: "GET",
    url: `/api/admin/vip/reconciliations?provider=${provider}`,
    headers: bearer(finance),
  });
  return listed.json().data.list.find((run: { bill_date: string }) => run.bill_date === billDate);
}

const FIRST_DAY = shanghaiDay(clock);
const SECOND_DAY = "2026-06-02";

describe("the daily reconciliation", () => {
  it("books each channel's run of the day after the channel publishes its bill", async () => {
    const booked = await queuedJobs(t.db, { name: VIP_RECONCILIATION_JOB });
    expect(booked.map((job) => [job.key, job.runAt])).toEqual([
      [`${VIP_RECONCILIATION_JOB}:alipay:${FIRST_DAY}`, new Date("2026-06-02T01:30:00Z")],
      [`${VIP_RECONCILIATION_JOB}:wechat:${FIRST_DAY}`, new Date("2026-06-02T02:30:00Z")],
    ]);
  });

  it("finds nothing on a day both channels' bills agree with the orders and refunds", async () => {
    const paid = [await buyAndPay("wechat_native"), await buyAndPay("wechat_native")];
    await buyAndPay("alipay_page");
    await refundPart(paid[0] as string, 1000);
    // The bill is published the next morning; staff asking earlier are told when.
    const early = await t.app.inject({
      method: "POST",
      url: "/api/admin/vip/reconciliations",
      headers: bearer(finance),
      payload: { bill_date: FIRST_DAY, provider: "wechat" },
    });
    expect(early.json()).toMatchObject({
      code: 400,
      msg: "微信支付尚未发布该日账单，2026年6月2日 10:00后可以对账",
    });

    setClock(new Date("2026-06-02T03:00:00Z"));
    await t.app.runDueJobs();
    expect(await mismatchesOf(FIRST_DAY)).toEqual([]);
    expect(await runOf(FIRST_DAY, "wechat")).toMatchObject({
      status: "done",
      bill_payments: 2,
      bill_refunds: 1,
      bill_net_fen: 2 * 1990 - 1000,
      mismatches: 0,
      unresolved: 0,
      runs: 1,
    });
    expect(await runOf(FIRST_DAY, "alipay")).toMatchObject({
      status: "done",
      bill_payments: 1,
      mismatches: 0,
    });
    // Each run books the next day's.
    const next = await queuedJobs(t.db, { key: `${VIP_RECONCILIATION_JOB}:wechat:${SECOND_DAY}` });
    expect(next.map((job) => job.runAt)).toEqual([new Date("2026-06-03T02:30:00Z")]);
  });

  it("lists every kind of mismatch with both sides' figures, and a re-run finds the same ones", async () => {
    setClock(new Date("2026-06-02T05:00:00Z"));
    const bought: string[] = [];
    for (let index = 0; index < 5; index += 1) bought.push(await buyAndPay("wechat_native"));
    const [agrees, unpaidHere, otherAmount, renumbered, refunded] = bought as [
      string,
      string,
      string,
      string,
      string,
    ];
    const refundNo = await refundPart(refunded, 500);
    // The platform's records altered, one disagreement each. (An order left paying would be asked of
    // the channel again by its query job and settled: the payment is lost for good once it is closed.)
    await t.db
      .update(vipOrders)
      .set({ status: "closed", paidAt: null, closedAt: clock })
      .where(eq(vipOrders.orderNo, unpaidHere));
    await t.db.update(vipOrders).set({ amountFen: 2990 }).where(eq(vipOrders.orderNo, otherAmount));
    const issuedHere = `V${"9".repeat(17)}${renumbered.slice(-10)}`;
    await t.db.update(vipOrders).set({ orderNo: issuedHere }).where(eq(vipOrders.orderNo, renumbered));
    await t.db.update(vipRefunds).set({ amountFen: 400 }).where(eq(vipRefunds.refundNo, refundNo));

    setClock(new Date("2026-06-03T03:00:00Z"));
    await rerun(SECOND_DAY, "wechat");
    const found = await mismatchesOf(SECOND_DAY);
    const figures = found.map((m) => [
      m.kind,
      m.order_no,
      m.refund_no,
      m.channel_fen,
      m.platform_fen,
      m.platform_status,
    ]);
    expect(figures).toEqual(
      expect.arrayContaining([
        ["channel_only", unpaidHere, null, 1990, null, "closed"],
        ["amount_differs", otherAmount, null, 1990, 2990, "paid"],
        ["unknown_order", renumbered, null, 1990, null, null],
        ["platform_only", issuedHere, null, null, 1990, "paid"],
        ["refund_differs", refunded, refundNo, 500, 400, "succeeded"],
      ]),
    );
    expect(found).toHaveLength(5);
    expect(found.map((m) => m.order_no)).not.toContain(agrees);
    expect(await runOf(SECOND_DAY, "wechat")).toMatchObject({ mismatches: 5, unresolved: 5, runs: 1 });

    // Again: the same rows, nothing doubled.
    await rerun(SECOND_DAY, "wechat");
    const again = await mismatchesOf(SECOND_DAY);
    expect(again.map((m) => m.id).sort()).toEqual(found.map((m) => m.id).sort());
    expect(await runOf(SECOND_DAY, "wechat")).toMatchObject({ mismatches: 5, unresolved: 5, runs: 2 });
  });

  it("keeps a resolved mismatch with its note and drops one the platform has since put right", async () => {
    const found = await mismatchesOf(SECOND_DAY);
    const unknown = found.find((m) => m.kind === "unknown_order");
    const amount = found.find((m) => m.kind === "amount_differs");
    const resolved = await t.app.inject({
      method: "POST",
      url: `/api/admin/vip/reconciliations/mismatches/${unknown?.id}/resolve`,
      headers: bearer(finance),
      payload: { note: "订单号录入错误，已与渠道核对" },
    });
    expect(resolved.json().data).toMatchObject({
      resolved: true,
      resolution_note: "订单号录入错误，已与渠道核对",
    });
    expect(resolved.json().data.resolved_by.id).toBeGreaterThan(0);
    await t.db
      .update(vipOrders)
      .set({ amountFen: 1990 })
      .where(eq(vipOrders.orderNo, amount?.order_no as string));

    await rerun(SECOND_DAY, "wechat");
    const after = await mismatchesOf(SECOND_DAY);
    expect(after.map((m) => m.kind).sort()).toEqual([
      "channel_only",
      "platform_only",
      "refund_differs",
      "unknown_order",
    ]);
    expect(after.find((m) => m.kind === "unknown_order")).toMatchObject({
      id: unknown?.id,
      resolved: true,
      resolution_note: "订单号录入错误，已与渠道核对",
    });
    expect(await runOf(SECOND_DAY, "wechat")).toMatchObject({ mismatches: 4, unresolved: 3, runs: 3 });
    const unresolvedOnly = await t.app.inject({
      method: "GET",
      url: `/api/admin/vip/reconciliations/mismatches?bill_date=${SECOND_DAY}&resolved=false&kind=unknown_order`,
      headers: bearer(finance),
    });
    expect(unresolvedOnly.json().data.total).toBe(0);
    const logged = await t.db
      .select({ action: schema.staffActions.action })
      .from(schema.staffActions)
      .where(eq(schema.staffActions.targetType, "vip_bill_mismatch"));
    expect(logged).toEqual([{ action: "vip_reconciliation.resolve" }]);
  });

  it("refuses a visitor, a member and staff without the finance role, before reading the input", async () => {
    const member = await signInNewMember(t);
    const moderator = await staffWith(["moderator"]);
    const calls = [
      { method: "GET" as const, url: "/api/admin/vip/reconciliations" },
      { method: "POST" as const, url: "/api/admin/vip/reconciliations", payload: { bill_date: "x" } },
      { method: "GET" as const, url: "/api/admin/vip/reconciliations/mismatches" },
      { method: "POST" as const, url: "/api/admin/vip/reconciliations/mismatches/1/resolve", payload: {} },
    ];
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.json().code, `${call.method} ${call.url}`).toBe(401);
      for (const token of [member.token, moderator]) {
        const refused = await t.app.inject({ ...call, headers: bearer(token) });
        expect(refused.json(), `${call.method} ${call.url}`).toMatchObject({
          code: 403,
          msg: "需要财务权限",
        });
      }
    }
    const admin = await staffWith(["admin"]);
    for (const token of [finance, admin]) {
      const runs = await t.app.inject({
        method: "GET",
        url: "/api/admin/vip/reconciliations",
        headers: bearer(token),
      });
      expect(runs.json().code).toBe(200);
    }
  });

  it("refuses a day that is not a date, an unknown channel and an empty note, storing nothing", async () => {
    const before = await t.db.$count(vipReconciliationRuns);
    for (const payload of [
      { bill_date: "2026-02-30", provider: "wechat" },
      { bill_date: SECOND_DAY, provider: "unionpay" },
    ]) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/admin/vip/reconciliations",
        headers: bearer(finance),
        payload,
      });
      expect(refused.json().code).toBe(400);
    }
    const [mismatch] = await t.db
      .select()
      .from(vipBillMismatches)
      .where(eq(vipBillMismatches.resolved, false));
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/admin/vip/reconciliations/mismatches/${mismatch?.id}/resolve`,
      headers: bearer(finance),
      payload: { note: "  " },
    });
    expect(empty.json()).toMatchObject({ code: 400, msg: "请填写处理说明" });
    await t.app.runDueJobs();
    expect(await t.db.$count(vipReconciliationRuns)).toBe(before);
    const [still] = await t.db
      .select()
      .from(vipBillMismatches)
      .where(eq(vipBillMismatches.id, mismatch?.id as number));
    expect(still?.resolved).toBe(false);
  });
});
