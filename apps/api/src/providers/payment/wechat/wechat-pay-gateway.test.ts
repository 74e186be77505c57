import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PaymentNotificationRefused } from "../payment-gateway";
import {
  createTestMerchant,
  notificationVerificationBench,
  paidTransaction,
  signedNotification,
  TEST_CERTIFICATE_SERIAL,
  TEST_PUBLIC_KEY_ID,
} from "./wechat-pay.testing";
import { WechatPayError, WechatPayGateway } from "./wechat-pay-gateway";
import {
  answerMessage,
  beijingTime,
  jsapiMessage,
  parseAuthorizationHeader,
  requestMessage,
  signatureHeaders,
  signMessage,
  verifyMessage,
} from "./wechat-pay-protocol";
import { formatTradeBill } from "./wechat-pay-resources";

const test = createTestMerchant();
const NOW = new Date("2026-12-07T02:00:00Z");
const publicKeySigner = test.platformPrivateKeys.get(TEST_PUBLIC_KEY_ID);
if (!publicKeySigner) throw new Error("test key missing");
const signer = publicKeySigner;

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A gateway whose calls reach `answer` (WeChat Pay's side, signing with the 微信支付公钥 unless told). */
function gatewayAnswering(
  answer: (request: SentRequest) => { status?: number; body: string; headers?: Record<string, string> },
  sent: SentRequest[] = [],
) {
  return new WechatPayGateway({
    merchant: test.merchant,
    apiOrigin: "https://api.mch.weixin.qq.com",
    notifyUrl: "https://www.example.com/api/pay/notify/wechat",
    now: () => NOW,
    fetch: async (url, init) => {
      const request = {
        url,
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body: typeof init.body === "string" ? init.body : "",
      };
      sent.push(request);
      const { status = 200, body, headers } = answer(request);
      return new Response(status === 204 ? null : body, {
        status,
        headers: headers ?? signatureHeaders(signer, TEST_PUBLIC_KEY_ID, body, NOW),
      });
    },
  });
}

describe("WeChat Pay request signing", () => {
  it("signs METHOD, URL, timestamp, nonce and body, each followed by a newline", () => {
    const message = requestMessage(
      "POST",
      "/v3/pay/transactions/native",
      "1554208460",
      "593BEC0C930BF1AFEB40B4A08C8FB242",
      '{"appid":"wxd930ea5d5a258f4f"}',
    );
    expect(message).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"appid":"wxd930ea5d5a258f4f"}\n',
    );
    const signature = signMessage(test.merchant.privateKey, message);
    expect(verifyMessage(test.merchantPublicKey, message, signature)).toBe(true);
    expect(verifyMessage(test.merchantPublicKey, message.replace("POST", "GET"), signature)).toBe(false);
  });

  it("sends an Authorization header WeChat Pay can verify with the merchant's public key", async () => {
    const sent: SentRequest[] = [];
    const gateway = gatewayAnswering(
      () => ({ body: JSON.stringify({ code_url: "weixin://wxpay/bizpayurl?pr=abc" }) }),
      sent,
    );
    const pay = await gateway.create({
      channel: "wechat_native",
      orderNo: "VIP2026120700000001",
      amountFen: 1800,
      description: "诉达会员 月卡",
      expiresAt: new Date("2026-12-07T04:00:00Z"),
      returnUrl: "https://www.example.com/vip/success",
    });
    expect(pay).toEqual({ kind: "code_url", codeUrl: "weixin://wxpay/bizpayurl?pr=abc" });
    const [request] = sent as [SentRequest];
    expect(request.url).toBe("https://api.mch.weixin.qq.com/v3/pay/transactions/native");
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      appid: test.merchant.appId,
      mchid: test.merchant.mchId,
      out_trade_no: "VIP2026120700000001",
      time_expire: "2026-12-07T12:00:00+08:00",
      notify_url: "https://www.example.com/api/pay/notify/wechat",
      amount: { total: 1800, currency: "CNY" },
    });
    const authorization = request.headers.get("authorization") ?? "";
    expect(authorization).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="[0-9A-Z]{32}",signature="[^"]+",timestamp="\d+",serial_no="444F4864EA9B34415D9F1E5ECE9D2F1C2C2A2F7D"$/,
    );
    const fields = parseAuthorizationHeader(authorization);
    if (!fields) throw new Error("unreadable authorization");
    expect(fields.timestamp).toBe(String(NOW.getTime() / 1000));
    const message = requestMessage(
      "POST",
      "/v3/pay/transactions/native",
      fields.timestamp,
      fields.nonce_str,
      request.body,
    );
    expect(verifyMessage(test.merchantPublicKey, message, fields.signature)).toBe(true);
  });

  it("gives JSAPI's parameters with a paySign over appId, timeStamp, nonceStr and package", async () => {
    const gateway = gatewayAnswering(() => ({
      body: JSON.stringify({ prepay_id: "wx201410272009395522657a690389285100" }),
    }));
    const pay = await gateway.create({
      channel: "wechat_jsapi",
      orderNo: "VIP2026120700000002",
      amountFen: 4800,
      description: "诉达会员 季卡",
      expiresAt: new Date("2026-12-07T04:00:00Z"),
      returnUrl: "https://m.example.com/pages/vip/index",
      payerOpenid: "oTestPayer000000000000000001",
    });
    if (pay.kind !== "jsapi") throw new Error("not JSAPI");
    const { appId, timeStamp, nonceStr, package: packageValue, paySign } = pay.params;
    expect(appId).toBe(test.merchant.appId);
    expect(packageValue).toBe("prepay_id=wx201410272009395522657a690389285100");
    expect(
      verifyMessage(test.merchantPublicKey, jsapiMessage(appId, timeStamp, nonceStr, packageValue), paySign),
    ).toBe(true);
  });

  it("sends H5 pay's scene and returns the browser to our page after paying", async () => {
    const sent: SentRequest[] = [];
    const gateway = gatewayAnswering(
      () => ({
        body: JSON.stringify({
          h5_url: "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1",
        }),
      }),
      sent,
    );
    const pay = await gateway.create({
      channel: "wechat_h5",
      orderNo: "VIP2026120700000003",
      amountFen: 1800,
      description: "诉达会员 月卡",
      expiresAt: new Date("2026-12-07T04:00:00Z"),
      returnUrl: "https://m.example.com/vip/success?order_no=VIP2026120700000003",
      payerClientIp: "203.0.113.7",
    });
    expect(JSON.parse((sent[0] as SentRequest).body).scene_info).toEqual({
      payer_client_ip: "203.0.113.7",
      h5_info: { type: "Wap" },
    });
    expect(pay).toEqual({
      kind: "url",
      url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&redirect_url=${encodeURIComponent("https://m.example.com/vip/success?order_no=VIP2026120700000003")}`,
    });
  });
});

describe("WeChat Pay answers", () => {
  const transaction = paidTransaction(test.merchant, "VIP2026120700000004", NOW);

  it("reads an answer signed by WeChat Pay", async () => {
    const gateway = gatewayAnswering(() => ({ body: JSON.stringify(transaction) }));
    expect(await gateway.query("VIP2026120700000004")).toEqual({
      orderNo: "VIP2026120700000004",
      channelTradeNo: "4200000000202612070000000001",
      state: "paid",
      amountFen: 1800,
      currency: "CNY",
      paidAt: NOW,
    });
  });

  it("refuses an answer whose signature does not hold, or that no known key signed", async () => {
    const body = JSON.stringify(transaction);
    const forged = gatewayAnswering(() => ({
      body,
      headers: signatureHeaders(test.merchant.privateKey, TEST_PUBLIC_KEY_ID, body, NOW),
    }));
    await expect(forged.query("VIP2026120700000004")).rejects.toThrow(/signature does not verify/);
    const unknown = gatewayAnswering(() => ({
      body,
      headers: signatureHeaders(signer, "PUB_KEY_ID_0119000091910000000000000000", body, NOW),
    }));
    await expect(unknown.query("VIP2026120700000004")).rejects.toThrow(/unknown serial/);
    const unsigned = gatewayAnswering(() => ({ body, headers: {} }));
    await expect(unsigned.query("VIP2026120700000004")).rejects.toBeInstanceOf(WechatPayError);
  });

  it("throws WeChat Pay's refusal with its code", async () => {
    const gateway = gatewayAnswering(() => ({
      status: 404,
      body: JSON.stringify({ code: "ORDER_NOT_EXIST", message: "订单不存在" }),
    }));
    await expect(gateway.query("VIP2026120799999999")).rejects.toMatchObject({
      status: 404,
      code: "ORDER_NOT_EXIST",
    });
  });

  it("downloads the trade bill from the API's own origin only, and only when it matches its hash", async () => {
    const billText = formatTradeBill([
      {
        交易时间: "2026-12-07 10:00:00",
        微信订单号: "4200000000202612070000000001",
        商户订单号: "VIP2026120700000004",
        交易状态: "SUCCESS",
        应结订单金额: "18.00",
        订单金额: "18.00",
      },
    ]);
    const answering = (downloadUrl: string, hash: string) =>
      gatewayAnswering((request) =>
        request.url.includes("/v3/bill/tradebill")
          ? { body: JSON.stringify({ hash_type: "SHA1", hash_value: hash, download_url: downloadUrl }) }
          : { body: billText, headers: {} },
      );
    const sha1 = createHash("sha1").update(billText).digest("hex");
    const file =
      "https://api.mch.weixin.qq.com/v3/billdownload/file?token=6XIv5TUPto7pByrTQKhd6kwvyKLG2uY2wMMR8cNXqaA";
    expect(await answering(file, sha1).downloadBill("2026-12-07")).toEqual([
      {
        orderNo: "VIP2026120700000004",
        channelTradeNo: "4200000000202612070000000001",
        kind: "payment",
        refundNo: null,
        amountFen: 1800,
        at: NOW,
      },
    ]);
    await expect(answering(file, "0".repeat(40)).downloadBill("2026-12-07")).rejects.toMatchObject({
      code: "BILL_HASH",
    });
    await expect(
      answering("https://files.example.com/v3/billdownload/file?token=x", sha1).downloadBill("2026-12-07"),
    ).rejects.toMatchObject({ code: "BILL_URL" });
  });

  it("closes with the merchant id and takes the signed empty answer", async () => {
    const sent: SentRequest[] = [];
    const gateway = gatewayAnswering(() => ({ status: 204, body: "" }), sent);
    await gateway.close("VIP2026120700000005");
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/VIP2026120700000005/close",
      body: JSON.stringify({ mchid: test.merchant.mchId }),
    });
  });
});

describe("WeChat Pay notifications", () => {
  const gateway = gatewayAnswering(() => ({ body: "{}" }));
  const resource = paidTransaction(test.merchant, "VIP2026120700000006", NOW);
  const payment = (options: Partial<Parameters<typeof signedNotification>[1]> = {}) =>
    signedNotification(test, { eventType: "TRANSACTION.SUCCESS", resource, at: NOW, ...options });
  const refusal = async (notification: { headers: Record<string, string>; body: string }) => {
    const error = await gateway
      .verifyNotification(notification.headers, notification.body)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(PaymentNotificationRefused);
    return (error as PaymentNotificationRefused).reason;
  };

  it("verifies and decrypts a payment, with the key named by a 微信支付公钥 id or a certificate serial", async () => {
    for (const serial of [TEST_PUBLIC_KEY_ID, TEST_CERTIFICATE_SERIAL]) {
      const notification = payment({ serial });
      expect(await gateway.verifyNotification(notification.headers, notification.body)).toEqual({
        kind: "payment",
        transaction: {
          orderNo: "VIP2026120700000006",
          channelTradeNo: "4200000000202612070000000001",
          state: "paid",
          amountFen: 1800,
          currency: "CNY",
          paidAt: NOW,
        },
      });
    }
  });

  it("reads the headers whatever their case", async () => {
    const notification = payment();
    const capitalised = Object.fromEntries(
      Object.entries(notification.headers).map(([name, value]) => [
        name.replace(/(^|-)w/g, (part) => part.toUpperCase()),
        value,
      ]),
    );
    expect((await gateway.verifyNotification(capitalised, notification.body)).kind).toBe("payment");
  });

  it("refuses a forged signature", async () => {
    const notification = payment();
    const forged = signMessage(
      test.merchant.privateKey,
      answerMessage(
        notification.headers["wechatpay-timestamp"] as string,
        notification.headers["wechatpay-nonce"] as string,
        notification.body,
      ),
    );
    expect(
      await refusal({ ...notification, headers: { ...notification.headers, "wechatpay-signature": forged } }),
    ).toBe("signature does not verify");
    expect(
      await refusal({
        ...notification,
        body: notification.body.replace("TRANSACTION.SUCCESS", "REFUND.SUCCESS"),
      }),
    ).toBe("signature does not verify");
  });

  it("refuses an unknown serial", async () => {
    const notification = payment();
    expect(
      await refusal({
        ...notification,
        headers: { ...notification.headers, "wechatpay-serial": "PUB_KEY_ID_0119000091910000000000000099" },
      }),
    ).toMatch(/^unknown serial/);
  });

  it("refuses a timestamp more than five minutes away, and takes one just inside", async () => {
    const stale = payment({ at: new Date(NOW.getTime() - 5 * 60_000 - 1000) });
    expect(await refusal(stale)).toBe("timestamp more than 5 minutes from now");
    const early = payment({ at: new Date(NOW.getTime() + 5 * 60_000 + 1000) });
    expect(await refusal(early)).toBe("timestamp more than 5 minutes from now");
    const late = payment({ at: new Date(NOW.getTime() - 5 * 60_000 + 1000) });
    expect((await gateway.verifyNotification(late.headers, late.body)).kind).toBe("payment");
  });

  it("refuses a ciphertext or associated data changed before signing", async () => {
    const flipped = payment({
      tamper: (sealed) => {
        const bytes = Buffer.from(sealed.ciphertext, "base64");
        bytes[0] = (bytes[0] as number) ^ 1;
        return { ...sealed, ciphertext: bytes.toString("base64") };
      },
    });
    expect(await refusal(flipped)).toBe("resource does not decrypt");
    const otherData = payment({ tamper: (sealed) => ({ ...sealed, associated_data: "refund" }) });
    expect(await refusal(otherData)).toBe("resource does not decrypt");
  });

  it("refuses another merchant's notification and an unexpected event", async () => {
    expect(await refusal(payment({ resource: { ...resource, mchid: "1900000001" } }))).toBe(
      "another merchant's notification",
    );
    expect(await refusal(payment({ eventType: "TRANSACTION.CLOSED" }))).toMatch(/^unexpected event type/);
  });

  it("maps refund notifications", async () => {
    const refund = {
      mchid: test.merchant.mchId,
      out_trade_no: "VIP2026120700000006",
      transaction_id: "4200000000202612070000000001",
      out_refund_no: "RF2026120700000001",
      refund_id: "50000000382019052709732678859",
      success_time: beijingTime(NOW),
      amount: { total: 1800, refund: 600, payer_total: 1800, payer_refund: 600, currency: "CNY" },
    };
    const states = {
      "REFUND.SUCCESS": "SUCCESS",
      "REFUND.ABNORMAL": "ABNORMAL",
      "REFUND.CLOSED": "CLOSED",
    } as const;
    const expected = {
      "REFUND.SUCCESS": "succeeded",
      "REFUND.ABNORMAL": "failed",
      "REFUND.CLOSED": "failed",
    };
    for (const [eventType, refundStatus] of Object.entries(states)) {
      const notification = signedNotification(test, {
        eventType,
        originalType: "refund",
        resource: { ...refund, refund_status: refundStatus },
        at: NOW,
      });
      expect(await gateway.verifyNotification(notification.headers, notification.body)).toEqual({
        kind: "refund",
        refund: {
          orderNo: "VIP2026120700000006",
          refundNo: "RF2026120700000001",
          state: expected[eventType as keyof typeof expected],
          refundFen: 600,
          succeededAt: refundStatus === "SUCCESS" ? NOW : null,
        },
      });
    }
  });

  it("answers WeChat Pay as v3 asks: 204 without a body, or FAIL", () => {
    expect(gateway.answerNotification(true)).toMatchObject({ status: 204, body: "" });
    const refused = gateway.answerNotification(false);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(refused.body)).toEqual({ code: "FAIL", message: "失败" });
  });
});

describe("the notification bench's work", () => {
  it("verifies and decrypts every notification it prepared", async () => {
    const bench = notificationVerificationBench(3);
    await expect(bench.verifyAll()).resolves.toBe(3);
  });
});
