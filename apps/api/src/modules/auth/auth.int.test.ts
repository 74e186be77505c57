import { randomBytes } from "node:crypto";
import { derivePiiKeys, phoneBlindIndex, schema } from "@tousu/db";
import { TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { untilAStatementWaitsOnALock } from "../../testing/lock-waits";
import { generateSessionToken } from "./tokens";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000" });
});
afterAll(() => t.close());

const phoneHash = (phone: string) => phoneBlindIndex(phone, derivePiiKeys(TEST_PII_SECRET).indexKey);
const sessionCount = async () => (await t.db.select({ value: count() }).from(schema.sessions))[0]?.value ?? 0;
const smsCodeRows = async () => (await t.db.select({ value: count() }).from(schema.smsCodes))[0]?.value ?? 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers });

describe("POST /auth/send_sms", () => {
  it.each([
    ["", "请输入正确的11位手机号"],
    ["1381234567", "请输入正确的11位手机号"],
    ["23812345678", "请输入正确的11位手机号"],
    ["138123456789", "请输入正确的11位手机号"],
    ["1381234567a", "请输入正确的11位手机号"],
  ])("rejects %j with code 400 and stores nothing", async (phone, msg) => {
    const before = await smsCodeRows();
    const response = await post("/auth/send_sms", { phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg });
    expect(await smsCodeRows()).toBe(before);
  });

  it("rejects a missing body field with a Chinese message", async () => {
    const response = await post("/auth/send_sms", {});
    expect(response.json()).toMatchObject({ code: 400, msg: "请输入手机号" });
  });

  it("sends a 6-digit code, then refuses another within 60 seconds", async () => {
    const first = await post("/auth/send_sms", { phone: "139 0000 1111" });
    expect(first.json()).toMatchObject({ code: 200, data: { resend_in: 60, expires_in: 300 } });
    expect(t.sentSms.at(-1)).toMatchObject({ phone: "13900001111", purpose: "login" });
    expect(t.sentSms.at(-1)?.code).toMatch(/^\d{6}$/);

    const again = await post("/auth/send_sms", { phone: "13900001111" });
    expect(again.json()).toMatchObject({ code: 400, data: { resend_in: 60 } });
    expect(again.json().msg).toContain("秒后再试");
  });
});

describe("POST /auth/login_sms", () => {
  it("logs a new phone in, stores the phone only encrypted, and GET /user shows it masked", async () => {
    const token = await loginBySms(t, "13712345678");
    const user = await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect(user.json()).toMatchObject({ code: 200, data: { phone: "137****5678", is_complaint: false } });
    expect(user.json().data.nickname).toMatch(/^用户/);

    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.json().data.id));
    expect(JSON.stringify(row)).not.toContain("13712345678");
    const [session] = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, row!.id));
    expect(session?.tokenHash).not.toBe(token);
  });

  it("counts wrong codes and kills the code after five", async () => {
    const phone = "13600000001";
    await post("/auth/send_sms", { phone });
    const right = t.sentSms.at(-1)!.code;
    const wrong = right === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      messages.push((await post("/auth/login_sms", { phone, code: wrong })).json().msg);
    }
    expect(messages[0]).toBe("验证码错误，还可尝试4次");
    expect(messages[4]).toBe("验证码错误次数过多，请重新获取");
    const late = await post("/auth/login_sms", { phone, code: right });
    expect(late.json()).toMatchObject({ code: 400, msg: "验证码错误次数过多，请重新获取" });
  });

  it("refuses an expired code and a reused one", async () => {
    const phone = "13600000002";
    await post("/auth/send_sms", { phone });
    const code = t.sentSms.at(-1)!.code;
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 301_000));
    try {
      const expired = await post("/auth/login_sms", { phone, code });
      expect(expired.json()).toMatchObject({ code: 400, msg: "验证码已失效，请重新获取" });
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    const phone2 = "13600000003";
    await post("/auth/send_sms", { phone: phone2 });
    const code2 = t.sentSms.at(-1)!.code;
    expect((await post("/auth/login_sms", { phone: phone2, code: code2 })).json().code).toBe(200);
    expect((await post("/auth/login_sms", { phone: phone2, code: code2 })).json()).toMatchObject({
      code: 400,
      msg: "验证码已失效，请重新获取",
    });
  });

  it("sends one code when the same phone asks many times at once", async () => {
    const phone = "13600000005";
    const before = t.sentSms.length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => post("/auth/send_sms", { phone })));
    expect(answers.filter((answer) => answer.json().code === 200)).toHaveLength(1);
    expect(t.sentSms.length - before).toBe(1);
  });

  it("counts parallel wrong guesses too: five at most, then the code is dead", async () => {
    const phone = "13600000006";
    await post("/auth/send_sms", { phone });
    const right = t.sentSms.at(-1)!.code;
    const wrong = right === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 8 }, () => post("/auth/login_sms", { phone, code: wrong })));
    const late = await post("/auth/login_sms", { phone, code: right });
    expect(late.json()).toMatchObject({ code: 400, msg: "验证码错误次数过多，请重新获取" });
  });

  it("refuses a banned account without opening a session", async () => {
    const phone = "13600000007";
    await loginBySms(t, phone);
    await t.db
      .update(schema.users)
      .set({ status: "banned" })
      .where(eq(schema.users.phoneHash, phoneHash(phone)));
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 61_000));
    try {
      await post("/auth/send_sms", { phone });
      const code = t.sentSms.at(-1)!.code;
      const sessionsBefore = await sessionCount();
      const login = await post("/auth/login_sms", { phone, code });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 403, msg: "账号已被禁用，如有疑问请联系客服" });
      expect(await sessionCount()).toBe(sessionsBefore);
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });

  it("rejects malformed codes before looking anything up", async () => {
    const response = await post("/auth/login_sms", { phone: "13600000004", code: "12ab" });
    expect(response.json()).toMatchObject({ code: 400, msg: "请输入6位数字验证码" });
  });
});

describe("sessions", () => {
  it("answers 401 without a token, with a bad token, and after logout", async () => {
    expect((await t.app.inject({ url: "/api/user" })).json()).toMatchObject({ code: 401 });
    const bad = await t.app.inject({ url: "/api/user", headers: { authorization: "Bearer nope" } });
    expect(bad.statusCode).toBe(401);

    const token = await loginBySms(t, "13500000001");
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: "/api/user", headers: auth })).json().code).toBe(200);
    expect((await post("/auth/logout", {}, auth)).json()).toMatchObject({ code: 200 });
    expect((await t.app.inject({ url: "/api/user", headers: auth })).json()).toMatchObject({ code: 401 });
  });

  it("refuses fresh well-formed tokens it never issued without looking any of them up", async () => {
    const forged = [generateSessionToken(randomBytes(32)), randomBytes(32).toString("base64url")];
    await t.db.transaction(async (tx) => {
      // Any lookup would wait for this lock, which the test would see.
      await tx.execute(sql`lock table ${schema.sessions} in access exclusive mode`);
      for (const token of forged) {
        let isAnswered = false;
        const answer = t.app
          .inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })
          .finally(() => {
            isAnswered = true;
          });
        expect(await untilAStatementWaitsOnALock(t.db, () => isAnswered)).toBe(false);
        expect((await answer).json()).toMatchObject({ code: 401 });
      }
    });
  });

  it("authenticates by bearer header only, never by cookie (no CSRF surface)", async () => {
    const token = await loginBySms(t, "13500000002");
    const byCookie = await t.app.inject({ url: "/api/user", cookies: { "web-token": token } });
    expect(byCookie.json()).toMatchObject({ code: 401 });
    const byHeader = await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.json()).toMatchObject({ code: 200, data: { phone: "135****0002" } });
  });
});

describe("PUT /user/edit", () => {
  it("changes the nickname, and refuses bad ones without storing them", async () => {
    const token = await loginBySms(t, "13500000003");
    const auth = { authorization: `Bearer ${token}` };
    const edit = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/user/edit", payload, headers: auth });

    expect((await edit({ nickname: "维权小能手" })).json()).toMatchObject({
      code: 200,
      data: { nickname: "维权小能手" },
    });
    expect((await edit({ nickname: "<script>" })).json()).toMatchObject({ code: 400 });
    expect((await edit({ nickname: "a" })).json()).toMatchObject({ code: 400, msg: "昵称至少2个字" });
    expect((await edit({})).json()).toMatchObject({ code: 400, msg: "请填写要修改的内容" });
    const user = await t.app.inject({ url: "/api/user", headers: auth });
    expect(user.json().data.nickname).toBe("维权小能手");
  });
});

describe("the hourly limit per address", () => {
  it("refuses a code once an address has asked for the limit in the last hour, storing nothing", async () => {
    const strict = await buildTestApp({ SMS_HOURLY_LIMIT_PER_IP: "2", SMS_CAPTCHA_AFTER_PER_IP: "100" });
    try {
      const send = (phone: string) =>
        strict.app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone } });
      const stored = async () =>
        (await strict.db.select({ value: count() }).from(schema.smsCodes))[0]?.value ?? 0;
      expect((await send("13300000011")).json().code).toBe(200);
      expect((await send("13300000012")).json().code).toBe(200);
      const before = await stored();
      expect((await send("13300000013")).json()).toMatchObject({
        code: 400,
        msg: "当前网络获取验证码过于频繁，请稍后再试",
      });
      expect(await stored()).toBe(before);
    } finally {
      await strict.close();
    }
  });
});

describe("captcha", () => {
  it("demands a captcha near the IP limit, accepts a solved one once", async () => {
    const strict = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1" });
    try {
      const send = (phone: string, captcha_token?: string) =>
        strict.app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone, captcha_token } });
      expect((await send("13300000001")).json()).toMatchObject({
        code: 200,
        data: { captcha_required: true },
      });
      expect((await send("13300000002")).json()).toMatchObject({
        code: 400,
        msg: "请先完成人机验证",
        data: { captcha_required: true },
      });

      const challenge = (await strict.app.inject({ url: "/api/auth/captcha" })).json().data;
      const solution = await solveChallenge({ challenge, deriveKey });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
      const verified = await strict.app.inject({
        method: "POST",
        url: "/api/auth/captchaVerify",
        payload: { payload },
      });
      const captchaToken = verified.json().data.captcha_token as string;
      expect(captchaToken).toBeTruthy();

      expect((await send("13300000002", captchaToken)).json().code).toBe(200);
      // A token buys one SMS; a replayed solution buys nothing.
      expect((await send("13300000003", captchaToken)).json().data).toMatchObject({ captcha_required: true });
      const replay = await strict.app.inject({
        method: "POST",
        url: "/api/auth/captchaVerify",
        payload: { payload },
      });
      expect(replay.json()).toMatchObject({ code: 400, msg: "人机验证未通过，请重试" });
      const forged = await strict.app.inject({
        method: "POST",
        url: "/api/auth/captchaVerify",
        payload: { payload: Buffer.from("{}").toString("base64") },
      });
      expect(forged.json().code).toBe(400);
    } finally {
      await strict.close();
    }
  });
});
