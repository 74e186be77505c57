import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccessTokenHolder } from "../../providers/wechat/access-token-holder";
import { type FakeWebUser, startFakeWechat } from "../../providers/wechat/fake-wechat.testing";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signJssdkPage } from "./jssdk-signature";

const { sessions, users, userWechatIdentities, wechatAccessTokens, wechatWebLogins } = schema;

const ACCOUNT = {
  appId: "wxofficialaccount02",
  appSecret: "fake-official-secret-2",
  callbackToken: "fakeCallbackToken2",
};
const SITE = "https://www.example-tousu.cn";
const MOBILE = "https://m.example-tousu.cn";

let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeWechat({
    appId: "wxminiprogram00002",
    appSecret: "fake-mini-program-secret",
    officialAccount: ACCOUNT,
  });
  t = await buildTestApp({
    WECHAT_OFFICIAL_ACCOUNT_APP_ID: ACCOUNT.appId,
    WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: ACCOUNT.appSecret,
    WECHAT_OFFICIAL_ACCOUNT_TOKEN: ACCOUNT.callbackToken,
    WECHAT_API_ORIGIN: fake.origin,
    WECHAT_OPEN_ORIGIN: fake.origin,
    SITE_ORIGIN: SITE,
    MOBILE_ORIGIN: MOBILE,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let now = TEST_SEED_NOW;
beforeEach(() => {
  now = new Date(TEST_SEED_NOW.getTime() + 60 * 60_000);
  t.setNow(now);
});

let people = 0;
/** A WeChat user new to the platform. */
function newWechatUser(extra: Partial<FakeWebUser> = {}): FakeWebUser {
  people += 1;
  return {
    openid: `oWebUser${String(people).padStart(20, "0")}`,
    nickname: `小橙子${people}🍊`,
    headimgurl: `https://thirdwx.qlogo.cn/mmopen/vi_32/fake${people}/132`,
    ...extra,
  };
}

const post = (url: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload,
    headers: { "user-agent": "Mozilla/5.0 (iPhone) MicroMessenger/8.0.50" },
  });

async function start(redirect = "/pages/complaint/details?id=1") {
  const response = await post("/auth/wechat/web_start", { redirect });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { authorize_url: string; browser_key: string };
}

/** WeChat's authorisation page, as the fake's signed-in person: where it sends the browser back. */
async function authorize(authorizeUrl: string) {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get("location") ?? "");
  return { back, code: back.searchParams.get("code"), state: back.searchParams.get("state") ?? "" };
}

const finish = (browserKey: string, state: string, code: string | null) =>
  post("/auth/wechat/web_login", { browser_key: browserKey, state, code: code ?? "" });

const accountCounts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]?.n,
  identities: (await t.db.select({ n: count() }).from(userWechatIdentities))[0]?.n,
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]?.n,
});

const memberOf = async (token: string) =>
  (await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })).json().data as {
    id: number;
    nickname: string;
    avatar: string;
    phone: string | null;
  };

describe("WeChat web login", () => {
  it("sends the browser to WeChat's silent authorisation, returning to the H5 callback page", async () => {
    const { authorize_url: url, browser_key: key } = await start();
    const address = new URL(url);
    expect(address.origin + address.pathname).toBe(`${fake.origin}/connect/oauth2/authorize`);
    expect(address.hash).toBe("#wechat_redirect");
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      appid: ACCOUNT.appId,
      redirect_uri: `${MOBILE}/pages/login/wechat/callback`,
      response_type: "code",
      scope: "snsapi_base",
    });
    expect(address.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("asks a new person about their profile, then makes the account with it after a userinfo round", async () => {
    const person = newWechatUser({ unionid: "uWebUnion0001" });
    fake.signInWebUser(person);
    const started = await start("/pages/article/details?id=3");
    const base = await authorize(started.authorize_url);
    const before = await accountCounts();
    const asked = await finish(started.browser_key, base.state, base.code);
    expect(asked.json()).toMatchObject({ code: 200, data: { state: "consent" } });
    expect(await accountCounts()).toEqual(before);

    const consent = await post("/auth/wechat/web_consent", {
      browser_key: started.browser_key,
      use_profile: true,
    });
    const round = consent.json().data as { state: string; authorize_url: string };
    expect(round.state).toBe("authorize");
    expect(new URL(round.authorize_url).searchParams.get("scope")).toBe("snsapi_userinfo");
    const userinfo = await authorize(round.authorize_url);
    const done = (await finish(started.browser_key, userinfo.state, userinfo.code)).json().data as {
      state: string;
      token: string;
      redirect: string;
    };
    expect(done).toMatchObject({ state: "logged_in", redirect: "/pages/article/details?id=3" });
    const member = await memberOf(done.token);
    expect(member).toMatchObject({ nickname: `小橙子${people}`, avatar: person.headimgurl, phone: null });
    const [identity] = await t.db
      .select()
      .from(userWechatIdentities)
      .where(eq(userWechatIdentities.openid, person.openid));
    expect(identity).toMatchObject({ userId: member.id, appId: ACCOUNT.appId, unionid: "uWebUnion0001" });
  });

  it("makes a phoneless account with a generated nickname when the person keeps their profile", async () => {
    const person = newWechatUser();
    fake.signInWebUser(person);
    const started = await start("/");
    const base = await authorize(started.authorize_url);
    await finish(started.browser_key, base.state, base.code);
    const answer = await post("/auth/wechat/web_consent", {
      browser_key: started.browser_key,
      use_profile: false,
    });
    const done = answer.json().data as { state: string; token: string; redirect: string };
    expect(done).toMatchObject({ state: "logged_in", redirect: "/" });
    const member = await memberOf(done.token);
    expect(member.nickname).toMatch(/^用户[0-9A-Z]{6}$/);
    expect(member.phone).toBeNull();
    // The account has no phone: its first write asks to bind one, as on the PC site.
    const write = await t.app.inject({
      method: "PUT",
      url: "/api/user/edit",
      headers: { authorization: `Bearer ${done.token}` },
      payload: { nickname: "新名字" },
    });
    expect(write.json()).toMatchObject({ code: 402, data: { access_token: expect.any(String) } });
    // The question is answered once.
    const again = await post("/auth/wechat/web_consent", {
      browser_key: started.browser_key,
      use_profile: false,
    });
    expect(again.json()).toMatchObject({ code: 400, msg: "微信登录已失效，请重新发起微信登录" });
  });

  it("logs a known identity in silently, without asking", async () => {
    const person = newWechatUser();
    fake.signInWebUser(person);
    const first = await start();
    const base = await authorize(first.authorize_url);
    await finish(first.browser_key, base.state, base.code);
    const made = (
      await post("/auth/wechat/web_consent", { browser_key: first.browser_key, use_profile: false })
    ).json().data as { token: string };
    const id = (await memberOf(made.token)).id;

    const again = await start("/pages/complaint/details?id=9");
    const silent = await authorize(again.authorize_url);
    const before = await accountCounts();
    const done = (await finish(again.browser_key, silent.state, silent.code)).json().data as {
      state: string;
      token: string;
      redirect: string;
    };
    expect(done).toMatchObject({ state: "logged_in", redirect: "/pages/complaint/details?id=9" });
    expect((await memberOf(done.token)).id).toBe(id);
    expect(await accountCounts()).toEqual({ ...before, sessions: Number(before.sessions) + 1 });
  });

  it("refuses a forged state, a replayed one and another browser's, storing nothing", async () => {
    fake.signInWebUser(newWechatUser());
    const started = await start();
    const back = await authorize(started.authorize_url);
    const other = await start();
    const before = await accountCounts();

    for (const [key, state] of [
      [started.browser_key, "forgedStateForgedState"],
      [other.browser_key, back.state],
    ] as const) {
      const refused = await finish(key, state, back.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, msg: "微信登录已失效，请重新发起微信登录" });
    }
    // Without the browser's cookie the H5 page has no key to send.
    const keyless = await finish("", back.state, back.code);
    expect(keyless.json()).toMatchObject({
      code: 400,
      msg: "请在发起登录的微信页面中完成登录，或重新发起微信登录",
    });
    expect(await accountCounts()).toEqual(before);

    // The real return is taken once: its replay is refused.
    expect((await finish(started.browser_key, back.state, back.code)).json().data).toEqual({
      state: "consent",
    });
    const replay = await finish(started.browser_key, back.state, back.code);
    expect(replay.json()).toMatchObject({ code: 400, msg: "微信登录已失效，请重新发起微信登录" });
  });

  it("refuses an expired state", async () => {
    fake.signInWebUser(newWechatUser());
    const started = await start();
    const back = await authorize(started.authorize_url);
    t.setNow(new Date(now.getTime() + 601_000));
    const refused = await finish(started.browser_key, back.state, back.code);
    expect(refused.json()).toMatchObject({ code: 400, msg: "微信登录已失效，请重新发起微信登录" });
  });

  it("refuses a code WeChat already exchanged (40163), storing nothing", async () => {
    const person = newWechatUser();
    fake.signInWebUser(person);
    const first = await start();
    const used = await authorize(first.authorize_url);
    await finish(first.browser_key, used.state, used.code);
    const second = await start();
    const fresh = await authorize(second.authorize_url);
    const before = await accountCounts();
    const refused = await finish(second.browser_key, fresh.state, used.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, msg: "微信授权已使用或已过期，请重新发起微信登录" });
    expect(await accountCounts()).toEqual(before);
    const [spent] = await t.db.select().from(wechatWebLogins).where(eq(wechatWebLogins.state, fresh.state));
    expect(spent).toMatchObject({ step: "ended", openid: null });
  });

  it("lets the person decline WeChat's profile page and asks nothing more of WeChat", async () => {
    fake.signInWebUser(newWechatUser({ refusesProfile: true }));
    const started = await start();
    const base = await authorize(started.authorize_url);
    await finish(started.browser_key, base.state, base.code);
    const round = (
      await post("/auth/wechat/web_consent", { browser_key: started.browser_key, use_profile: true })
    ).json().data as { authorize_url: string };
    const back = await authorize(round.authorize_url);
    expect(back.code).toBeNull();
    const before = await accountCounts();
    const refused = await finish(started.browser_key, back.state, back.code);
    expect(refused.json()).toMatchObject({ code: 400, msg: "未获得微信授权，请重新发起微信登录" });
    expect(await accountCounts()).toEqual(before);
  });

  it("refuses a redirect to another site", async () => {
    const refused = await post("/auth/wechat/web_start", { redirect: "//evil.example/" });
    expect(refused.json()).toMatchObject({ code: 400, msg: "返回地址无效" });
    expect(
      await t.db
        .select({ n: count() })
        .from(wechatWebLogins)
        .where(eq(wechatWebLogins.redirect, "//evil.example/")),
    ).toEqual([{ n: 0 }]);
  });
});

describe("JS-SDK signature", () => {
  const config = (url: string) =>
    t.app.inject({ url: `/api/wechat/jssdk/config?url=${encodeURIComponent(url)}` });

  it("signs our pages with the JS-SDK ticket every node shares, by WeChat's algorithm", async () => {
    const page = `${MOBILE}/pages/complaint/details?id=5&from=singlemessage`;
    const answer = await config(`${page}#comments`);
    const data = answer.json().data as {
      appId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
    };
    expect(data.appId).toBe(ACCOUNT.appId);
    expect(data.timestamp).toBe(Math.floor(now.getTime() / 1000));
    const [held] = await t.db
      .select({ ticket: wechatAccessTokens.jsapiTicket })
      .from(wechatAccessTokens)
      .where(eq(wechatAccessTokens.appId, ACCOUNT.appId));
    expect(held?.ticket).toMatch(/^fake-jsapi-ticket-/);
    expect(data.signature).toBe(
      signJssdkPage({
        ticket: held?.ticket ?? "",
        nonceStr: data.nonceStr,
        timestamp: data.timestamp,
        url: page,
      }),
    );
    // The main origin's /h5 is ours too; the ticket is fetched once and then read from its row.
    const requests = fake.state.ticketRequests;
    expect((await config(`${SITE}/h5/`)).json().code).toBe(200);
    expect(fake.state.ticketRequests).toBe(requests);
  });

  it("fetches a new ticket before the held one expires, for every node", async () => {
    await config(`${MOBILE}/`);
    const requests = fake.state.ticketRequests;
    let clock = new Date();
    // Another node, whose clock reaches the held ticket's last minutes.
    const otherNode = createAccessTokenHolder({
      db: t.db,
      apiOrigin: fake.origin,
      appId: ACCOUNT.appId,
      appSecret: ACCOUNT.appSecret,
      now: () => clock,
    });
    const held = await otherNode.jsapiTicket();
    expect(fake.state.ticketRequests).toBe(requests);
    clock = new Date(clock.getTime() + (7200 - 4 * 60) * 1000);
    const renewed = await otherNode.jsapiTicket();
    expect(renewed).not.toBe(held);
    expect(fake.state.ticketRequests).toBe(requests + 1);
  });

  it.each([
    "https://evil.example/pages/complaint/details?id=5",
    "https://m.example-tousu.cn.evil.example/",
    "not a url",
  ])("refuses to sign %s", async (url) => {
    const refused = await config(url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, msg: "只能为本站页面生成微信分享签名" });
  });
});
