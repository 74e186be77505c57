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
  /** The phones' sessions, each logged in once (the SMS limits count every login). */
  const phones = new Map<string, Promise<string>>();
  const phoneOf = (number: string) => {
    if (!phones.has(number)) phones.set(number, loginBySms(t, number));
    return phones.get(number)!.then((token) => ({ authorization: `Bearer ${token}` }));
  };

  /** A browser in lawyer mode asks for a code: the code says so (`?role=lawyer`). */
  async function lawyerCode() {
    const issued = await post("/auth/get_qrcode?role=lawyer");
    const cookie = { cookie: String(issued.headers["set-cookie"]).split(";")[0]! };
    const { ticket } = issued.json().data as { ticket: string };
    return { ticket, cookie };
  }
  const pollAs = (ticket: string, cookie: Record<string, string>, role?: "lawyer") => {
    now = new Date(now.getTime() + 30_000);
    t.setNow(now);
    return post("/auth/login_scan", { ticket, ...(role ? { role } : {}) }, cookie);
  };

  it("tells the phone it is the lawyer login, and logs a verified lawyer in with a lawyer's session", async () => {
    const { ticket, cookie } = await lawyerCode();
    const phone = await phoneOf(DEMO_PHONES.lawyer);
    expect((await post("/auth/scan_open", { ticket }, phone)).json()).toMatchObject({
      code: 200,
      data: { state: "scanned", role: "lawyer" },
    });
    await post("/auth/scan_confirm", { ticket }, phone);
    const polled = (await pollAs(ticket, cookie, "lawyer")).json();
    expect(polled).toMatchObject({ code: 200, data: { state: "confirmed" } });
    expect((await memberOf(polled.data.token)).is_lawyer).toBe(true);
  });

  it("tells a consumer's phone at once that the account is no verified lawyer, and leaves the code unopened", async () => {
    const { ticket, cookie } = await lawyerCode();
    const phone = await phoneOf(DEMO_PHONES.consumer);
    expect((await post("/auth/scan_open", { ticket }, phone)).json()).toEqual(NOT_A_LAWYER);
    expect((await post("/auth/scan_confirm", { ticket }, phone)).json()).toMatchObject({ code: 400 });
    const sessions = await countOf(schema.sessions);
    expect((await pollAs(ticket, cookie, "lawyer")).json().data.state).toBe("new");
    expect(await countOf(schema.sessions)).toBe(sessions);
  });

  it("gives no session of another role than the code was asked for", async () => {
    const ordinary = await post("/auth/get_qrcode");
    const cookie = { cookie: String(ordinary.headers["set-cookie"]).split(";")[0]! };
    const { ticket } = ordinary.json().data as { ticket: string };
    const phone = await phoneOf(DEMO_PHONES.lawyer);
    expect((await post("/auth/scan_open", { ticket }, phone)).json().data).not.toHaveProperty("role");
    await post("/auth/scan_confirm", { ticket }, phone);
    expect((await pollAs(ticket, cookie, "lawyer")).json()).toMatchObject({
      code: 400,
      msg: "二维码无效或已过期，请刷新二维码",
    });
    const lawyer = await lawyerCode();
    expect((await pollAs(lawyer.ticket, lawyer.cookie)).json()).toMatchObject({ code: 400 });
  });

  it("refuses a lawyer whose role was withdrawn after confirming, on every poll, and opens no session", async () => {
    const { ticket, cookie } = await lawyerCode();
    const phone = await phoneOf(DEMO_PHONES.lawyer);
    await post("/auth/scan_open", { ticket }, phone);
    await post("/auth/scan_confirm", { ticket }, phone);
    const { id } = await memberOf(phone.authorization.slice("Bearer ".length));
    await t.db
      .delete(schema.userRoles)
      .where(and(eq(schema.userRoles.userId, id), eq(schema.userRoles.role, "lawyer")));
    try {
      const sessions = await countOf(schema.sessions);
      for (let poll = 0; poll < 2; poll += 1)
        expect((await pollAs(ticket, cookie, "lawyer")).json()).toEqual(NOT_A_LAWYER);
      expect(await countOf(schema.sessions)).toBe(sessions);
    } finally {
      await t.db.insert(schema.userRoles).values({ userId: id, role: "lawyer" });
    }
  });
});
