import { schema } from "@tousu/db";
import { DEMO_PHONES, TEST_SEED_NOW } from "@tousu/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakePush, type FakeScan, startFakeWechat } from "../../providers/wechat/fake-wechat.testing";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

const { loginTickets, users, userWechatIdentities, wechatEventReceipts } = schema;

const ACCOUNT = {
  appId: "wxofficialaccount01",
  appSecret: "fake-official-secret",
  callbackToken: "fakeCallbackToken",
};
const CALLBACK = "/api/wechat/official_account/callback";
const FAKE = { appId: "wxminiprogram00001", appSecret: "fake-mini-program-secret", officialAccount: ACCOUNT };

let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeWechat(FAKE);
  t = await buildTestApp({
    WECHAT_OFFICIAL_ACCOUNT_APP_ID: ACCOUNT.appId,
    WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: ACCOUNT.appSecret,
    WECHAT_OFFICIAL_ACCOUNT_TOKEN: ACCOUNT.callbackToken,
    WECHAT_API_ORIGIN: fake.origin,
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
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
  t.setNow(now);
};

/** Each browser from its own address in 127.0/16, so no code is refused by the per-address limit. */
let browsers = 0;
const browserAddress = () => {
  browsers += 1;
  return `127.0.${browsers >> 8}.${browsers & 255}`;
};

/** A browser asks for a code: its ticket, WeChat's code and the cookie that proves it is that browser. */
async function requestCode(role?: "lawyer") {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/auth/get_qrcode${role ? `?role=${role}` : ""}`,
    remoteAddress: browserAddress(),
    headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36" },
  });
  const data = response.json().data as { ticket: string; wechat_url?: string };
  if (!data.wechat_url) throw new Error(`no WeChat code: ${response.body}`);
  return {
    ticket: data.ticket,
    codeUrl: data.wechat_url,
    cookie: String(response.headers["set-cookie"]).split(";")[0]!,
  };
}

const send = (push: FakePush, headers: Record<string, string> = { "content-type": "text/xml" }) =>
  t.app.inject({ method: "POST", url: `${CALLBACK}?${push.query}`, headers, payload: push.body });
/** WeChat pushes the scan of `codeUrl` by `openid`, now by the app's clock. */
const scan = (codeUrl: string, openid: string, extra: Partial<FakeScan> = {}) =>
  send(fake.scanPush({ codeUrl, openid, event: "subscribe", at: now, ...extra }));

async function poll(code: { ticket: string; cookie: string }) {
  advance(2);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login_scan",
    headers: { cookie: code.cookie },
    payload: { ticket: code.ticket },
  });
  return response.json().data as { state: string; token?: string };
}

const memberOf = async (token: string) =>
  (await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })).json().data as {
    id: number;
    nickname: string;
    phone: string | null;
  };

/** The confirm link a scan's reply carries: the confirm page of the ticket, with the follower's pass. */
function confirmLinkOf(reply: { body: string }) {
  const href = /<a href="([^"]+)">/.exec(reply.body)?.[1];
  if (!href) throw new Error(`no confirm link: ${reply.body}`);
  const url = new URL(href);
  return {
    url,
    ticket: url.pathname.split("/").at(-1)!,
    pass: new URLSearchParams(url.hash.slice(1)).get("wechat_pass")!,
  };
}

/** The confirm page opened from the link: what it shows, then 确认登录 (or another step) with the pass. */
const phoneStep = (step: "scan_open" | "scan_confirm" | "scan_cancel", ticket: string, pass: string) =>
  t.app.inject({ method: "POST", url: `/api/auth/${step}`, payload: { ticket, wechat_pass: pass } });

/** The follower scans `code`, opens the reply's link and confirms there. */
async function scanAndConfirm(code: { codeUrl: string }, openid: string, extra: Partial<FakeScan> = {}) {
  const link = confirmLinkOf(await scan(code.codeUrl, openid, extra));
  expect((await phoneStep("scan_confirm", link.ticket, link.pass)).json()).toMatchObject({ code: 200 });
  return link;
}

/** Everything a push may write: accounts, identities, receipts and the ticket. */
async function stored(ticket: string) {
  const [[accounts], [identities], [receipts], [row]] = await Promise.all([
    t.db.select({ value: count() }).from(users),
    t.db.select({ value: count() }).from(userWechatIdentities),
    t.db.select({ value: count() }).from(wechatEventReceipts),
    t.db.select().from(loginTickets).where(eq(loginTickets.publicId, ticket)),
  ]);
  return {
    accounts: accounts?.value,
    identities: identities?.value,
    receipts: receipts?.value,
    ticket: row ? { state: row.state, userId: row.userId, channel: row.channel } : null,
  };
}

/** Sends `push` and checks it is refused with `message`, and that nothing was written. */
async function expectRefused(ticket: string, push: () => Promise<{ json(): unknown }>, message: string) {
  const before = await stored(ticket);
  expect((await push()).json()).toEqual(expect.objectContaining({ msg: message, data: null }));
  expect(await stored(ticket)).toEqual(before);
}

describe("the official account's code", () => {
  it("is a temporary code of the ticket's scene, living as long as the ticket", async () => {
    const code = await requestCode();
    expect(fake.state.temporaryCodes.get(code.codeUrl)).toMatchObject({ scene: `login_${code.ticket}` });
    const created = fake.state.temporaryCodes.get(code.codeUrl)!;
    expect(Math.round((created.expiresAt - Date.now()) / 1000)).toBeGreaterThan(110);
  });

  it("is still drawn when WeChat's token has expired: the holder fetches the current one", async () => {
    const before = fake.state.tokenRequests;
    fake.expireToken(ACCOUNT.appId);
    await requestCode();
    expect(fake.state.tokenRequests).toBe(before + 1);
  });

  it("is still drawn when WeChat revoked the token in use: the call is made again with the current one", async () => {
    await requestCode();
    const current = fake.replaceToken(ACCOUNT.appId);
    const code = await requestCode();
    expect(fake.state.temporaryCodes.get(code.codeUrl)).toMatchObject({ scene: `login_${code.ticket}` });
    const [row] = await t.db
      .select({ accessToken: schema.wechatAccessTokens.accessToken })
      .from(schema.wechatAccessTokens)
      .where(eq(schema.wechatAccessTokens.appId, ACCOUNT.appId));
    expect(row?.accessToken).toBe(current);
  });

  it("is left out when WeChat cannot be reached: the dialog shows the confirm page's code, which still logs in", async () => {
    await fake.close();
    try {
      const response = await t.app.inject({ method: "POST", url: "/api/auth/get_qrcode" });
      expect(response.json()).toMatchObject({
        code: 200,
        data: { url: expect.stringContaining("/auth/scan/") },
      });
      expect(response.json().data).not.toHaveProperty("wechat_url");
    } finally {
      fake = await startFakeWechat({ ...FAKE, port: Number(new URL(fake.origin).port) });
    }
  });
});

describe("the callback's address check", () => {
  const signedQuery = (echostr: string) => {
    const { query } = fake.scanPush({
      codeUrl: [...fake.state.temporaryCodes.keys()][0]!,
      openid: "o-check",
      event: "SCAN",
      at: now,
    });
    const params = new URLSearchParams(query);
    params.delete("openid");
    params.set("echostr", echostr);
    return params;
  };

  it("answers echostr as text when WeChat signed the check", async () => {
    await requestCode();
    const response = await t.app.inject({ url: `${CALLBACK}?${signedQuery("4412345678901234567")}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe("4412345678901234567");
  });

  it("refuses a check signed with another Token", async () => {
    const params = signedQuery("4412345678901234567");
    params.set("signature", "0".repeat(40));
    const response = await t.app.inject({ url: `${CALLBACK}?${params}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: "签名校验失败", data: null });
  });
});

describe("a scan in WeChat", () => {
  it("creates an account with no phone for a new follower, and logs the bound browser into it", async () => {
    const code = await requestCode();
    const before = await stored(code.ticket);
    const answer = await scan(code.codeUrl, "o-new-follower", { unionid: "u-new-follower" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/xml/);
    expect(answer.body).toContain("<ToUserName><![CDATA[o-new-follower]]></ToUserName>");
    expect(answer.body).toContain("<FromUserName><![CDATA[gh_fakeaccount]]></FromUserName>");
    expect(answer.body).toContain("电脑端正在请求登录诉达（Windows 电脑 · Chrome）");

    const after = await stored(code.ticket);
    expect(after).toMatchObject({
      accounts: before.accounts! + 1,
      identities: before.identities! + 1,
      receipts: before.receipts! + 1,
      ticket: { state: "scanned", channel: "wechat" },
    });
    const [identity] = await t.db
      .select()
      .from(userWechatIdentities)
      .where(eq(userWechatIdentities.openid, "o-new-follower"));
    expect(identity).toMatchObject({
      appId: ACCOUNT.appId,
      unionid: "u-new-follower",
      userId: after.ticket!.userId,
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, identity!.userId));
    expect(account).toMatchObject({ phoneCipher: null, phoneHash: null, status: "active" });

    expect(await poll(code)).toEqual({ state: "scanned", interval: 2 });
    const link = confirmLinkOf(answer);
    expect(`${link.url.origin}${link.url.pathname}`).toMatch(/^http:\/\/localhost:\d+\/auth\/scan\//);
    expect(link.ticket).toBe(code.ticket);
    expect((await phoneStep("scan_open", link.ticket, link.pass)).json().data).toMatchObject({
      state: "scanned",
      device: "Windows 电脑 · Chrome",
      place: "127.0.*.*",
    });
    expect((await phoneStep("scan_confirm", link.ticket, link.pass)).json()).toMatchObject({ code: 200 });
    const polled = await poll(code);
    expect(polled.state).toBe("confirmed");
    const member = await memberOf(polled.token!);
    expect(member).toMatchObject({ id: identity!.userId, phone: null });
    expect(member.nickname).toMatch(/^用户[0-9A-Z]{6}$/);
  });

  it("logs no one in by itself: the browser waits, scanned, until the follower confirms on the linked page", async () => {
    const code = await requestCode();
    const answer = await scan(code.codeUrl, "o-unconfirmed");
    expect(answer.body).toContain("点此确认登录");
    for (let round = 0; round < 3; round += 1)
      expect(await poll(code)).toEqual({ state: "scanned", interval: 2 });
    const link = confirmLinkOf(answer);
    expect((await phoneStep("scan_cancel", link.ticket, link.pass)).json()).toMatchObject({ code: 200 });
    expect(await poll(code)).toEqual({ state: "cancelled", interval: 2 });
  });

  it("belongs to the follower who scanned first: another follower's scan is refused and stores nothing", async () => {
    const code = await requestCode();
    const link = confirmLinkOf(await scan(code.codeUrl, "o-owner"));
    const before = await stored(code.ticket);
    const second = await scan(code.codeUrl, "o-intruder", { event: "SCAN" });
    expect(second.body).toContain("登录二维码已失效");
    expect(second.body).not.toContain("<a href");
    expect(await stored(code.ticket)).toEqual(before);
    // A logged-in phone browser cannot take it over either.
    const phone = await loginBySms(t, "13822225555");
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/auth/scan_confirm",
      headers: { authorization: `Bearer ${phone}` },
      payload: { ticket: code.ticket },
    });
    expect(taken.json()).toMatchObject({
      code: 400,
      msg: "该二维码已被其他账号扫描，请在电脑上刷新二维码后重新扫码",
    });
    // The first follower scanning again is given the link again.
    const again = await scan(code.codeUrl, "o-owner", { event: "SCAN", at: new Date(now.getTime() + 1000) });
    expect(confirmLinkOf(again).pass).toBe(link.pass);
    expect((await phoneStep("scan_confirm", link.ticket, link.pass)).json()).toMatchObject({ code: 200 });
    expect((await poll(code)).state).toBe("confirmed");
  });

  it("confirms only with the pass of the follower who scanned, for that ticket", async () => {
    const [code, otherCode] = [await requestCode(), await requestCode()];
    const link = confirmLinkOf(await scan(code.codeUrl, "o-passholder"));
    const otherLink = confirmLinkOf(await scan(otherCode.codeUrl, "o-someone-else"));
    const INVALID = { code: 400, msg: "确认链接无效，请重新扫码", data: null };
    const [userId, signature] = link.pass.split(".") as [string, string];
    for (const pass of [`${Number(userId) + 1}.${signature}`, otherLink.pass, `${userId}.${"A".repeat(22)}`])
      expect((await phoneStep("scan_confirm", code.ticket, pass)).json()).toEqual(INVALID);
    expect((await phoneStep("scan_open", code.ticket, "not-a-pass")).json()).toMatchObject(INVALID);
    expect((await stored(code.ticket)).ticket).toMatchObject({ state: "scanned" });
    // The other follower's pass is good for its own ticket; a pass ends with its ticket.
    expect((await phoneStep("scan_confirm", otherCode.ticket, otherLink.pass)).json()).toMatchObject({
      code: 200,
    });
    advance(120);
    expect((await phoneStep("scan_confirm", code.ticket, link.pass)).json()).toMatchObject({
      code: 400,
      msg: "二维码已过期，请在电脑上刷新二维码后重新扫码",
    });
  });

  it("logs a known follower into the same account, without asking WeChat who they are again", async () => {
    const first = await requestCode();
    await scanAndConfirm(first, "o-returning");
    const firstUser = (await stored(first.ticket)).ticket!.userId;
    const asked = fake.state.userInfoRequests.length;

    const second = await requestCode();
    const before = await stored(second.ticket);
    await scanAndConfirm(second, "o-returning", { event: "SCAN" });
    expect(await stored(second.ticket)).toMatchObject({
      accounts: before.accounts,
      identities: before.identities,
      ticket: { state: "confirmed", userId: firstUser },
    });
    expect(fake.state.userInfoRequests.length).toBe(asked);
    expect((await memberOf((await poll(second)).token!)).id).toBe(firstUser);
  });

  it("finds the account of the same person in another of the platform's apps by unionid", async () => {
    const token = await loginBySms(t, "13822223333");
    const existing = await memberOf(token);
    await t.db
      .insert(userWechatIdentities)
      .values({ userId: existing.id, appId: "wxminiprogram00001", openid: "o-mini", unionid: "u-shared" });

    const code = await requestCode();
    const before = await stored(code.ticket);
    await scanAndConfirm(code, "o-official", { unionid: "u-shared" });
    expect(await stored(code.ticket)).toMatchObject({
      accounts: before.accounts,
      identities: before.identities! + 1,
      ticket: { state: "confirmed", userId: existing.id },
    });
    const member = await memberOf((await poll(code)).token!);
    expect(member).toMatchObject({ id: existing.id, phone: "138****3333" });
  });

  it("does nothing again for WeChat's retry of a push it handled", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-retried", event: "subscribe", at: now });
    await send(push);
    const afterFirst = await stored(code.ticket);
    const retry = await send(push);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe("success");
    expect(await stored(code.ticket)).toEqual(afterFirst);
  });

  it("handles a push and its retry arriving at once only once", async () => {
    const code = await requestCode();
    const before = await stored(code.ticket);
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-raced", event: "subscribe", at: now });
    const answers = await Promise.all([send(push), send(push)]);
    expect(answers.map((answer) => answer.body.includes("点此确认登录")).sort()).toEqual([false, true]);
    expect(answers.map((answer) => answer.body)).toContain("success");
    expect(await stored(code.ticket)).toMatchObject({
      accounts: before.accounts! + 1,
      identities: before.identities! + 1,
      receipts: before.receipts! + 1,
    });
  });

  it("makes one account for a new follower scanning two codes at once", async () => {
    const [first, second] = [await requestCode(), await requestCode()];
    const before = await stored(first.ticket);
    await Promise.all([scan(first.codeUrl, "o-twice"), scan(second.codeUrl, "o-twice", { event: "SCAN" })]);
    const [one, other] = [await stored(first.ticket), await stored(second.ticket)];
    expect(one).toMatchObject({ accounts: before.accounts! + 1, identities: before.identities! + 1 });
    expect(one.ticket).toMatchObject({ state: "scanned" });
    expect(other.ticket).toMatchObject({ state: "scanned", userId: one.ticket!.userId });
  });

  it("keeps a push's receipt for a day, then deletes it", async () => {
    const code = await requestCode();
    await scan(code.codeUrl, "o-kept");
    const key = `o-kept:${Math.floor(now.getTime() / 1000)}:qrscene_login_${code.ticket}`;
    const hasReceipt = async () =>
      (await t.db.select().from(wechatEventReceipts).where(eq(wechatEventReceipts.eventKey, key))).length;
    expect(await hasReceipt()).toBe(1);
    advance(23 * 60 * 60);
    await t.app.runDueJobs();
    expect(await hasReceipt()).toBe(1);
    advance(2 * 60 * 60);
    await t.app.runDueJobs();
    expect(await hasReceipt()).toBe(0);
  });

  it("answers success and stores nothing for a follow without a login code", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-plain", event: "subscribe", at: now });
    push.body = push.body.replace(/<EventKey>.*<\/EventKey>/, "<EventKey><![CDATA[]]></EventKey>");
    const before = await stored(code.ticket);
    expect((await send(push)).body).toBe("success");
    expect(await stored(code.ticket)).toEqual(before);
  });
});

describe("a lawyer-login code scanned in WeChat", () => {
  it("tells a follower who is no verified lawyer so at once, and stores nothing", async () => {
    const code = await requestCode("lawyer");
    const before = await stored(code.ticket);
    const answer = await scan(code.codeUrl, "o-not-a-lawyer");
    expect(answer.body).toContain("该账号不是认证律师，无法使用律师登录，请使用普通登录");
    expect(answer.body).not.toContain("<a href");
    expect(await stored(code.ticket)).toEqual(before);
  });

  it("says it is the lawyer login, in the chat and on the confirm page, and logs a verified lawyer in as one", async () => {
    const lawyer = await memberOf(await loginBySms(t, DEMO_PHONES.lawyer));
    await t.db
      .insert(userWechatIdentities)
      .values({ userId: lawyer.id, appId: ACCOUNT.appId, openid: "o-lawyer", unionid: null })
      .onConflictDoNothing();
    const code = await requestCode("lawyer");
    const answer = await scan(code.codeUrl, "o-lawyer", { event: "SCAN" });
    expect(answer.body).toContain("电脑端正在请求律师登录诉达");
    const link = confirmLinkOf(answer);
    expect((await phoneStep("scan_open", link.ticket, link.pass)).json().data).toMatchObject({
      role: "lawyer",
    });
    await phoneStep("scan_confirm", link.ticket, link.pass);
    advance(2);
    const polled = await t.app.inject({
      method: "POST",
      url: "/api/auth/login_scan",
      headers: { cookie: code.cookie },
      payload: { ticket: code.ticket, role: "lawyer" },
    });
    expect(polled.json()).toMatchObject({ code: 200, data: { state: "confirmed" } });
    expect((await memberOf(polled.json().data.token)).id).toBe(lawyer.id);
  });
});

describe("a scan that logs no one in", () => {
  const ENDED_REPLY = "登录二维码已失效，请在电脑上刷新二维码后重新扫码";

  /** The scan answers the ended text in the chat, and nothing is written. */
  async function expectEnded(code: { ticket: string; codeUrl: string }, openid: string) {
    const before = await stored(code.ticket);
    const answer = await scan(code.codeUrl, openid);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(ENDED_REPLY);
    expect(await stored(code.ticket)).toEqual(before);
  }

  it("refuses an expired ticket", async () => {
    const code = await requestCode();
    advance(121);
    await expectEnded(code, "o-late");
  });

  it("refuses a ticket already used, whoever scans it", async () => {
    const code = await requestCode();
    await scanAndConfirm(code, "o-first");
    expect((await poll(code)).state).toBe("confirmed");
    await expectEnded(code, "o-second");
  });

  it("refuses a ticket that no longer exists", async () => {
    const code = await requestCode();
    await t.db.delete(loginTickets).where(eq(loginTickets.publicId, code.ticket));
    await expectEnded(code, "o-unknown");
  });

  it("refuses a ticket a phone browser already opened", async () => {
    const code = await requestCode();
    const phoneToken = await loginBySms(t, "13822224444");
    await t.app.inject({
      method: "POST",
      url: "/api/auth/scan_open",
      headers: { authorization: `Bearer ${phoneToken}` },
      payload: { ticket: code.ticket },
    });
    await expectEnded(code, "o-too-late");
  });
});

describe("a push that is not WeChat's", () => {
  it("is refused when signed with another Token", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-forged", event: "subscribe", at: now });
    const query = new URLSearchParams(push.query);
    query.set("signature", "f".repeat(40));
    await expectRefused(code.ticket, () => send({ ...push, query: query.toString() }), "签名校验失败");
  });

  it("is refused when its signature does not cover its timestamp", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-shifted", event: "subscribe", at: now });
    const query = new URLSearchParams(push.query);
    query.set("timestamp", String(Number(query.get("timestamp")) + 1));
    await expectRefused(code.ticket, () => send({ ...push, query: query.toString() }), "签名校验失败");
  });

  it("is refused when its timestamp is stale (a replay)", async () => {
    const code = await requestCode();
    const stale = new Date(now.getTime() - 6 * 60_000);
    await expectRefused(code.ticket, () => scan(code.codeUrl, "o-replayed", { at: stale }), "请求已过期");
  });

  it("is refused when its body is not XML, or not a push", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-malformed", event: "subscribe", at: now });
    for (const body of [
      push.body.slice(0, 60),
      "<xml><ToUserName>gh</ToUserName></xml>",
      "<xml><a>&amp;</b></xml>",
    ]) {
      await expectRefused(code.ticket, () => send({ ...push, body }), "不是公众号推送的消息");
    }
    await expectRefused(
      code.ticket,
      () => send({ ...push, body: JSON.stringify({ xml: "no" }) }, { "content-type": "application/json" }),
      "不是公众号推送的消息",
    );
  });

  it("is refused with 400 when it carries a DOCTYPE, before it is parsed", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-doctype", event: "subscribe", at: now });
    for (const doctype of [
      '<!DOCTYPE xml [<!ENTITY name "o-doctype">]>',
      "<!doctype xml>",
      '<!DOCTYPE xml SYSTEM "http://127.0.0.1/push.dtd">',
    ]) {
      const body = `<?xml version="1.0" encoding="utf-8"?>${doctype}${push.body}`;
      expect((await send({ ...push, body })).statusCode).toBe(400);
      await expectRefused(code.ticket, () => send({ ...push, body }), "不是公众号推送的消息");
    }
  });

  it("is refused when its body is larger than any push", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-large", event: "subscribe", at: now });
    const body = push.body.replace("</xml>", `<Padding>${"x".repeat(20_000)}</Padding></xml>`);
    await expectRefused(code.ticket, () => send({ ...push, body }), "请求内容过大");
  });

  it("is refused without its signature's parameters", async () => {
    const code = await requestCode();
    const push = fake.scanPush({ codeUrl: code.codeUrl, openid: "o-unsigned", event: "subscribe", at: now });
    await expectRefused(code.ticket, () => send({ ...push, query: "" }), "签名参数缺失或格式有误");
  });
});

describe("without an official account", () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await buildTestApp();
  });
  afterAll(() => offline?.close());

  it("shows only the confirm page's code, and has no callback", async () => {
    const issued = await offline.app.inject({ method: "POST", url: "/api/auth/get_qrcode" });
    expect(issued.json().data).not.toHaveProperty("wechat_url");
    const callback = await offline.app.inject({
      url: `${CALLBACK}?signature=${"0".repeat(40)}&timestamp=1&nonce=1&echostr=1`,
    });
    expect(callback.json()).toMatchObject({ code: 404 });
  });
});
