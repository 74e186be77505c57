import { WEB_TOKEN_COOKIE } from "@tousu/domain";
import { VIP_UNCHANGED } from "@tousu/page-kit/vip-texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  IPHONE,
  logInNewMember,
  MOBILE_HOST,
  postH5Form,
  startH5TestServer,
} from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// The VIP pages of both sites, rendered by the server from the real builds; buying end to end is
// e2e/vip.spec.ts, the orders' rules apps/api/src/modules/vip.
const WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";

let server: TestServer;
beforeAll(async () => {
  // An official account configured: JSAPI pays from the payer's openid under it, so without one the
  // plans list no JSAPI (decision 092). Nothing here calls WeChat.
  server = await startH5TestServer({
    WECHAT_OFFICIAL_ACCOUNT_APP_ID: "wxvippagesaccount01",
    WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: "vip-pages-account-secret",
    WECHAT_OFFICIAL_ACCOUNT_TOKEN: "vipPagesToken",
  });
});
afterAll(() => server.close());

type Member = { token: string };
const cookieOf = (who?: Member) =>
  who ? { cookie: `${WEB_TOKEN_COOKIE}=${encodeURIComponent(who.token)}` } : {};

async function pcPage(url: string, who?: Member) {
  const response = await server.app.inject({ url, headers: { "user-agent": DESKTOP, ...cookieOf(who) } });
  return { status: response.statusCode, text: response.body.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ") };
}

async function h5Page(url: string, { who, agent = IPHONE }: { who?: Member; agent?: string } = {}) {
  const response = await server.app.inject({
    url,
    headers: { host: MOBILE_HOST, "user-agent": agent, ...cookieOf(who) },
  });
  return {
    status: response.statusCode,
    location: response.headers.location,
    html: response.body,
    text: response.body.replace(/<[^>]*>/g, " ").replace(/\s+/g, " "),
  };
}

async function orderOf(who: Member): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/vip/order",
    headers: { authorization: `Bearer ${who.token}` },
    payload: { plan_id: await firstPlanId(), channel: "wechat_native" },
  });
  expect(response.json().code).toBe(200);
  return response.json().data.order_no as string;
}

async function firstPlanId(): Promise<number> {
  const response = await server.app.inject({ url: "/api/vip/plans" });
  return response.json().data.list[0].id as number;
}

describe("/vip on the PC site", () => {
  it("shows the plans on sale, what membership does not change and the rules before anyone pays", async () => {
    const page = await pcPage("/vip");
    expect(page.status).toBe(200);
    expect(page.text).toContain("月度会员");
    expect(page.text).toContain("¥19.90");
    expect(page.text).toContain("会员不改变什么");
    for (const line of VIP_UNCHANGED) expect(page.text).toContain(line);
    expect(page.text).toContain("不自动续费");
  });
});

describe("/vip/success", () => {
  it("shows the buyer their order as the server knows it, and nobody else", async () => {
    const buyer = await logInNewMember(server);
    const orderNo = await orderOf(buyer);
    const own = await pcPage(`/vip/success?order_no=${orderNo}`, buyer);
    expect(own.status).toBe(200);
    expect(own.text).toContain("正在确认支付结果");
    expect(own.text).toContain(orderNo);

    const other = await pcPage(`/vip/success?order_no=${orderNo}`, await logInNewMember(server));
    expect(other.status).toBe(404);
    expect(other.text).not.toContain(orderNo);
    expect((await pcPage(`/vip/success?order_no=${orderNo}`)).text).toContain("登录后查看订单");
    expect((await pcPage("/vip/success?order_no=not-an-order", buyer)).status).toBe(404);
  });
});

describe("/pages/vip/index on the H5 site", () => {
  it("is where phones are sent from /vip, with the plans and the terms", async () => {
    const redirected = await server.app.inject({ url: "/vip", headers: { "user-agent": IPHONE } });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toMatch(/\/pages\/vip\/index$/);
    const page = await h5Page("/pages/vip/index");
    expect(page.status).toBe(200);
    expect(page.text).toContain("季度会员");
    for (const line of VIP_UNCHANGED) expect(page.text).toContain(line);
  });

  it("offers WeChat's own payment inside WeChat, and WeChat Pay's or Alipay's page elsewhere", async () => {
    const channels = (html: string) =>
      [...html.matchAll(/name="channel"(?: checked="")? value="(\w+)"/g)].map(([, code]) => code);
    expect(channels((await h5Page("/pages/vip/index")).html)).toEqual(["wechat_h5", "alipay_wap"]);
    expect(channels((await h5Page("/pages/vip/index", { agent: WECHAT })).html)).toEqual(["wechat_jsapi"]);
  });

  it("sends a visitor who buys to the login first, and a member to WeChat Pay's page", async () => {
    const planId = String(await firstPlanId());
    const visitor = await postH5Form(server.app, "/pages/vip/index", {
      plan_id: planId,
      channel: "wechat_h5",
    });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toMatch(/\/pages\/login\?redirect=/);

    const member = await logInNewMember(server);
    const bought = await postH5Form(
      server.app,
      "/pages/vip/index",
      { plan_id: planId, channel: "wechat_h5" },
      `${WEB_TOKEN_COOKIE}=${encodeURIComponent(member.token)}`,
    );
    expect(bought.statusCode).toBe(302);
    // The sandbox's H5 pay page, which comes back to the order's page on the H5 site.
    expect(bought.headers.location).toContain("/pay-sandbox/wechat/");
    expect(decodeURIComponent(String(bought.headers.location))).toContain("/pages/vip/success?order_no=V");
  });

  it("answers a channel the API does not offer with its refusal, nothing bought", async () => {
    const member = await logInNewMember(server);
    const refused = await postH5Form(
      server.app,
      "/pages/vip/index",
      { plan_id: String(await firstPlanId()), channel: "cash" },
      `${WEB_TOKEN_COOKIE}=${encodeURIComponent(member.token)}`,
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('role="alert"');
  });
});

describe("/user/vip", () => {
  it("shows a member their orders on both sites, an order still confirming leading to its page", async () => {
    const member = await logInNewMember(server);
    const orderNo = await orderOf(member);
    const pc = await pcPage("/user/vip", member);
    expect(pc.status).toBe(200);
    expect(pc.text).toContain(`订单号 ${orderNo}`);
    expect(pc.text).toContain("支付中");
    expect(pc.text).toContain("你还不是会员");
    const h5 = await h5Page("/user/vip", { who: member });
    expect(h5.status).toBe(200);
    expect(h5.text).toContain(`订单号 ${orderNo}`);
    expect(h5.html).toContain(`/pages/vip/success?order_no=${orderNo}`);
  });

  it("sends a visitor on a phone to log in first", async () => {
    const page = await h5Page("/user/vip");
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/pages/login?redirect=${encodeURIComponent("/user/vip")}`);
  });
});
