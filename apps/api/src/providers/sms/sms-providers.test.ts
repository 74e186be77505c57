import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signAliyunRpc } from "../aliyun-rpc";
import { startFakeAliyun } from "../fake-aliyun.testing";
import { createAliyunSmsProvider } from "./aliyun-sms-provider";
import { createOutboxSmsProvider } from "./outbox-sms-provider";

describe("outbox SMS provider", () => {
  it("appends one JSON line per message", async () => {
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "nested", "sms-outbox.log");
    const provider = createOutboxSmsProvider(outbox);
    await provider.send({ phone: "13800000000", code: "123456", purpose: "login" });
    await provider.send({ phone: "13900000000", code: "654321", purpose: "complaint" });
    await provider.notify({ phone: "13700000000", subject: "耳机退款", event: "商家已回复" });
    const lines = readFileSync(outbox, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { phone: "13800000000", code: "123456", purpose: "login" },
      { phone: "13900000000", code: "654321", purpose: "complaint" },
      { phone: "13700000000", purpose: "notice", subject: "耳机退款", event: "商家已回复" },
    ]);
    expect(Date.parse(lines[0].sent_at)).not.toBeNaN();
  });
});

describe("Aliyun SMS provider", () => {
  it("signs like Aliyun's RPC v1 scheme: sorted, RFC 3986-encoded, HMAC-SHA1 with secret&", () => {
    const params = { B: "2 3", A: "x*y~z", C: "中" };
    // Built by hand from the documented algorithm, independent of the implementation.
    const canonical = "A=x%2Ay~z&B=2%203&C=%E4%B8%AD";
    const stringToSign = `POST&%2F&${encodeURIComponent(canonical)}`;
    const expected = createHmac("sha1", "secret&").update(stringToSign).digest("base64");
    expect(signAliyunRpc("POST", params, "secret")).toBe(expected);
  });

  it("posts a signed SendSms request over real HTTP and reports failures without personal data", async () => {
    const aliyun = await startFakeAliyun();
    aliyun.answerWith({ Code: "OK", Message: "OK" });
    const received = aliyun.received;
    try {
      const provider = createAliyunSmsProvider({
        accessKeyId: "key-id",
        accessKeySecret: "key-secret",
        signName: "诉达",
        templateCode: "SMS_123",
        noticeTemplateCode: "SMS_456",
        endpoint: aliyun.endpoint,
      });
      await provider.send({ phone: "13800000000", code: "246810", purpose: "login" });
      const params = received[0]!;
      expect(params.get("Action")).toBe("SendSms");
      expect(params.get("PhoneNumbers")).toBe("13800000000");
      expect(params.get("TemplateCode")).toBe("SMS_123");
      expect(JSON.parse(params.get("TemplateParam")!)).toEqual({ code: "246810" });
      const { Signature, ...signed } = Object.fromEntries(params);
      expect(Signature).toBe(signAliyunRpc("POST", signed, "key-secret"));

      await provider.notify({ phone: "13800000000", subject: "耳机退款", event: "商家已回复" });
      const notice = received[1]!;
      expect(notice.get("TemplateCode")).toBe("SMS_456");
      expect(JSON.parse(notice.get("TemplateParam")!)).toEqual({ subject: "耳机退款", event: "商家已回复" });

      aliyun.answerWith({ Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发流控" });
      const failure = await provider
        .send({ phone: "13800000000", code: "135791", purpose: "login" })
        .catch((e) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(String(failure.message)).toContain("isv.BUSINESS_LIMIT_CONTROL");
      expect(String(failure.message)).not.toContain("13800000000");
      expect(String(failure.message)).not.toContain("135791");
    } finally {
      await aliyun.close();
    }
  });
});
