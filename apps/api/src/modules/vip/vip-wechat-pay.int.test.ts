import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createWechatPaySandbox,
  WECHAT_PAY_SANDBOX_PATH,
} from "../../providers/payment/sandbox/wechat-pay-sandbox";
import { WechatPayGateway } from "../../providers/payment/wechat/wechat-pay-gateway";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signInNewMember } from "../../testing/sign-in-member";

// The membership against WeChat Pay's real client and the local sandbox: signatures, the encrypted
// resource and their verification are the production code; the sandbox's notifications are caught
// here, so the test can send one as often and as concurrently as it likes.

const SITE = "http://localhost:3000";
const DAY_MS = 86_400_000;
const now = new Date(TEST_SEED_NOW.getTime() + 60 * 60_000);
const delivered: { headers: Record<string, string>; body: string }[] = [];

const sandbox = createWechatPaySandbox({
  publicBase: `${SITE}${WECHAT_PAY_SANDBOX_PATH}`,
  now: () => now,
  merchantName: "诉达会员（测试商户）",
  retryCompression: 60,
  duplicateRate: 0,
  dropRate: 0,
  deliver: async (_url, headers, body) => {
    delivered.push({ headers, body });
    return 204;
  },
});
const gateway = new WechatPayGateway({
  merchant: sandbox.merchant,
  apiOrigin: `${SITE}${WECHAT_PAY_SANDBOX_PATH}`,
  notifyUrl: `${SITE}/api/pay/notify/wechat`,
  now: () => now,
  fetch: sandbox.fetch,
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { SITE_ORIGIN: SITE },
    { providers: { payments: { wechat: gateway }, paymentSandbox: sandbox } },
  );
  t.setNow(now);
});
afterAll(async () => {
  await t?.close();
});

describe("membership through the WeChat Pay sandbox", () => {
  it("grants once when the sandbox's signed notification arrives ten times at once", async () => {
    const buyer = await signInNewMember(t);
    const [monthly] = await t.db.select().from(schema.vipPlans).where(eq(schema.vipPlans.name, "月度会员"));
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/vip/order",
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { plan_id: monthly!.id, channel: "wechat_native" },
    });
    expect(placed.json().code, placed.body).toBe(200);
    const { order_no: orderNo, pay } = placed.json().data;
    const payerPage = new URL(pay.code_url).pathname;
    const confirmed = await t.app.inject({
      method: "POST",
      url: payerPage,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=confirm",
    });
    expect(confirmed.body).toContain("支付成功");
    await sandbox.settled();
    expect(delivered).toHaveLength(1);

    const [notification] = delivered;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/pay/notify/wechat",
          headers: { ...notification!.headers, "content-type": "application/json" },
          payload: notification!.body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
    const [order] = await t.db.select().from(schema.vipOrders).where(eq(schema.vipOrders.orderNo, orderNo));
    expect(order?.status).toBe("paid");
    const entries = await t.db
      .select()
      .from(schema.vipMembershipEntries)
      .where(eq(schema.vipMembershipEntries.userId, buyer.id));
    expect(entries).toHaveLength(1);
    const [membership] = await t.db
      .select()
      .from(schema.vipMemberships)
      .where(eq(schema.vipMemberships.userId, buyer.id));
    expect(membership?.endsAt).toEqual(new Date(now.getTime() + 30 * DAY_MS));
    const stored = await t.db
      .select()
      .from(schema.vipPaymentNotifications)
      .where(eq(schema.vipPaymentNotifications.orderNo, orderNo));
    expect(stored).toHaveLength(10);
    expect(stored.every((row) => row.verification === "verified" && row.rawBody === notification!.body)).toBe(
      true,
    );
  });

  it("refuses a notification whose body was altered after signing, storing it with the reason", async () => {
    const [notification] = delivered;
    const altered = notification!.body.replace(
      '"resource_type":"encrypt-resource"',
      '"resource_type":"encrypt-resource" ',
    );
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/pay/notify/wechat",
      headers: { ...notification!.headers, "content-type": "application/json" },
      payload: altered,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: "FAIL", message: "失败" });
    const [stored] = await t.db
      .select()
      .from(schema.vipPaymentNotifications)
      .where(eq(schema.vipPaymentNotifications.rawBody, altered));
    expect(stored).toMatchObject({ verification: "refused", outcome: "refused" });
    expect(stored?.refusalReason).toBeTruthy();
  });
});
