import { schema } from "@tousu/db";
import { DEMO_PHONES, TEST_SEED_NOW } from "@tousu/db/testing";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000" });
});
afterAll(() => t.close());

let now = TEST_SEED_NOW;
beforeEach(() => {
  now = new Date(now.getTime() + 10 * 60_000);
  t.setNow(now);
});

const NOT_A_LAWYER = { code: 403, msg: "该账号不是认证律师，无法使用律师登录，请使用普通登录", data: null };
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, ...(payload ? { payload } : {}), headers });
const countOf = async (table: typeof schema.sessions | typeof schema.users) =>
  (await t.db.select({ value: count() }).from(table))[0]?.value ?? 0;

/** The SMS login with the code just sent, in the lawyer mode or not. */
async function smsLogin(phone: string, role?: "lawyer") {
  await post("/auth/send_sms", { phone });
  return post("/auth/login_sms", { phone, code: t.sentSms.at(-1)?.code, ...(role ? { role } : {}) });
}

const memberOf = async (token: string) =>
  (await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })).json().data as {
    id: number;
    is_lawyer: boolean;
  };

describe("the lawyer login by SMS", () => {
  it("opens a lawyer's session for a verified lawyer, whose member info says so", async () => {
    const response = await smsLogin(DEMO_PHONES.lawyer, "lawyer");
    expect(response.json()).toMatchObject({ code: 200 });
    const member = await memberOf(response.json().data.token);
    expect(member.is_lawyer).toBe(true);
    const [session] = await t.db
      .select({ role: schema.sessions.role })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, member.id))
      .orderBy(schema.sessions.id)
      .limit(1);
    expect(session?.role).toBe("lawyer");
  });

  it("gives the same lawyer a consumer's session through the ordinary login", async () => {
    const token = await loginBySms(t, DEMO_PHONES.lawyer);
    expect((await memberOf(token)).is_lawyer).toBe(false);
  });

  it("refuses an account that is no verified lawyer, and a phone with no account, opening and creating nothing", async () => {
    const [sessions, users] = [await countOf(schema.sessions), await countOf(schema.users)];
    for (const phone of [DEMO_PHONES.consumer, "13712340000"]) {
      const refused = await smsLogin(phone, "lawyer");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(NOT_A_LAWYER);
    }
    expect([await countOf(schema.sessions), await countOf(schema.users)]).toEqual([sessions, users]);
  });

  it("stops saying lawyer once the account loses the role", async () => {
    const token = (await smsLogin(DEMO_PHONES.lawyer, "lawyer")).json().data.token as string;
    const { id } = await memberOf(token);
    await t.db
      .delete(schema.userRoles)
      .where(and(eq(schema.userRoles.userId, id), eq(schema.userRoles.role, "lawyer")));
    try {
      expect((await memberOf(token)).is_lawyer).toBe(false);
    } finally {
      await t.db.insert(schema.userRoles).values({ userId: id, role: "lawyer" });
    }
  });

  it("refuses a role other than lawyer", async () => {
    await post("/auth/send_sms", { phone: DEMO_PHONES.lawyer });
    const response = await post("/auth/login_sms", {
      phone: DEMO_PHONES.lawyer,
      code: t.sentSms.at(-1)?.code,
      role: "admin",
    });
    expect(response.json()).toEqual({ code: 400, msg: "登录身份无效", data: null });
  });
});

describe("the lawyer login by scan", () => {
  /** A browser in lawyer mode asks for a code, a phone logged in as `phoneToken` confirms it. */
  async function confirmedCode(phoneToken: string) {
    const issued = await post("/auth/get_qrcode");
    const cookie = { cookie: String(issued.headers["set-cookie"]).split(";")[0]! };
    const { ticket } = issued.json().data as { ticket: string };
    const phone = { authorization: `Bearer ${phoneToken}` };
    await post("/auth/scan_open", { ticket }, phone);
    await post("/auth/scan_confirm", { ticket }, phone);
    return { ticket, cookie };
  }
  const pollAsLawyer = (ticket: string, cookie: Record<string, string>) => {
    now = new Date(now.getTime() + 30_000);
    t.setNow(now);
    return post("/auth/login_scan", { ticket, role: "lawyer" }, cookie);
  };

  it("logs a verified lawyer in with a lawyer's session", async () => {
    const { ticket, cookie } = await confirmedCode(await loginBySms(t, DEMO_PHONES.lawyer));
    const polled = (await pollAsLawyer(ticket, cookie)).json();
    expect(polled).toMatchObject({ code: 200, data: { state: "confirmed" } });
    expect((await memberOf(polled.data.token)).is_lawyer).toBe(true);
  });

  it("refuses a consumer's confirmation on every poll and opens no session", async () => {
    const { ticket, cookie } = await confirmedCode(await loginBySms(t, DEMO_PHONES.consumer));
    const sessions = await countOf(schema.sessions);
    for (let poll = 0; poll < 2; poll += 1)
      expect((await pollAsLawyer(ticket, cookie)).json()).toEqual(NOT_A_LAWYER);
    expect(await countOf(schema.sessions)).toBe(sessions);
  });
});
