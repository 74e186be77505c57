import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AlipayError, AlipayGateway } from "../alipay/alipay-gateway";
import { rsa2Sign, signContent } from "../alipay/alipay-protocol";
import type { CreatePaymentInput, VerifiedNotification } from "../payment-gateway";
import {
  ALIPAY_NOTIFICATION_RETRY_SECONDS,
  ALIPAY_SANDBOX_PATH,
  type AlipaySandbox,
  createAlipaySandbox,
  makeAlipaySandboxKeys,
} from "./alipay-sandbox";
import { createManualTimers } from "./manual-timers.testing";
import { registerPaymentSandbox } from "./register-payment-sandbox";
import { seededRandom } from "./seeded-random.testing";

const START = new Date("2026-12-07T02:00:00Z");
const COMPRESSION = 60;
const NOTIFY_URL = "https://www.example.com/api/pay/notify/alipay";
const RETURN_URL = "https://www.example.com/vip/orders/VIP2026120700000401";
const keys = makeAlipaySandboxKeys();

// The sdk has its own HTTP client, so the sandbox is served on a loopback port, as the app serves it.
let server: FastifyInstance;
let publicBase: string;
let current: AlipaySandbox | null = null;

beforeAll(async () => {
  server = Fastify();
  await server.register(
    (scope) =>
      registerPaymentSandbox(scope, {
        handle: (request) => (current as AlipaySandbox).handle(request),
        stop: () => current?.stop(),
      }),
    { prefix: ALIPAY_SANDBOX_PATH },
  );
  await server.listen({ port: 0, host: "127.0.0.1" });
  publicBase = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${ALIPAY_SANDBOX_PATH}`;
});

afterAll(async () => {
  await server.close();
});

interface Setup {
  sandbox: AlipaySandbox;
  gateway: AlipayGateway;
  timers: ReturnType<typeof createManualTimers>;
  clock: { now: Date };
  /** Every notification body as sent, verified or refused by the gateway, answered as it says. */
  bodies: string[];
  verified: VerifiedNotification[];
  refused: string[];
  /** Queued answers for the next notifications: false is answered `fail`. */
  accept: boolean[];
}

let setup: Setup | null = null;

function start(options: { duplicateRate?: number; dropRate?: number; seed?: number } = {}): Setup {
  const clock = { now: START };
  const timers = createManualTimers();
  const bodies: string[] = [];
  const verified: VerifiedNotification[] = [];
  const refused: string[] = [];
  const accept: boolean[] = [];
  let gateway: AlipayGateway | null = null;
  const sandbox = createAlipaySandbox({
    publicBase,
    now: () => clock.now,
    merchantName: "诉达会员（沙箱商户）",
    retryCompression: COMPRESSION,
    duplicateRate: options.duplicateRate ?? 0,
    dropRate: options.dropRate ?? 0,
    random: seededRandom(options.seed ?? 7),
    timers,
    keys,
    async deliver(url, body) {
      expect(url).toBe(NOTIFY_URL);
      bodies.push(body);
      const receiving = gateway as AlipayGateway;
      let accepted = false;
      try {
        verified.push(await receiving.verifyNotification({}, body));
        accepted = accept.shift() ?? true;
      } catch (error) {
        refused.push(String(error));
      }
      const answer = receiving.answerNotification(accepted);
      return { status: answer.status, body: answer.body };
    },
  });
  current = sandbox;
  gateway = new AlipayGateway({
    merchant: sandbox.merchant,
    gatewayOrigin: publicBase,
    notifyUrl: NOTIFY_URL,
  });
  setup = { sandbox, gateway, timers, clock, bodies, verified, refused, accept };
  return setup;
}

afterEach(() => {
  setup?.sandbox.stop();
  setup = null;
  current = null;
});

const order = (orderNo: string, amountFen = 1990): CreatePaymentInput => ({
  channel: "alipay_page",
  orderNo,
  amountFen,
  description: "诉达会员 月卡",
  expiresAt: new Date("2026-12-07T04:00:00Z"),
  returnUrl: RETURN_URL,
});

/** Opens the pay URL as a browser does, then posts the payer's decision from the page's form. */
async function payerDecides(payUrl: string, decision: "confirm" | "cancel") {
  const page = await fetch(payUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action) return { page, html, answer: null };
  const answer = await fetch(action.replaceAll("&#38;", "&"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `decision=${decision}`,
    redirect: "manual",
  });
  return { page, html, answer };
}

async function payUrlOf(gateway: AlipayGateway, input: CreatePaymentInput) {
  const pay = await gateway.create(input);
  if (pay.kind !== "url") throw new Error("not a URL");
  return pay.url;
}

describe("the Alipay sandbox", () => {
  it("takes a page payment from the payer's page to a verified notification and back to return_url", async () => {
    const { gateway, sandbox, verified } = start();
    const payUrl = await payUrlOf(gateway, order("VIP2026120700000401"));
    expect(payUrl.startsWith(`${publicBase}/gateway.do?`)).toBe(true);
    expect(new URL(payUrl).searchParams.get("method")).toBe("alipay.trade.page.pay");
    const { page, html, answer } = await payerDecides(payUrl, "confirm");
    expect(page.status).toBe(200);
    expect(html).toContain("支付宝");
    expect(html).toContain("诉达会员（沙箱商户）");
    expect(html).toContain("诉达会员 月卡");
    expect(html).toContain("¥19.90 元");
    expect(html).toContain("确认支付");
    expect(html).toContain("取消");
    expect(html).not.toContain("<script");
    expect(answer?.status).toBe(303);
    const back = new URL(answer?.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("out_trade_no")).toBe("VIP2026120700000401");
    expect(back.searchParams.get("total_amount")).toBe("19.90");
    await sandbox.settled();
    expect(verified).toEqual([
      {
        kind: "payment",
        transaction: {
          orderNo: "VIP2026120700000401",
          channelTradeNo: expect.stringMatching(/^2026\d+$/),
          state: "paid",
          amountFen: 1990,
          currency: "CNY",
          paidAt: START,
        },
      },
    ]);
    expect(sandbox.deliveries).toMatchObject([{ attempt: 0, kind: "sent", answeredSuccess: true }]);
    await expect(gateway.query("VIP2026120700000401")).resolves.toMatchObject({
      state: "paid",
      amountFen: 1990,
      paidAt: START,
    });
  });

  it("takes wap pay the same way", async () => {
    const { gateway, sandbox, verified } = start();
    const payUrl = await payUrlOf(gateway, { ...order("VIP2026120700000402", 1), channel: "alipay_wap" });
    expect(new URL(payUrl).searchParams.get("method")).toBe("alipay.trade.wap.pay");
    const { html, answer } = await payerDecides(payUrl, "confirm");
    expect(html).toContain("¥0.01 元");
    expect(answer?.status).toBe(303);
    await sandbox.settled();
    expect(verified).toMatchObject([{ kind: "payment", transaction: { amountFen: 1, state: "paid" } }]);
  });

  it("accepts the requests the sdk signs with the application key, and refuses another key's", async () => {
    const { gateway } = start();
    // Signed and accepted: the sandbox answers (signed) that no payer opened this order.
    await expect(gateway.query("VIP2026120700000403")).rejects.toMatchObject({
      name: "AlipayError",
      subCode: "ACQ.TRADE_NOT_EXIST",
    });
    const stranger = await makeAlipaySandboxKeys();
    const forger = new AlipayGateway({
      merchant: { ...(await keys).merchant, appPrivateKey: stranger.merchant.appPrivateKey },
      gatewayOrigin: publicBase,
      notifyUrl: NOTIFY_URL,
    });
    await expect(forger.query("VIP2026120700000403")).rejects.toMatchObject({
      subCode: "isv.invalid-signature",
    });
    // An answer signed by another Alipay key is not believed.
    const fooled = new AlipayGateway({
      merchant: { ...(await keys).merchant, alipayPublicKey: stranger.merchant.alipayPublicKey },
      gatewayOrigin: publicBase,
      notifyUrl: NOTIFY_URL,
    });
    await expect(fooled.query("VIP2026120700000403")).rejects.toThrow(/验签失败/);
    expect(forger).not.toBeInstanceOf(AlipayError);
  });

  it("refuses forged, foreign and tampered notifications", async () => {
    const { gateway, sandbox, bodies } = start();
    await payerDecides(await payUrlOf(gateway, order("VIP2026120700000404")), "confirm");
    await sandbox.settled();
    const params = Object.fromEntries(new URLSearchParams(bodies[0]));
    const { alipayPrivateKey } = await keys;
    const resigned = (changes: Record<string, string>) => {
      const changed = { ...params, ...changes };
      changed.sign = rsa2Sign(alipayPrivateKey, signContent(changed, { withSignType: false }));
      return new URLSearchParams(changed).toString();
    };
    const refusal = (body: string) => gateway.verifyNotification({}, body).then(() => null, String);
    expect(await refusal(new URLSearchParams({ ...params, total_amount: "0.01" }).toString())).toMatch(
      /signature does not verify/,
    );
    const forged = `${params.sign?.slice(0, 10)}${params.sign?.[10] === "A" ? "B" : "A"}${params.sign?.slice(11)}`;
    expect(await refusal(new URLSearchParams({ ...params, sign: forged }).toString())).toMatch(
      /PaymentNotificationRefused.*signature does not verify/,
    );
    expect(await refusal(new URLSearchParams({ ...params, sign: "" }).toString())).toMatch(/not signed/);
    expect(await refusal(resigned({ app_id: "9021000000000002" }))).toMatch(/another application/);
    expect(await refusal(resigned({ seller_id: "2088000000000002" }))).toMatch(/another seller/);
    expect(await refusal(resigned({ total_amount: "19.9e0" }))).toMatch(/total_amount is not an amount/);
    expect(await refusal(resigned({ trade_status: "TRADE_PENDING" }))).toMatch(/unexpected trade status/);
    // The genuine one still verifies.
    expect(await refusal(bodies[0] as string)).toBeNull();
  });

  it("repeats a notification on Alipay's compressed schedule until it is answered with success", async () => {
    const { gateway, sandbox, timers, accept, verified } = start();
    accept.push(false, false);
    await payerDecides(await payUrlOf(gateway, order("VIP2026120700000405")), "confirm");
    await sandbox.settled();
    expect(await timers.runNext()).toBe((240 * 1000) / COMPRESSION);
    expect(await timers.runNext()).toBe((600 * 1000) / COMPRESSION);
    expect(timers.waiting).toHaveLength(0);
    expect(verified).toHaveLength(3);
    expect(sandbox.deliveries.map((delivery) => [delivery.attempt, delivery.answeredSuccess])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
  });

  it("gives up after Alipay's seven retries", async () => {
    const { gateway, sandbox, timers, accept } = start();
    accept.push(...Array(20).fill(false));
    await payerDecides(await payUrlOf(gateway, order("VIP2026120700000406")), "confirm");
    await sandbox.settled();
    const delays: number[] = [];
    while (timers.waiting.length > 0) delays.push(await timers.runNext());
    expect(delays).toEqual(
      ALIPAY_NOTIFICATION_RETRY_SECONDS.map((seconds) => (seconds * 1000) / COMPRESSION),
    );
    expect(sandbox.deliveries).toHaveLength(8);
  });

  it("duplicates some notifications and drops others, the same way for the same seed", async () => {
    const run = async (seed: number) => {
      const { gateway, sandbox } = start({ duplicateRate: 0.3, dropRate: 0.3, seed });
      for (let index = 0; index < 12; index += 1) {
        const orderNo = `VIP20261207000005${String(index).padStart(2, "0")}`;
        await payerDecides(await payUrlOf(gateway, order(orderNo)), "confirm");
        await sandbox.settled();
      }
      const kinds = sandbox.deliveries.map((delivery) => delivery.kind);
      sandbox.stop();
      return kinds;
    };
    const first = await run(3);
    expect(first).toContain("duplicate");
    expect(first).toContain("dropped");
    expect(first.filter((kind) => kind !== "duplicate")).toHaveLength(12);
    expect(await run(3)).toEqual(first);
    expect(await run(5)).not.toEqual(first);
  });

  it("refuses payment for a closed trade and after time_expire, and a cancel leaves it unpaid", async () => {
    const { gateway, clock } = start();
    const closedUrl = await payUrlOf(gateway, order("VIP2026120700000407"));
    const cancelled = await payerDecides(closedUrl, "cancel");
    expect(cancelled.answer?.status).toBe(200);
    expect(await cancelled.answer?.text()).toContain("已取消支付");
    expect((await gateway.query("VIP2026120700000407")).state).toBe("paying");
    await gateway.close("VIP2026120700000407");
    expect((await gateway.query("VIP2026120700000407")).state).toBe("closed");
    const reopened = await payerDecides(closedUrl, "confirm");
    expect(reopened.page.status).toBe(409);
    expect(reopened.html).toContain("交易已关闭");
    // A close before any payer opened the page is nothing to close, not an error.
    await expect(gateway.close("VIP2026120700000408")).resolves.toBeUndefined();

    const lateUrl = await payUrlOf(gateway, order("VIP2026120700000409"));
    clock.now = new Date("2026-12-07T04:00:01Z");
    const late = await payerDecides(lateUrl, "confirm");
    expect(late.page.status).toBe(409);
    expect(late.html).toContain("交易已超时");
  });

  it("refunds synchronously, once per request number, and notifies the refunded total", async () => {
    const { gateway, sandbox, verified } = start();
    await payerDecides(await payUrlOf(gateway, order("VIP2026120700000410", 10000)), "confirm");
    await sandbox.settled();
    const refund = { orderNo: "VIP2026120700000410", refundFen: 2990, totalFen: 10000, reason: "会员退款" };
    const first = await gateway.refund({ ...refund, refundNo: "RF2026120700000001" });
    expect(first).toEqual({
      orderNo: "VIP2026120700000410",
      refundNo: "RF2026120700000001",
      state: "succeeded",
      refundFen: 2990,
      succeededAt: START,
    });
    expect(await gateway.refund({ ...refund, refundNo: "RF2026120700000001" })).toEqual(first);
    await expect(
      gateway.refund({ ...refund, refundFen: 7011, refundNo: "RF2026120700000002" }),
    ).rejects.toMatchObject({ subCode: "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL" });
    await expect(gateway.queryRefund("RF2026120700000001", "VIP2026120700000410")).resolves.toEqual(first);
    await expect(gateway.queryRefund("RF2026120700000009", "VIP2026120700000410")).resolves.toMatchObject({
      state: "failed",
    });
    await sandbox.settled();
    expect(verified.at(-1)).toEqual({
      kind: "refund",
      refund: {
        orderNo: "VIP2026120700000410",
        refundNo: "RF2026120700000001",
        state: "succeeded",
        refundFen: 2990,
        succeededAt: START,
      },
    });
    expect(verified.filter((notification) => notification.kind === "refund")).toHaveLength(1);
  });

  it("publishes a day's bill once the day is over: its payments and refunds, through the gateway's download", async () => {
    const { gateway, sandbox, clock } = start();
    await payerDecides(await payUrlOf(gateway, order("VIP2026120700000420", 10000)), "confirm");
    await payerDecides(await payUrlOf(gateway, order("VIP2026120700000421", 1990)), "confirm");
    await sandbox.settled();
    await gateway.refund({
      orderNo: "VIP2026120700000420",
      refundNo: "RF2026120700000020",
      refundFen: 2990,
      totalFen: 10000,
      reason: "会员退款",
    });
    await sandbox.settled();
    // The bill of a day not yet over does not exist: none of its lines.
    expect(await gateway.billDownloadUrl("2026-12-07")).toBeNull();
    clock.now = new Date("2026-12-08T01:30:00Z");
    const url = await gateway.billDownloadUrl("2026-12-07");
    expect(url).toMatch(/\/downloadBillFile\.resource\?bizType=trade&bizDates=20261207&token=/);
    // The address serves its file once.
    expect((await fetch(url as string)).headers.get("content-type")).toBe("application/oct-stream");
    expect((await fetch(url as string)).status).toBe(404);
    const lines = await gateway.downloadBill("2026-12-07");
    expect(
      lines.map(({ orderNo, kind, refundNo, amountFen, at }) => ({ orderNo, kind, refundNo, amountFen, at })),
    ).toEqual([
      { orderNo: "VIP2026120700000420", kind: "payment", refundNo: null, amountFen: 10000, at: START },
      {
        orderNo: "VIP2026120700000420",
        kind: "refund",
        refundNo: "RF2026120700000020",
        amountFen: 2990,
        at: START,
      },
      { orderNo: "VIP2026120700000421", kind: "payment", refundNo: null, amountFen: 1990, at: START },
    ]);
    expect(await gateway.downloadBill("2026-12-06")).toEqual([]);
  });
});
