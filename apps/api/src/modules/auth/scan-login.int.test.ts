import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
let phoneToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  phoneToken = await loginBySms(t, "13811112222");
});
afterAll(() => t.close());

let now = TEST_SEED_NOW;
beforeEach(() => {
  now = new Date(TEST_SEED_NOW.getTime() + 60 * 60_000);
  t.setNow(now);
});
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
  t.setNow(now);
};

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, ...(payload ? { payload } : {}), headers });
const anonymous = {};
const phone = () => ({ authorization: `Bearer ${phoneToken}` });
const ticketRows = async () =>
  (await t.db.select({ value: count() }).from(schema.loginTickets))[0]?.value ?? 0;

/** A browser asks for a code; returns the ticket id and the cookie header that proves it is that browser. */
async function requestCode() {
  const response = await post("/auth/get_qrcode", undefined, {
    "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36",
  });
  const [setCookie = "", streamCookie] = response.headers["set-cookie"] as string[];
  expect(setCookie).toMatch(
    /^scan-login\.[\w-]{24}=[\w-]{43}; Path=\/api\/auth\/login_scan; Max-Age=180; HttpOnly; SameSite=Strict$/,
  );
  // The same secret for the browser's event stream (decision 101), sent nowhere else.
  expect(streamCookie).toBe(setCookie.replace("/api/auth/login_scan", "/event/public-stream"));
  const data = response.json().data;
  return { ...data, cookie: { cookie: setCookie.split(";")[0]! } } as {
    ticket: string;
    url: string;
    interval: number;
    cookie: { cookie: string };
  };
}
const poll = (ticket: string, headers: Record<string, string>) =>
  post("/auth/login_scan", { ticket }, headers);

describe("scan login", () => {
  it("issues a two-minute ticket whose code opens our confirm page", async () => {
    const response = await post("/auth/get_qrcode");
    expect(response.json()).toMatchObject({ code: 200, data: { expires_in: 120, interval: 2 } });
    const { ticket, url } = response.json().data;
    expect(url).toMatch(new RegExp(`^http://localhost:\\d+/auth/scan/${ticket}$`));
  });

  it("goes new → scanned → confirmed, logs in only the browser holding the cookie, once", async () => {
    const code = await requestCode();
    expect((await poll(code.ticket, code.cookie)).json().data).toEqual({ state: "new", interval: 2 });

    const opened = await post("/auth/scan_open", { ticket: code.ticket }, phone());
    expect(opened.json().data).toMatchObject({
      state: "scanned",
      device: "Windows 电脑 · Chrome",
      place: "127.0.*.*",
    });
    advance(2);
    expect((await poll(code.ticket, code.cookie)).json().data.state).toBe("scanned");

    expect((await post("/auth/scan_confirm", { ticket: code.ticket }, phone())).json()).toMatchObject({
      code: 200,
    });
    advance(2);
    // A second browser that knows the id (a relayed code) learns nothing and gets no session.
    const relayed = await poll(code.ticket, {});
    expect(relayed.json()).toEqual({ code: 400, msg: "二维码无效或已过期，请刷新二维码", data: null });
    const forgedCookie = await poll(code.ticket, { cookie: `scan-login.${code.ticket}=${"A".repeat(43)}` });
    expect(forgedCookie.json().msg).toBe("二维码无效或已过期，请刷新二维码");

    const confirmed = (await poll(code.ticket, code.cookie)).json().data;
    expect(confirmed).toMatchObject({ state: "confirmed" });
    const user = await t.app.inject({
      url: "/api/user",
      headers: { authorization: `Bearer ${confirmed.token}` },
    });
    expect(user.json().data.phone).toBe("138****2222");

    advance(2);
    const again = (await poll(code.ticket, code.cookie)).json().data;
    expect(again).toEqual({ state: "used", interval: 2 });
  });

  it("binds each code to its own cookie, so two codes asked for at once both work", async () => {
    const first = await requestCode();
    const second = await requestCode();
    const both = { cookie: `${first.cookie.cookie}; ${second.cookie.cookie}` };
    expect((await poll(first.ticket, both)).json().data.state).toBe("new");
    expect((await poll(second.ticket, both)).json().data.state).toBe("new");
    expect((await poll(first.ticket, second.cookie)).json().code).toBe(400);
  });

  it("answers a poll before its interval with slow_down and a longer interval", async () => {
    const code = await requestCode();
    await poll(code.ticket, code.cookie);
    advance(1);
    expect((await poll(code.ticket, code.cookie)).json().data).toEqual({ state: "slow_down", interval: 7 });
    advance(3);
    expect((await poll(code.ticket, code.cookie)).json().data.state).toBe("slow_down");
    expect((await poll(code.ticket, code.cookie)).json().data.interval).toBe(17);
    advance(17);
    expect((await poll(code.ticket, code.cookie)).json().data).toEqual({ state: "new", interval: 17 });
  });

  it("expires after two minutes: no scan, no confirm, no session", async () => {
    const code = await requestCode();
    await post("/auth/scan_open", { ticket: code.ticket }, phone());
    advance(120);
    expect((await post("/auth/scan_confirm", { ticket: code.ticket }, phone())).json()).toEqual({
      code: 400,
      msg: "二维码已过期，请在电脑上刷新二维码后重新扫码",
      data: null,
    });
    expect((await poll(code.ticket, code.cookie)).json().data.state).toBe("expired");
    expect((await post("/auth/scan_open", { ticket: code.ticket }, phone())).json().data.state).toBe(
      "expired",
    );
  });

  it("does not hand out a confirmed ticket after it expired", async () => {
    const code = await requestCode();
    await post("/auth/scan_open", { ticket: code.ticket }, phone());
    await post("/auth/scan_confirm", { ticket: code.ticket }, phone());
    advance(121);
    expect((await poll(code.ticket, code.cookie)).json().data).toEqual({ state: "expired", interval: 2 });
  });

  it("ends the ticket when the phone cancels", async () => {
    const code = await requestCode();
    await post("/auth/scan_open", { ticket: code.ticket }, phone());
    expect((await post("/auth/scan_cancel", { ticket: code.ticket }, phone())).json().code).toBe(200);
    expect((await poll(code.ticket, code.cookie)).json().data.state).toBe("cancelled");
    expect((await post("/auth/scan_confirm", { ticket: code.ticket }, phone())).json().msg).toBe(
      "已取消本次登录，请在电脑上刷新二维码后重新扫码",
    );
  });

  it("needs a logged-in phone to open, confirm or cancel", async () => {
    const code = await requestCode();
    for (const path of ["/auth/scan_open", "/auth/scan_confirm", "/auth/scan_cancel"]) {
      const response = await post(path, { ticket: code.ticket }, anonymous);
      expect(response.statusCode).toBe(401);
    }
    expect((await poll(code.ticket, code.cookie)).json().data.state).toBe("new");
  });

  it("belongs to the first account that opens it: another can neither open nor confirm it, nor learn its device", async () => {
    const code = await requestCode();
    await post("/auth/scan_open", { ticket: code.ticket }, phone());
    const other = { authorization: `Bearer ${await loginBySms(t, "13811113333")}` };
    const TAKEN = {
      code: 400,
      msg: "该二维码已被其他账号扫描，请在电脑上刷新二维码后重新扫码",
      data: null,
    };
    expect((await post("/auth/scan_open", { ticket: code.ticket }, other)).json()).toEqual(TAKEN);
    expect((await post("/auth/scan_confirm", { ticket: code.ticket }, other)).json()).toEqual(TAKEN);
    expect((await post("/auth/scan_cancel", { ticket: code.ticket }, other)).json()).toEqual(TAKEN);
    // The first opener still holds it, and the browser logs into the first opener's account.
    expect((await post("/auth/scan_open", { ticket: code.ticket }, phone())).json().data.state).toBe(
      "scanned",
    );
    await post("/auth/scan_confirm", { ticket: code.ticket }, phone());
    advance(2);
    const confirmed = (await poll(code.ticket, code.cookie)).json().data;
    const user = await t.app.inject({
      url: "/api/user",
      headers: { authorization: `Bearer ${confirmed.token}` },
    });
    expect(user.json().data.phone).toBe("138****2222");
  });

  it("tells the device of an ended ticket no one opened to no one", async () => {
    const code = await requestCode();
    advance(121);
    expect((await post("/auth/scan_open", { ticket: code.ticket }, phone())).json()).toEqual({
      code: 400,
      msg: "二维码已过期，请在电脑上刷新二维码后重新扫码",
      data: null,
    });
  });

  it("confirms only a ticket this phone opened", async () => {
    const code = await requestCode();
    expect((await post("/auth/scan_confirm", { ticket: code.ticket }, phone())).json().msg).toBe(
      "请先在手机上打开扫码登录页面",
    );
  });

  it("deletes tickets a day after they expired, not before", async () => {
    const code = await requestCode();
    const hasTicket = async () =>
      (await t.db.select().from(schema.loginTickets).where(eq(schema.loginTickets.publicId, code.ticket)))
        .length;
    advance(24 * 60 * 60);
    await t.app.runDueJobs();
    expect(await hasTicket()).toBe(1);
    advance(2 * 60 * 60);
    await t.app.runDueJobs();
    expect(await hasTicket()).toBe(0);
  });

  it.each([
    ["an unknown id", { ticket: "A".repeat(24) }, "二维码无效或已过期，请刷新二维码"],
    ["a malformed id", { ticket: "../../etc" }, "二维码无效，请刷新二维码"],
    ["no id", {}, "二维码无效，请刷新二维码"],
  ])("refuses %s with code 400 and stores nothing", async (_name, body, msg) => {
    const before = await ticketRows();
    for (const path of ["/auth/login_scan", "/auth/scan_open", "/auth/scan_confirm"]) {
      const response = await post(path, body, phone());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg });
    }
    expect(await ticketRows()).toBe(before);
  });
});
