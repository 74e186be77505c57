import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentInput, VerifiedNotification } from "../payment-gateway";
import { WechatPayGateway } from "../wechat/wechat-pay-gateway";
import { shanghaiDay } from "../wechat/wechat-pay-protocol";
import { createManualTimers } from "./manual-timers.testing";
import { registerPaymentSandbox } from "./register-payment-sandbox";
import { seededRandom } from "./seeded-random.testing";
import {
  createWechatPaySandbox,
  makeSandboxKeys,
  WECHAT_NOTIFICATION_RETRY_SECONDS,
  WECHAT_PAY_SANDBOX_PATH,
  type WechatPaySandbox,
} from "./wechat-pay-sandbox";

const START = new Date("2026-12-07T02:00:00Z");
const PUBLIC_BASE = `http://sandbox.test${WECHAT_PAY_SANDBOX_PATH}`;
const COMPRESSION = 60;

/** Our notification route: verifies each notification and answers as told (204 unless queued otherwise). */
interface Receiver {
  url: string;
  verified: VerifiedNotification[];
  refused: string[];
  statuses: number[];
  server: Server;
}

let receiver: Receiver;
const keys = makeSandboxKeys();
let gatewayForReceiver: WechatPayGateway | null = null;

beforeAll(async () => {
  const verified: VerifiedNotification[] = [];
  const refused: string[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      const gateway = gatewayForReceiver as WechatPayGateway;
      let accepted = false;
      try {
        verified.push(await gateway.verifyNotification(headers, Buffer.concat(chunks).toString("utf8")));
        accepted = (statuses.shift() ?? 204) < 300;
      } catch (error) {
        refused.push(String(error));
      }
      const answer = gateway.answerNotification(accepted);
      response.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receiver = { url: `http://127.0.0.1:${port}/api/pay/notify/wechat`, verified, refused, statuses, server };
});

afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
});

interface Setup {
  sandbox: WechatPaySandbox;
  gateway: WechatPayGateway;
  app: FastifyInstance;
  timers: ReturnType<typeof createManualTimers>;
  clock: { now: Date };
}

let setup: Setup | null = null;

async function start(
  options: { duplicateRate?: number; dropRate?: number; seed?: number } = {},
): Promise<Setup> {
  const clock = { now: START };
  const timers = createManualTimers();
  const sandbox = createWechatPaySandbox({
    publicBase: PUBLIC_BASE,
    now: () => clock.now,
    merchantName: "诉达会员（沙箱商户）",
    retryCompression: COMPRESSION,
    duplicateRate: options.duplicateRate ?? 0,
    dropRate: options.dropRate ?? 0,
    random: seededRandom(options.seed ?? 7),
    timers,
    keys,
  });
  const app = Fastify();
  await app.register((scope) => registerPaymentSandbox(scope, sandbox), {
    prefix: WECHAT_PAY_SANDBOX_PATH,
  });
  await app.ready();
  const gateway = new WechatPayGateway({
    merchant: sandbox.merchant,
    apiOrigin: PUBLIC_BASE,
    notifyUrl: receiver.url,
    now: () => clock.now,
    fetch: sandbox.fetch,
  });
  gatewayForReceiver = gateway;
  receiver.verified.length = 0;
  receiver.refused.length = 0;
  receiver.statuses.length = 0;
  setup = { sandbox, gateway, app, timers, clock };
  return setup;
}

afterEach(async () => {
  setup?.sandbox.stop();
  await setup?.app.close();
  setup = null;
});

const order = (orderNo: string, overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  channel: "wechat_native",
  orderNo,
  amountFen: 1800,
  description: "诉达会员 月卡",
  expiresAt: new Date(START.getTime() + 2 * 3600_000),
  returnUrl: "https://www.example.com/vip/success",
  ...overrides,
});

/** The payer's page path of a pay instruction (the sandbox's public base is not a real host). */
function pagePath(address: string) {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

async function createNative(
  { gateway }: Setup,
  orderNo: string,
  overrides: Partial<CreatePaymentInput> = {},
) {
  const pay = await gateway.create(order(orderNo, overrides));
  if (pay.kind !== "code_url") throw new Error("not a code");
  return pay.codeUrl;
}

const decide = (app: FastifyInstance, path: string, form: string) =>
  app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form,
  });

describe("the WeChat Pay sandbox", () => {
  it("takes a Native payment from its page to a verified notification", async () => {
    const current = await start();
    const codeUrl = await createNative(current, "VIP2026120700000101");
    expect(codeUrl.startsWith(`${PUBLIC_BASE}/pay/`)).toBe(true);

    const page = await current.app.inject({ method: "GET", url: pagePath(codeUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("诉达会员（沙箱商户）");
    expect(page.body).toContain("诉达会员 月卡");
    expect(page.body).toContain("18.00 元");
    expect(page.body).toMatch(/<form method="post"[^>]*>[\s\S]*确认支付[\s\S]*取消[\s\S]*<\/form>/);
    expect(page.body).not.toContain("<script");

    const confirmed = await decide(current.app, pagePath(codeUrl), "decision=confirm");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("支付成功");
    await current.sandbox.settled();

    expect(receiver.refused).toEqual([]);
    expect(receiver.verified).toEqual([
      {
        kind: "payment",
        transaction: {
          orderNo: "VIP2026120700000101",
          channelTradeNo: expect.stringMatching(/^42\d+$/),
          state: "paid",
          amountFen: 1800,
          currency: "CNY",
          paidAt: START,
        },
      },
    ]);
    expect(current.timers.waiting).toEqual([]);
    expect((await current.gateway.query("VIP2026120700000101")).state).toBe("paid");
  });

  it("answers the client over its HTTP route too, on the raw body it was signed over", async () => {
    const current = await start();
    const overHttp = new WechatPayGateway({
      merchant: current.sandbox.merchant,
      apiOrigin: PUBLIC_BASE,
      notifyUrl: receiver.url,
      now: () => current.clock.now,
      fetch: async (url, init) => {
        const answer = await current.app.inject({
          method: (init.method ?? "GET") as "GET" | "POST",
          url: url.slice("http://sandbox.test".length),
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          ...(typeof init.body === "string" ? { payload: init.body } : {}),
        });
        return new Response(answer.statusCode === 204 ? null : answer.body, {
          status: answer.statusCode,
          headers: answer.headers as Record<string, string>,
        });
      },
    });
    const pay = await overHttp.create(order("VIP2026120700000102"));
    expect(pay.kind).toBe("code_url");
    expect((await overHttp.query("VIP2026120700000102")).state).toBe("paying");
    await overHttp.close("VIP2026120700000102");
    expect((await overHttp.query("VIP2026120700000102")).state).toBe("closed");
  });

  it("refuses a request the merchant did not sign", async () => {
    const current = await start();
    const answer = await current.app.inject({
      method: "GET",
      url: `${WECHAT_PAY_SANDBOX_PATH}/v3/pay/transactions/out-trade-no/VIP2026120700000103?mchid=1900009191`,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: "SIGN_ERROR", message: "签名错误" });
  });

  it("answers the same code for the same order, and refuses the number for another", async () => {
    const current = await start();
    const first = await createNative(current, "VIP2026120700000104");
    expect(await createNative(current, "VIP2026120700000104")).toBe(first);
    await expect(createNative(current, "VIP2026120700000104", { amountFen: 4800 })).rejects.toMatchObject({
      code: "INVALID_REQUEST",
    });
  });

  it("repeats a notification on the compressed schedule until it is answered with success", async () => {
    const current = await start();
    receiver.statuses.push(500, 500, 500);
    const codeUrl = await createNative(current, "VIP2026120700000105");
    await decide(current.app, pagePath(codeUrl), "decision=confirm");
    await current.sandbox.settled();
    const delays: number[] = [];
    while (current.timers.waiting.length > 0) delays.push(await current.timers.runNext());
    expect(delays).toEqual(
      WECHAT_NOTIFICATION_RETRY_SECONDS.slice(0, 3).map((seconds) => (seconds * 1000) / COMPRESSION),
    );
    expect(receiver.verified).toHaveLength(4);
    expect(current.sandbox.deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [0, 500],
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
  });

  it("gives up after WeChat Pay's fifteen retries", async () => {
    const current = await start();
    receiver.statuses.push(...Array(20).fill(500));
    const codeUrl = await createNative(current, "VIP2026120700000106");
    await decide(current.app, pagePath(codeUrl), "decision=confirm");
    await current.sandbox.settled();
    let retries = 0;
    while (current.timers.waiting.length > 0) {
      await current.timers.runNext();
      retries += 1;
    }
    expect(retries).toBe(15);
    expect(current.sandbox.deliveries).toHaveLength(16);
  });

  it("duplicates some notifications and drops others, the same way for the same seed", async () => {
    const outcomes = async () => {
      const current = await start({ duplicateRate: 0.3, dropRate: 0.3, seed: 20261207 });
      for (let index = 0; index < 8; index += 1) {
        const codeUrl = await createNative(current, `VIP20261207002${String(index).padStart(5, "0")}`);
        await decide(current.app, pagePath(codeUrl), "decision=confirm");
        await current.sandbox.settled();
      }
      const kinds = current.sandbox.deliveries.map((delivery) => `${delivery.orderNo}:${delivery.kind}`);
      const received = receiver.verified.map((notification) =>
        notification.kind === "payment" ? notification.transaction.orderNo : "",
      );
      // A dropped payment is still paid: the query finds it.
      const dropped = current.sandbox.deliveries.filter((delivery) => delivery.kind === "dropped");
      for (const delivery of dropped) {
        expect(received).not.toContain(delivery.orderNo);
        expect((await current.gateway.query(delivery.orderNo)).state).toBe("paid");
      }
      for (const delivery of current.sandbox.deliveries.filter((each) => each.kind === "duplicate")) {
        expect(received.filter((orderNo) => orderNo === delivery.orderNo)).toHaveLength(2);
      }
      current.sandbox.stop();
      await current.app.close();
      setup = null;
      return { kinds, dropped: dropped.length };
    };
    const first = await outcomes();
    expect(first.dropped).toBeGreaterThan(0);
    expect(first.kinds.some((kind) => kind.endsWith(":duplicate"))).toBe(true);
    expect(await outcomes()).toEqual(first);
  });

  it("leaves a cancelled payment payable and an order unpaid", async () => {
    const current = await start();
    const codeUrl = await createNative(current, "VIP2026120700000107");
    const cancelled = await decide(current.app, pagePath(codeUrl), "decision=cancel");
    expect(cancelled.body).toContain("已取消支付");
    expect((await current.gateway.query("VIP2026120700000107")).state).toBe("paying");
    expect(receiver.verified).toEqual([]);
  });

  it("refuses to take payment for a closed order", async () => {
    const current = await start();
    const codeUrl = await createNative(current, "VIP2026120700000108");
    await current.gateway.close("VIP2026120700000108");
    const page = await current.app.inject({ method: "GET", url: pagePath(codeUrl) });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain("订单已关闭");
    const confirmed = await decide(current.app, pagePath(codeUrl), "decision=confirm");
    expect(confirmed.statusCode).toBe(409);
    expect((await current.gateway.query("VIP2026120700000108")).state).toBe("closed");
    await current.sandbox.settled();
    expect(receiver.verified).toEqual([]);
  });

  it("refuses to close a paid order", async () => {
    const current = await start();
    const codeUrl = await createNative(current, "VIP2026120700000109");
    await decide(current.app, pagePath(codeUrl), "decision=confirm");
    await current.sandbox.settled();
    await expect(current.gateway.close("VIP2026120700000109")).rejects.toMatchObject({ code: "ORDER_PAID" });
  });

  it("refuses to take payment after time_expire", async () => {
    const current = await start();
    const codeUrl = await createNative(current, "VIP2026120700000110", {
      expiresAt: new Date(START.getTime() + 60_000),
    });
    current.clock.now = new Date(START.getTime() + 61_000);
    const confirmed = await decide(current.app, pagePath(codeUrl), "decision=confirm");
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.body).toContain("订单已过期");
    expect((await current.gateway.query("VIP2026120700000110")).state).toBe("paying");
  });

  it("sends the H5 payer back to our page, and shows JSAPI's prepay on the same page", async () => {
    const current = await start();
    const returnUrl = "https://m.example.com/vip/success?order_no=VIP2026120700000111";
    const pay = await current.gateway.create(
      order("VIP2026120700000111", { channel: "wechat_h5", payerClientIp: "203.0.113.7", returnUrl }),
    );
    if (pay.kind !== "url") throw new Error("not H5");
    const page = await current.app.inject({ method: "GET", url: pagePath(pay.url) });
    expect(page.body).toContain('name="redirect_url"');
    const confirmed = await decide(
      current.app,
      new URL(pay.url).pathname,
      `decision=confirm&redirect_url=${encodeURIComponent(returnUrl)}`,
    );
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(returnUrl);

    const jsapi = await current.gateway.create(
      order("VIP2026120700000112", { channel: "wechat_jsapi", payerOpenid: "oTestPayer000000000000000002" }),
    );
    if (jsapi.kind !== "jsapi") throw new Error("not JSAPI");
    const prepayId = jsapi.params.package.replace("prepay_id=", "");
    const jsapiPage = await current.app.inject({
      method: "GET",
      url: pagePath(current.sandbox.payerPageUrl(prepayId)),
    });
    expect(jsapiPage.statusCode).toBe(200);
    expect(jsapiPage.body).toContain("确认支付");
  });

  it("refunds once per refund number and notifies REFUND.SUCCESS", async () => {
    const current = await start();
    const codeUrl = await createNative(current, "VIP2026120700000113");
    await decide(current.app, pagePath(codeUrl), "decision=confirm");
    await current.sandbox.settled();
    const refund = {
      orderNo: "VIP2026120700000113",
      refundNo: "RF2026120700000113",
      refundFen: 600,
      totalFen: 1800,
      reason: "会员退款",
    };
    expect(await current.gateway.refund(refund)).toMatchObject({ state: "processing", refundFen: 600 });
    expect(await current.gateway.refund(refund)).toMatchObject({ state: "processing", refundFen: 600 });
    await expect(
      current.gateway.refund({ ...refund, refundNo: "RF2026120700000114", refundFen: 1300 }),
    ).rejects.toMatchObject({ code: "NOT_ENOUGH" });

    await current.timers.runNext();
    expect(receiver.verified.at(-1)).toEqual({
      kind: "refund",
      refund: {
        orderNo: "VIP2026120700000113",
        refundNo: "RF2026120700000113",
        state: "succeeded",
        refundFen: 600,
        succeededAt: START,
      },
    });
    expect(current.timers.waiting).toEqual([]);
    expect(await current.gateway.queryRefund("RF2026120700000113")).toMatchObject({ state: "succeeded" });
    expect((await current.gateway.query("VIP2026120700000113")).state).toBe("paid");
  });

  it("lists the day's payments and refunds in the trade bill", async () => {
    const current = await start();
    for (const orderNo of ["VIP2026120700000115", "VIP2026120700000116"]) {
      const codeUrl = await createNative(current, orderNo, {
        amountFen: orderNo.endsWith("5") ? 1800 : 12345,
      });
      await decide(current.app, pagePath(codeUrl), "decision=confirm");
    }
    await current.sandbox.settled();
    await current.gateway.refund({
      orderNo: "VIP2026120700000116",
      refundNo: "RF2026120700000116",
      refundFen: 45,
      totalFen: 12345,
      reason: "会员退款",
    });
    await current.timers.runNext();
    const lines = await current.gateway.downloadBill(shanghaiDay(START));
    expect(
      lines.map(({ orderNo, kind, refundNo, amountFen, at }) => ({ orderNo, kind, refundNo, amountFen, at })),
    ).toEqual([
      { orderNo: "VIP2026120700000115", kind: "payment", refundNo: null, amountFen: 1800, at: START },
      { orderNo: "VIP2026120700000116", kind: "payment", refundNo: null, amountFen: 12345, at: START },
      {
        orderNo: "VIP2026120700000116",
        kind: "refund",
        refundNo: "RF2026120700000116",
        amountFen: 45,
        at: START,
      },
    ]);
    expect(lines.every((line) => /^42\d+$/.test(line.channelTradeNo))).toBe(true);
    expect(await current.gateway.downloadBill("2026-12-01")).toEqual([]);
  });
});
