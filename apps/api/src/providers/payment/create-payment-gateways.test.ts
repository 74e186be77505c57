import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { AlipayGateway } from "./alipay/alipay-gateway";
import {
  alipaySandboxFor,
  createPaymentGateways,
  createPaymentSandbox,
  wechatPayMerchantOf,
} from "./create-payment-gateways";
import { WechatPayGateway } from "./wechat/wechat-pay-gateway";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const merchantSettings = {
  WECHAT_PAY_MCH_ID: "1900009191",
  WECHAT_PAY_MCH_CERT_SERIAL: "444F4864EA9B34415D9F1E5ECE9D2F1C2C2A2F7D",
  WECHAT_PAY_MCH_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  WECHAT_PAY_APIV3_KEY: "0123456789abcdefghijklmnopqrstuv",
  WECHAT_PAY_APP_ID: "wxd930ea5d5a258f4f",
  WECHAT_PAY_PUBLIC_KEY_ID: "PUB_KEY_ID_0119000091912026120700000001",
  WECHAT_PAY_PUBLIC_KEY: publicKey.export({ type: "spki", format: "pem" }).toString(),
  // A self-signed certificate with an invented subject, serial 5157F09E…B8E1.
  WECHAT_PAY_PLATFORM_CERTIFICATES: path.join(import.meta.dirname, "wechat/test-platform-certificate.pem"),
};
const now = () => new Date("2026-12-07T02:00:00Z");

describe("createPaymentGateways", () => {
  it("makes the WeChat Pay client from the merchant settings, trusting the public key and the certificates", () => {
    const config = loadConfig(merchantSettings);
    expect(createPaymentSandbox(config, now)).toBeNull();
    expect(createPaymentGateways(config, now, null).wechat).toBeInstanceOf(WechatPayGateway);
    const merchant = wechatPayMerchantOf(config);
    expect([...(merchant?.platformKeys.keys() ?? [])]).toEqual([
      "PUB_KEY_ID_0119000091912026120700000001",
      "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
    ]);
    const certificatePem = readFileSync(merchantSettings.WECHAT_PAY_PLATFORM_CERTIFICATES, "utf8");
    expect(config.WECHAT_PAY_PLATFORM_CERTIFICATES).toBe(certificatePem);
  });

  it("points WeChat Pay at the sandbox without merchant settings, on the site's origin", async () => {
    const config = loadConfig({ SITE_ORIGIN: "https://www.example.com" });
    const sandbox = createPaymentSandbox(config, now);
    if (!sandbox) throw new Error("no sandbox");
    try {
      const gateway = createPaymentGateways(config, now, sandbox).wechat;
      const pay = await gateway?.create({
        channel: "wechat_native",
        orderNo: "VIP2026120700000201",
        amountFen: 1800,
        description: "诉达会员 月卡",
        expiresAt: new Date("2026-12-07T04:00:00Z"),
        returnUrl: "https://www.example.com/vip/success",
      });
      expect(pay).toEqual({
        kind: "code_url",
        codeUrl: expect.stringMatching(
          /^https:\/\/www\.example\.com\/pay-sandbox\/wechat\/pay\/wx[0-9a-f]+$/,
        ),
      });
    } finally {
      sandbox.stop();
    }
  });

  it("has neither WeChat Pay nor Alipay in production without their settings", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SITE_ORIGIN: "https://www.example.com",
      PII_SECRET: "a-production-secret-of-enough-length-0001",
      CAPTCHA_SECRET: "a-production-captcha-secret",
      UPLOAD_SECRET: "a-production-upload-secret",
      SMS_PROVIDER: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: "id",
      ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
      ALIYUN_SMS_SIGN_NAME: "诉达",
      ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
      ALIYUN_SMS_NOTICE_TEMPLATE_CODE: "SMS_2",
    });
    const sandbox = createPaymentSandbox(config, now);
    expect(sandbox).toBeNull();
    expect(alipaySandboxFor(config, now)).toBeNull();
    expect(createPaymentGateways(config, now, sandbox, alipaySandboxFor(config, now))).toEqual({});
  });

  it("makes the Alipay gateway from its settings, and points it at the sandbox without them", async () => {
    const alipayKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const configured = loadConfig({
      ALIPAY_APP_ID: "2021004100000001",
      ALIPAY_SELLER_ID: "2088100000000001",
      ALIPAY_APP_PRIVATE_KEY: merchantSettings.WECHAT_PAY_MCH_PRIVATE_KEY,
      ALIPAY_PUBLIC_KEY: alipayKey.publicKey.export({ type: "spki", format: "pem" }).toString(),
    });
    expect(alipaySandboxFor(configured, now)).toBeNull();
    expect(createPaymentGateways(configured, now, null).alipay).toBeInstanceOf(AlipayGateway);

    const config = loadConfig({ SITE_ORIGIN: "https://www.example.com" });
    const sandbox = alipaySandboxFor(config, now);
    if (!sandbox) throw new Error("no sandbox");
    try {
      const gateway = createPaymentGateways(config, now, null, sandbox).alipay;
      const pay = await gateway?.create({
        channel: "alipay_page",
        orderNo: "VIP2026120700000202",
        amountFen: 1800,
        description: "诉达会员 月卡",
        expiresAt: new Date("2026-12-07T04:00:00Z"),
        returnUrl: "https://www.example.com/vip/success",
      });
      if (pay?.kind !== "url") throw new Error("not a URL");
      const url = new URL(pay.url);
      expect(`${url.origin}${url.pathname}`).toBe("https://www.example.com/pay-sandbox/alipay/gateway.do");
      expect(url.searchParams.get("notify_url")).toBe("https://www.example.com/api/pay/notify/alipay");
    } finally {
      sandbox.stop();
    }
  });
});
