import { type Database, schema } from "@tousu/db";
import { BIND_ACCESS_TOKEN_COOKIE } from "@tousu/domain";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeWechat } from "../../api/src/providers/wechat/fake-wechat.testing";
import { MOBILE_HOST, MOBILE_ORIGIN, startH5TestServer } from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// WeChat on the H5 site (decision 080), through the real apps/h5 build and the WeChat fake: the login
// pages, the share card's signature and what the pages allow themselves to load.
const IN_WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN";
const ACCOUNT = {
  appId: "wxofficialaccount03",
  appSecret: "fake-official-secret-3",
  callbackToken: "fakeToken3",
};
const ARTICLE_PATH = "/pages/article/details?id=1";

let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let app: FastifyInstance;
let db: Database;
let sms: TestServer["sms"];
let closeAll = async () => {};

beforeAll(async () => {
  fake = await startFakeWechat({
    appId: "wxminiprogram00003",
    appSecret: "fake-mini-secret",
    officialAccount: ACCOUNT,
  });
  const server = await startH5TestServer({
    WECHAT_OFFICIAL_ACCOUNT_APP_ID: ACCOUNT.appId,
    WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: ACCOUNT.appSecret,
    WECHAT_OFFICIAL_ACCOUNT_TOKEN: ACCOUNT.callbackToken,
    WECHAT_API_ORIGIN: fake.origin,
    WECHAT_OPEN_ORIGIN: fake.origin,
  });
  ({ app, db, sms } = server);
  closeAll = async () => {
    await server.close();
    await fake.close();
  };
});
afterAll(() => closeAll());

/** A page of the H5 site, as WeChat's browser asks for it (with its cookies). */
const inWechat = (url: string, cookie = "", init: { method?: "GET" | "POST"; form?: string } = {}) =>
  app.inject({
    method: init.method ?? "GET",
    url,
    headers: {
      host: MOBILE_HOST,
      "user-agent": IN_WECHAT,
      cookie,
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(init.form ? { payload: init.form } : {}),
  });

const setCookies = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers["set-cookie"] as string | string[] | undefined) ?? []);

/** Where WeChat's authorisation page sends the browser back: a path of the H5 site. */
async function throughWechat(authorizeUrl: string): Promise<string> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(response.headers.get("location") ?? "");
  expect(back.origin).toBe(MOBILE_ORIGIN);
  return back.pathname + back.search;
}

/** The start page: off to WeChat, with the browser's key in an HttpOnly cookie. */
async function startLogin(redirectPath = ARTICLE_PATH) {
  const start = await inWechat(`/pages/login/wechat?redirect=${encodeURIComponent(redirectPath)}`);
  expect(start.statusCode).toBe(302);
  const keyCookie = setCookies(start).find((cookie) => cookie.startsWith("wechat-login="));
  expect(keyCookie).toMatch(
    /^wechat-login=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
  );
  return { authorizeUrl: String(start.headers.location), cookie: keyCookie?.split(";")[0] ?? "" };
}

const accounts = async () => (await db.select({ n: count() }).from(schema.users))[0]?.n;

describe("WeChat login on the H5 site", () => {
  it("asks a new person about their profile and logs them in with it, back on the page they came from", async () => {
    fake.signInWebUser({
      openid: "oH5NewPerson000000000000001",
      nickname: "青柠",
      headimgurl: "https://thirdwx.qlogo.cn/mmopen/h5/1/132",
    });
    const { authorizeUrl, cookie } = await startLogin();
    expect(new URL(authorizeUrl).searchParams.get("scope")).toBe("snsapi_base");

    const callback = await inWechat(await throughWechat(authorizeUrl), cookie);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/pages/login/wechat/consent");

    const question = await inWechat("/pages/login/wechat/consent", cookie);
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain("是否使用你的微信头像和昵称");
    // This page's answer leads to WeChat's authorisation page, and the page may load WeChat's JS-SDK.
    const policy = String(question.headers["content-security-policy"]);
    expect(policy).toContain(`form-action 'self' ${fake.origin}`);
    expect(policy).toMatch(/script-src [^;]*https:\/\/res\.wx\.qq\.com/);

    const agreed = await inWechat("/pages/login/wechat/consent", cookie, {
      method: "POST",
      form: "use_profile=yes",
    });
    expect(agreed.statusCode).toBe(302);
    const userinfo = String(agreed.headers.location);
    expect(new URL(userinfo).searchParams.get("scope")).toBe("snsapi_userinfo");

    const done = await inWechat(await throughWechat(userinfo), cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(ARTICLE_PATH);
    const cookies = setCookies(done);
    const token = cookies.find((value) => value.startsWith("web-token="));
    expect(token).toMatch(/^web-token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
    expect(cookies).toContain("wechat-login=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
    const member = await app.inject({
      url: "/api/user",
      headers: { authorization: `Bearer ${token?.split(";")[0]?.slice("web-token=".length)}` },
    });
    expect(member.json().data).toMatchObject({
      nickname: "青柠",
      avatar: "https://thirdwx.qlogo.cn/mmopen/h5/1/132",
    });
  });

  it("logs a known person in without asking, and a phoneless account with a default nickname when declined", async () => {
    fake.signInWebUser({ openid: "oH5NewPerson000000000000002", nickname: "", headimgurl: "" });
    const first = await startLogin("/");
    await inWechat(await throughWechat(first.authorizeUrl), first.cookie);
    const declined = await inWechat("/pages/login/wechat/consent", first.cookie, {
      method: "POST",
      form: "use_profile=no",
    });
    expect(declined.statusCode).toBe(302);
    expect(declined.headers.location).toBe("/");
    expect(setCookies(declined).some((value) => value.startsWith("web-token="))).toBe(true);

    const before = await accounts();
    const again = await startLogin();
    const silent = await inWechat(await throughWechat(again.authorizeUrl), again.cookie);
    expect(silent.headers.location).toBe(ARTICLE_PATH);
    expect(setCookies(silent).some((value) => value.startsWith("web-token="))).toBe(true);
    expect(await accounts()).toBe(before);
  });

  it("refuses a return without the browser's cookie, a forged state and a replay, with the reason", async () => {
    fake.signInWebUser({ openid: "oH5NewPerson000000000000003", nickname: "路人", headimgurl: "" });
    const { authorizeUrl, cookie } = await startLogin();
    const back = await throughWechat(authorizeUrl);
    const before = await accounts();

    const cookieless = await inWechat(back);
    expect(cookieless.statusCode).toBe(200);
    expect(cookieless.body).toContain("请在发起登录的微信页面中完成登录，或重新发起微信登录");
    const forged = await inWechat(back.replace(/state=[^&]+/, "state=forgedforgedforged"), cookie);
    expect(forged.body).toContain("微信登录已失效，请重新发起微信登录");
    expect((await inWechat(back, cookie)).headers.location).toBe("/pages/login/wechat/consent");
    const replayed = await inWechat(back, cookie);
    expect(replayed.body).toContain("微信登录已失效，请重新发起微信登录");
    expect(replayed.body).toContain("重新微信登录");
    expect(await accounts()).toBe(before);
  });

  it("refuses a code used twice, even under a fresh login of its own, and stores nothing", async () => {
    fake.signInWebUser({ openid: "oH5NewPerson000000000000005", nickname: "过客", headimgurl: "" });
    const first = await startLogin();
    const back = await throughWechat(first.authorizeUrl);
    expect((await inWechat(back, first.cookie)).headers.location).toBe("/pages/login/wechat/consent");
    const before = await accounts();

    // The same code, taken to a login the same browser started afresh (its own state and cookie).
    const second = await startLogin();
    const secondState = new URL(second.authorizeUrl).searchParams.get("state") ?? "";
    const reused = await inWechat(back.replace(/state=[^&]+/, `state=${secondState}`), second.cookie);
    expect(reused.statusCode).toBe(200);
    expect(reused.body).toContain("微信授权已使用或已过期，请重新发起微信登录");
    expect(setCookies(reused).some((value) => value.startsWith("web-token="))).toBe(false);
    expect(await accounts()).toBe(before);
  });
});

describe("the bind step of an account without a phone", () => {
  it("binds a phone to the WeChat account its 402 named and returns logged in", async () => {
    fake.signInWebUser({ openid: "oH5NewPerson000000000000004", nickname: "", headimgurl: "" });
    const login = await startLogin();
    await inWechat(await throughWechat(login.authorizeUrl), login.cookie);
    const made = await inWechat("/pages/login/wechat/consent", login.cookie, {
      method: "POST",
      form: "use_profile=no",
    });
    const token =
      setCookies(made)
        .find((value) => value.startsWith("web-token="))
        ?.split(";")[0] ?? "";
    const bearer = { authorization: `Bearer ${token.slice("web-token=".length)}` };
    // Its first write asks for a phone (402), as on the PC site.
    const write = await app.inject({
      method: "PUT",
      url: "/api/user/edit",
      headers: bearer,
      payload: { nickname: "新名字" },
    });
    const bindToken = write.json().data.access_token as string;
    const bindCookie = `${BIND_ACCESS_TOKEN_COOKIE}=${bindToken}`;

    const page = await inWechat(`/pages/login/bind?redirect=${encodeURIComponent(ARTICLE_PATH)}`, bindCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("绑定手机号");
    const phone = "13900009871";
    const sent = await inWechat(
      `/pages/login/bind?redirect=${encodeURIComponent(ARTICLE_PATH)}`,
      bindCookie,
      {
        method: "POST",
        form: `intent=send&phone=${phone}`,
      },
    );
    expect(sent.body).toContain("验证码已发送");
    const code = sms.sent.findLast((message) => message.phone === phone)?.code ?? "";
    const wrong = await inWechat(`/pages/login/bind?redirect=${encodeURIComponent(ARTICLE_PATH)}`, "", {
      method: "POST",
      form: `intent=bind&phone=${phone}&code=${code}`,
    });
    expect(wrong.body).toContain("绑定已超时，请重新操作");
    const bound = await inWechat(
      `/pages/login/bind?redirect=${encodeURIComponent(ARTICLE_PATH)}`,
      bindCookie,
      {
        method: "POST",
        form: `intent=bind&phone=${phone}&code=${code}`,
      },
    );
    expect(bound.statusCode).toBe(302);
    expect(bound.headers.location).toBe(ARTICLE_PATH);
    const newToken =
      setCookies(bound)
        .find((value) => value.startsWith("web-token="))
        ?.split(";")[0] ?? "";
    const member = await app.inject({
      url: "/api/user",
      headers: { authorization: `Bearer ${newToken.slice("web-token=".length)}` },
    });
    expect(member.json().data.phone).toBe("139****9871");
  });
});

describe("share cards in WeChat", () => {
  it("signs this site's pages for the JS-SDK and refuses others", async () => {
    const url = `${MOBILE_ORIGIN}${ARTICLE_PATH}`;
    const signed = await inWechat(`/pages/wechat/jssdk-config?url=${encodeURIComponent(url)}`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      appId: ACCOUNT.appId,
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const foreign = await inWechat(
      `/pages/wechat/jssdk-config?url=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: "只能为本站页面生成微信分享签名" });
  });

  it.each([
    ["a look-alike host", "https://m.tousu.example.evil.example/"],
    ["another origin behind this one's name", "https://m.tousu.example@evil.example/"],
    ["this host without TLS", `http://${MOBILE_HOST}${ARTICLE_PATH}`],
    ["a script address", "javascript:alert(1)"],
  ])("refuses to sign %s with the reason", async (_case, url) => {
    const refused = await inWechat(`/pages/wechat/jssdk-config?url=${encodeURIComponent(url)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "只能为本站页面生成微信分享签名" });
  });

  it("asks for the page when no address is given, in Chinese", async () => {
    const missing = await inWechat("/pages/wechat/jssdk-config");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^[\u4e00-\u9fa5，、]+/);
  });

  it("puts no WeChat script in the page itself: only WeChat's browser loads it, once hydrated", async () => {
    const page = await inWechat("/");
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("res.wx.qq.com");
    const pc = await app.inject({ url: "/", headers: { "user-agent": IN_WECHAT } });
    expect(String(pc.headers["content-security-policy"])).not.toContain("res.wx.qq.com");
  });
});
