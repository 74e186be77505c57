import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { createTestEnvironment, type TestEnvironment } from "../../../testing/test-environment";
import { AlipayGateway } from "../alipay/alipay-gateway";
import { ALIPAY_NOTIFY_PATH, alipaySandboxFor } from "../create-payment-gateways";
import { ALIPAY_SANDBOX_PATH, type AlipaySandbox } from "./alipay-sandbox";

let environment: TestEnvironment;
let app: Awaited<ReturnType<typeof buildApp>>;
let sandbox: AlipaySandbox;
let gateway: AlipayGateway;
const now = () => new Date("2026-12-07T02:00:00Z");

beforeAll(async () => {
  // Its notifications are dropped: they would go to this origin, and their delivery is the unit tests'.
  environment = await createTestEnvironment({
    SITE_ORIGIN: "http://localhost:3000",
    ALIPAY_SANDBOX_DROP_RATE: "1",
  });
  sandbox = alipaySandboxFor(environment.config, now) as AlipaySandbox;
  app = await buildApp({
    config: environment.config,
    db: environment.db,
    logger: false,
    providers: { now, alipaySandbox: sandbox },
  });
  // The sdk calls Alipay over HTTP with its own client: the app listens, and the gateway is pointed at it.
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  gateway = new AlipayGateway({
    merchant: sandbox.merchant,
    gatewayOrigin: `http://127.0.0.1:${port}${ALIPAY_SANDBOX_PATH}`,
    notifyUrl: `http://localhost:3000${ALIPAY_NOTIFY_PATH}`,
  });
});

afterAll(async () => {
  await app.close();
  await environment.close();
});

describe("the Alipay sandbox in the app", () => {
  it("answers the sdk at /gateway.do and serves the payer's page, taking the payment", async () => {
    const pay = await gateway.create({
      channel: "alipay_page",
      orderNo: "VIP2026120700000302",
      amountFen: 2500,
      description: "诉达会员 月卡",
      expiresAt: new Date("2026-12-07T04:00:00Z"),
      returnUrl: "http://localhost:3000/vip/success",
    });
    if (pay.kind !== "url") throw new Error("not a URL");
    const url = new URL(pay.url);
    const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("25.00 元");
    const confirmed = await app.inject({
      method: "POST",
      url: `${ALIPAY_SANDBOX_PATH}/pay/VIP2026120700000302`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=confirm",
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toMatch(/^http:\/\/localhost:3000\/vip\/success\?/);
    expect((await gateway.query("VIP2026120700000302")).state).toBe("paid");
  });

  it("answers an unsigned call as Alipay does, not with the platform's envelope", async () => {
    const answer = await app.inject({
      method: "POST",
      url: `${ALIPAY_SANDBOX_PATH}/gateway.do?method=alipay.trade.query`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "biz_content=%7B%7D",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      alipay_trade_query_response: { code: "40002", sub_code: "isv.invalid-signature" },
    });
  });
});
