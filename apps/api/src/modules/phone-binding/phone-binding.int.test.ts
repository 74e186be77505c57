import { decryptPii, derivePiiKeys, phoneBlindIndex, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { BIND_ACCESS_TOKEN_TTL_MS } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signInNewMember, signInWechatOnlyMember } from "../../testing/sign-in-member";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const { users, userWechatIdentities, sessions } = schema;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000" });
});
afterAll(() => t.close());

let nextPhone = 14_700_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
/** A number no account has. */
const freshPhone = () => String(nextPhone++);
/** Every code goes to its own address, so the per-phone resend wait is the only limit in play. */
let nextAddress = 1;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: `10.46.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
  });

async function sendCode(phone: string, purpose = "bind"): Promise<string> {
  const sent = (await call("POST", "/auth/send_sms", { phone, purpose })).json();
  if (sent.code !== 200) throw new Error(`send_sms failed: ${JSON.stringify(sent)}`);
  return t.sentSms.at(-1)!.code;
}

/** A phoneless account's 402 on a write, and the access token it carries. */
async function accessTokenOf(sessionToken: string): Promise<string> {
  const answer = (await call("PUT", "/user/edit", { nickname: "新名字" }, sessionToken)).json();
  expect(answer.code).toBe(402);
  return answer.data.access_token;
}

async function accountRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

describe("POST /auth/login_bind", () => {
  it("binds the phone to the account the token names, logs it in, and its writes go through", async () => {
    const member = await signInWechatOnlyMember(t);
    const accessToken = await accessTokenOf(member.token);
    const phone = freshPhone();
    const code = await sendCode(phone);

    const answer = (
      await call("POST", "/auth/login_bind", { access_token: accessToken, phone, code })
    ).json();
    expect(answer).toMatchObject({ code: 200, data: { state: "logged_in" } });

    const row = await accountRow(member.id);
    expect(row?.phoneHash).toBe(phoneBlindIndex(phone, piiKeys.indexKey));
    expect(decryptPii(row!.phoneCipher!, piiKeys.encryptionKey)).toBe(phone);
    const profile = (await call("GET", "/user", undefined, answer.data.token)).json();
    expect(profile.data).toMatchObject({
      id: member.id,
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    });
    // The old session too: the gate reads the account, not the session.
    const edit = (await call("PUT", "/user/edit", { nickname: "已绑定用户" }, member.token)).json();
    expect(edit.code).toBe(200);
  });

  it("refuses a wrong code with its Chinese message and binds nothing", async () => {
    const member = await signInWechatOnlyMember(t);
    const accessToken = await accessTokenOf(member.token);
    const phone = freshPhone();
    const code = await sendCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";

    const answer = await call("POST", "/auth/login_bind", { access_token: accessToken, phone, code: wrong });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, msg: "验证码错误，还可尝试4次" });
    expect((await accountRow(member.id))?.phoneHash).toBeNull();
  });

  it("refuses an expired token, a forged one and one whose account has a phone by now", async () => {
    const member = await signInWechatOnlyMember(t);
    const accessToken = await accessTokenOf(member.token);
    const phone = freshPhone();
    const code = await sendCode(phone);

    t.setNow(new Date(TEST_SEED_NOW.getTime() + BIND_ACCESS_TOKEN_TTL_MS));
    try {
      const expired = (
        await call("POST", "/auth/login_bind", { access_token: accessToken, phone, code })
      ).json();
      expect(expired).toMatchObject({ code: 400, msg: "绑定已超时，请重新操作" });
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    const [prefix, , expiry, signature] = accessToken.split(".");
    const other = await signInWechatOnlyMember(t);
    const forged = [prefix, other.id, expiry, signature].join(".");
    const answer = (await call("POST", "/auth/login_bind", { access_token: forged, phone, code })).json();
    expect(answer).toMatchObject({ code: 400, msg: "绑定已超时，请重新操作" });
    expect((await accountRow(member.id))?.phoneHash).toBeNull();
    expect((await accountRow(other.id))?.phoneHash).toBeNull();

    const bound = (await call("POST", "/auth/login_bind", { access_token: accessToken, phone, code })).json();
    expect(bound.data.state).toBe("logged_in");
    const again = await call("POST", "/auth/login_bind", {
      access_token: accessToken,
      phone: freshPhone(),
      code,
    });
    expect(again.json()).toMatchObject({ code: 400, msg: "该账号已绑定手机号，请直接登录" });
  });

  it("refuses a session token in place of the access token", async () => {
    const member = await signInWechatOnlyMember(t);
    const phone = freshPhone();
    const code = await sendCode(phone);
    const answer = (
      await call("POST", "/auth/login_bind", { access_token: member.token, phone, code })
    ).json();
    expect(answer).toMatchObject({ code: 400, msg: "绑定已超时，请重新操作" });
  });

  it("offers the choice for a phone another account has, then links the WeChat identity to it", async () => {
    const owner = await createUser(t.db, piiKeys);
    const member = await signInWechatOnlyMember(t);
    const accessToken = await accessTokenOf(member.token);
    const code = await sendCode(owner.phone);
    const body = { access_token: accessToken, phone: owner.phone, code };

    const choice = (await call("POST", "/auth/login_bind", body)).json();
    expect(choice).toMatchObject({
      code: 200,
      data: { state: "phone_taken", message: "该手机号已注册，是否登录该账号并关联微信？" },
    });
    // Nothing merged: both accounts as they were.
    expect(await accountRow(member.id)).not.toBeNull();
    const identity = await t.db
      .select({ userId: userWechatIdentities.userId })
      .from(userWechatIdentities)
      .where(eq(userWechatIdentities.id, member.identityId));
    expect(identity).toEqual([{ userId: member.id }]);

    const linked = (await call("POST", "/auth/login_bind", { ...body, link_wechat: true })).json();
    expect(linked).toMatchObject({ code: 200, data: { state: "logged_in" } });
    const profile = (await call("GET", "/user", undefined, linked.data.token)).json();
    expect(profile.data.id).toBe(owner.id);
    const moved = await t.db
      .select({ userId: userWechatIdentities.userId })
      .from(userWechatIdentities)
      .where(eq(userWechatIdentities.id, member.identityId));
    expect(moved).toEqual([{ userId: owner.id }]);
    // The phoneless account is retired with its sessions.
    expect(await accountRow(member.id)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
  });

  it("takes codes sent for binding only, each for one bind", async () => {
    const owner = await createUser(t.db, piiKeys);
    const code = await sendCode(owner.phone);
    const bySms = (await call("POST", "/auth/login_sms", { phone: owner.phone, code })).json();
    expect(bySms).toMatchObject({ code: 400, msg: "验证码已失效，请重新获取" });

    const first = await signInWechatOnlyMember(t);
    const body = {
      access_token: await accessTokenOf(first.token),
      phone: owner.phone,
      code,
      link_wechat: true,
    };
    expect((await call("POST", "/auth/login_bind", body)).json().data.state).toBe("logged_in");

    const second = await signInWechatOnlyMember(t);
    const reused = (
      await call("POST", "/auth/login_bind", { ...body, access_token: await accessTokenOf(second.token) })
    ).json();
    expect(reused).toMatchObject({ code: 400, msg: "验证码已失效，请重新获取" });
    expect(await accountRow(second.id)).not.toBeNull();
  });
});

describe("changing the phone", () => {
  async function memberWithPhone() {
    const member = await signInNewMember(t);
    const row = await accountRow(member.id);
    return { ...member, phone: decryptPii(row!.phoneCipher!, piiKeys.encryptionKey) };
  }
  async function oldCodeFor(token: string): Promise<string> {
    const sent = (await call("POST", "/user/phone/send_code", {}, token)).json();
    expect(sent.code).toBe(200);
    return t.sentSms.at(-1)!.code;
  }

  it("moves the account to the new number with codes to both", async () => {
    const member = await memberWithPhone();
    const oldCode = await oldCodeFor(member.token);
    expect(t.sentSms.at(-1)?.phone).toBe(member.phone);
    const phone = freshPhone();
    const code = await sendCode(phone);

    const answer = (
      await call("PUT", "/user/phone", { old_code: oldCode, phone, code }, member.token)
    ).json();
    expect(answer).toMatchObject({
      code: 200,
      data: { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` },
    });
    expect((await accountRow(member.id))?.phoneHash).toBe(phoneBlindIndex(phone, piiKeys.indexKey));
  });

  it("refuses a wrong old code, a wrong new code, the same number and a number another account has, storing nothing", async () => {
    const member = await memberWithPhone();
    const other = await createUser(t.db, piiKeys);
    const before = (await accountRow(member.id))?.phoneHash;
    const oldCode = await oldCodeFor(member.token);
    const phone = freshPhone();
    const code = await sendCode(phone);
    const takenCode = await sendCode(other.phone);
    const wrongOf = (value: string) => (value === "000000" ? "111111" : "000000");

    const attempts: [object, string][] = [
      [{ old_code: wrongOf(oldCode), phone, code }, "验证码错误，还可尝试4次"],
      [{ old_code: oldCode, phone, code: wrongOf(code) }, "验证码错误，还可尝试4次"],
      [{ old_code: oldCode, phone: member.phone, code }, "新手机号不能与原手机号相同"],
      [{ old_code: oldCode, phone: other.phone, code: takenCode }, "该手机号已被其他账号使用"],
      [{ old_code: oldCode, phone: "1234", code }, "请输入正确的11位手机号"],
    ];
    for (const [body, msg] of attempts) {
      const answer = (await call("PUT", "/user/phone", body, member.token)).json();
      expect(answer, msg).toMatchObject({ code: 400, msg });
      expect((await accountRow(member.id))?.phoneHash).toBe(before);
    }
    // The codes were only checked, so a corrected attempt still goes through.
    const answer = (
      await call("PUT", "/user/phone", { old_code: oldCode, phone, code }, member.token)
    ).json();
    expect(answer.code).toBe(200);
  });
});

describe("the user's WeChat identities", () => {
  it("lists them masked and unlinks one once the account has a phone", async () => {
    const member = await signInWechatOnlyMember(t);
    const listed = (await call("GET", "/user/wechat", undefined, member.token)).json();
    expect(listed.data).toMatchObject({
      can_unlink: false,
      items: [
        { id: member.identityId, openid: `${member.openid.slice(0, 4)}****${member.openid.slice(-4)}` },
      ],
    });
    const locked = (
      await call("DELETE", `/user/wechat/${member.identityId}`, undefined, member.token)
    ).json();
    expect(locked.code).toBe(402);

    const phone = freshPhone();
    const code = await sendCode(phone);
    const accessToken = await accessTokenOf(member.token);
    await call("POST", "/auth/login_bind", { access_token: accessToken, phone, code });
    expect((await call("GET", "/user/wechat", undefined, member.token)).json().data.can_unlink).toBe(true);

    const stranger = await signInNewMember(t);
    const notTheirs = await call("DELETE", `/user/wechat/${member.identityId}`, undefined, stranger.token);
    expect(notTheirs.json()).toMatchObject({ code: 400, msg: "该微信账号未关联或已解除" });

    const unlinked = (
      await call("DELETE", `/user/wechat/${member.identityId}`, undefined, member.token)
    ).json();
    expect(unlinked).toMatchObject({ code: 200, data: null });
    expect((await call("GET", "/user/wechat", undefined, member.token)).json().data.items).toEqual([]);
  });
});
