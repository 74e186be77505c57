import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { createTestEnvironment, type TestEnvironment } from "../../../testing/test-environment";
import { createPaymentGateways, createPaymentSandbox } from "../create-payment-gateways";
import type { PaymentGateway } from "../payment-gateway";
import type { WechatPaySandbox } from "./wechat-pay-sandbox";

let environment: TestEnvironment;
let app: Awaited<ReturnType<typeof buildApp>>;
let sandbox: WechatPaySandbox;
let gateway: PaymentGateway;
const now = () => new Date("2026-12-07T02:00:00Z");

beforeAll(async () => {
  // Its notifications are dropped: they would go to this origin, and their delivery is the unit tests'.
  environment = await createTestEnvironment({
    SITE_ORIGIN: "http://localhost:3000",
    WECHAT_PAY_SANDBOX_DROP_RATE: "1",
  });
  sandbox = createPaymentSandbox(environment.config, now) as WechatPaySandbox;
  gateway = createPaymentGateways(environment.config, now, sandbox).wechat as PaymentGateway;
  app = await buildApp({
    config: environment.config,
    db: environment.db,
    logger: false,
    providers: { now, paymentSandbox: sandbox, payments: { wechat: gateway } },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await environment.close();
});

describe("the WeChat Pay sandbox in the app", () => {
  it("serves the payer's page on the site's origin and takes the payment", async () => {
    const pay = await gateway.create({
      channel: "wechat_native",
      orderNo: "VIP2026120700000301",
      amountFen: 2500,
      description: "诉达会员 月卡",
      expiresAt: new Date("2026-12-07T04:00:00Z"),
      returnUrl: "http://localhost:3000/vip/success",
    });
    if (pay.kind !== "code_url") throw new Error("not a code");
    const url = new URL(pay.codeUrl);
    expect(url.origin).toBe("http://localhost:3000");
    const page = await app.inject({ method: "GET", url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("25.00 元");
    const confirmed = await app.inject({
      method: "POST",
      url: url.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=confirm",
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("支付成功");
    expect((await gateway.query("VIP2026120700000301")).state).toBe("paid");
  });

  it("answers an unsigned API call as WeChat Pay does, not with the platform's envelope", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/pay-sandbox/wechat/v3/pay/transactions/native",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: "SIGN_ERROR", message: "签名错误" });
  });
});
