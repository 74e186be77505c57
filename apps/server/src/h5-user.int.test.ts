import { type Database, schema } from "@tousu/db";
import { BIND_EXPIRED_MESSAGE, LOGIN_AGREEMENT_MESSAGE } from "@tousu/domain";
import { desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, startH5TestServer } from "./testing/h5-site";
import { startTestServer, type TestServer } from "./testing/test-server";

// Logging in on the H5 site and its user centre (decision 082): the login is a route action that
// calls the same endpoints as the PC dialog and sets the web-token cookie for the origin it is on.
const WECHAT_UA = `${IPHONE} MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN`;

const USER_PAGES = [
  "/user",
  "/user/message",
  "/user/complaint",
  "/user/complaint/back",
  "/user/answer",
  "/user/scores",
] as const;

interface Answer {
  status: number;
  location: string | undefined;
  cookies: string[];
  html: string;
  text: string;
}

function answerOf(response: Awaited<ReturnType<FastifyInstance["inject"]>>): Answer {
  const setCookie = response.headers["set-cookie"];
  const html = response.body;
  const main = html.includes("<main") ? html.slice(html.indexOf("<main"), html.indexOf("</main>")) : html;
  return {
    status: response.statusCode,
    location: response.headers.location as string | undefined,
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    html,
    text: main.replace(/<[^>]*>/g, " ").replace(/\s+/g, " "),
  };
}

/** The site as one phone sees it: its own address, and the cookie its logins leave. */
function phoneBrowser(
  app: FastifyInstance,
  { host, prefix = "", address }: { host?: string; prefix?: string; address: string },
) {
  const headers = (cookie: string | undefined, userAgent = IPHONE) => ({
    ...(host ? { host } : {}),
    "user-agent": userAgent,
    "x-forwarded-for": address,
    ...(cookie ? { cookie } : {}),
  });
  return {
    async get(url: string, { cookie, userAgent }: { cookie?: string; userAgent?: string } = {}) {
      return answerOf(await app.inject({ url: prefix + url, headers: headers(cookie, userAgent) }));
    },
    async post(url: string, fields: Record<string, string | string[]>, { cookie }: { cookie?: string } = {}) {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of [value].flat()) body.append(name, one);
      return answerOf(
        await app.inject({
          method: "POST",
          url: prefix + url,
          headers: { ...headers(cookie), "content-type": "application/x-www-form-urlencoded" },
          payload: body.toString(),
        }),
      );
    },
  };
}

type PhoneBrowser = ReturnType<typeof phoneBrowser>;

function lastCodeTo(server: TestServer, phone: string): string {
  const code = server.sms.sent.findLast((message) => message.phone === phone)?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** The web-token cookie a login set, as the browser sends it back. */
function tokenCookieOf(answer: Answer): string {
  const cookie = answer.cookies.find((line) => line.startsWith("web-token="));
  if (!cookie) throw new Error(`no web-token cookie in ${JSON.stringify(answer.cookies)}`);
  return cookie.split(";")[0]!;
}

/** A login through the H5 page's actions: a code to `phone`, then the code typed. */
async function logInByAction(server: TestServer, browser: PhoneBrowser, phone: string, loginUrl: string) {
  const sent = await browser.post(loginUrl, { intent: "send", phone });
  expect(sent.status).toBe(200);
  expect(sent.text).toContain("验证码已发送");
  return browser.post(loginUrl, { intent: "login", phone, code: lastCodeTo(server, phone), agreement: "on" });
}

describe("on the mobile origin's host", () => {
  let server: TestServer;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    server = await startH5TestServer({ TRUST_PROXY: "1" });
    ({ app, db } = server);
  });
  afterAll(() => server.close());

  const phoneAt = (address: string) => phoneBrowser(app, { host: MOBILE_HOST, address });

  it("logs in by SMS through the page's actions, sets the cookie for this origin and returns to the page asked for", async () => {
    const browser = phoneAt("10.0.1.1");
    const login = await logInByAction(
      server,
      browser,
      "13912340001",
      "/pages/login?redirect=%2Fuser%2Fcomplaint",
    );
    expect(login.status).toBe(302);
    expect(login.location).toBe("/user/complaint");
    const cookie = login.cookies.find((line) => line.startsWith("web-token="));
    // A host cookie on / (no Domain), readable by the page's scripts as on the PC site, Lax.
    expect(cookie).toMatch(/^web-token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const page = await browser.get("/user/complaint", { cookie: tokenCookieOf(login) });
    expect(page.status).toBe(200);
    expect(page.text).toContain("全部");
  });

  it("marks the cookie Secure when the page is served over HTTPS", async () => {
    const phone = "13912340002";
    await app.inject({
      method: "POST",
      url: "/pages/login",
      headers: {
        host: MOBILE_HOST,
        "x-forwarded-for": "10.0.1.2",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `intent=send&phone=${phone}`,
    });
    const login = answerOf(
      await app.inject({
        method: "POST",
        url: "/pages/login",
        headers: {
          host: MOBILE_HOST,
          "x-forwarded-for": "10.0.1.2",
          "x-forwarded-proto": "https",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: `intent=login&phone=${phone}&code=${lastCodeTo(server, phone)}&agreement=on`,
      }),
    );
    expect(login.location).toBe("/user");
    expect(login.cookies.find((line) => line.startsWith("web-token="))).toMatch(/; Secure$/);
  });

  it.each([
    ["https://evil.example/user", "13912340031"],
    ["//evil.example/user", "13912340032"],
    ["/\\evil.example", "13912340033"],
  ])("ignores a redirect to another site (%s) and returns to the user centre", async (redirect, phone) => {
    const browser = phoneAt("10.0.1.3");
    const login = await logInByAction(
      server,
      browser,
      phone,
      `/pages/login?redirect=${encodeURIComponent(redirect)}`,
    );
    expect(login.status).toBe(302);
    expect(login.location).toBe("/user");
  });

  it("refuses a wrong code with the catalogue's message and sets no cookie", async () => {
    const browser = phoneAt("10.0.1.4");
    const phone = "13912340004";
    await browser.post("/pages/login", { intent: "send", phone });
    const wrong = lastCodeTo(server, phone) === "000000" ? "111111" : "000000";
    const refused = await browser.post("/pages/login", {
      intent: "login",
      phone,
      code: wrong,
      agreement: "on",
    });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain("验证码错误，还可尝试4次");
    expect(refused.cookies).toEqual([]);
    // What was typed stays.
    expect(refused.html).toContain(`value="${phone}"`);
  });

  it("asks for the agreement before logging in, and sends no login", async () => {
    const browser = phoneAt("10.0.1.5");
    const phone = "13912340005";
    await browser.post("/pages/login", { intent: "send", phone });
    const refused = await browser.post("/pages/login", {
      intent: "login",
      phone,
      code: lastCodeTo(server, phone),
    });
    expect(refused.text).toContain(LOGIN_AGREEMENT_MESSAGE);
    expect(refused.cookies).toEqual([]);
  });

  it("asks for the captcha once an address has asked for many codes", async () => {
    const browser = phoneAt("10.0.1.6");
    let answer: Answer | undefined;
    for (let index = 0; index < 8 && !answer?.text.includes("人机验证"); index += 1)
      answer = await browser.post("/pages/login", { intent: "send", phone: `1391235000${index}` });
    expect(answer?.text).toContain("请先完成人机验证");
    // The step streams in once its code has loaded on the server; the challenge travels with the page.
    expect(answer?.html).toContain("为保障账号安全，获取验证码前请先完成人机验证");
    expect(answer?.html).toContain("signature");
  });

  it("offers WeChat's login inside WeChat only, returning to the page asked for", async () => {
    const browser = phoneAt("10.0.1.7");
    const inWechat = await browser.get("/pages/login?redirect=%2Fuser%2Fmessage", { userAgent: WECHAT_UA });
    expect(inWechat.html).toContain(
      `href="/pages/login/wechat?redirect=${encodeURIComponent("/user/message")}"`,
    );
    expect(inWechat.text).toContain("微信登录");
    expect((await browser.get("/pages/login")).text).not.toContain("微信登录");
  });

  it.each(USER_PAGES)("sends a visitor from %s to the login page, which returns there", async (path) => {
    const page = await phoneAt("10.0.1.8").get(path);
    expect(page.status).toBe(302);
    expect(page.location).toBe(
      path === "/user" ? "/pages/login" : `/pages/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  describe("logged in", () => {
    const browser = () => phoneAt("10.0.2.1");
    let cookie = "";
    let userId = 0;

    beforeAll(async () => {
      const login = await logInByAction(server, browser(), "13912340020", "/pages/login");
      cookie = tokenCookieOf(login);
      const me = await app.inject({
        url: "/api/user",
        headers: { authorization: `Bearer ${decodeURIComponent(cookie.slice("web-token=".length))}` },
      });
      userId = me.json().data.id;
    });

    it.each(USER_PAGES)("renders %s in the phone's frame", async (path) => {
      const page = await browser().get(path, { cookie });
      expect(page.status).toBe(200);
      expect(page.html).toContain('aria-label="主导航"');
      expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
    });

    it("shows the member's centre with its entries and the way out", async () => {
      const page = await browser().get("/user", { cookie });
      for (const label of ["我的投诉", "我的消息", "我的问答", "我的积分", "退出登录"])
        expect(page.text).toContain(label);
      expect(page.text).toContain("139****0020");
    });

    describe("a complaint that waits for the complainant's answer", () => {
      let complaintId = 0;
      let statusBefore = "";

      beforeAll(async () => {
        const { complaints } = schema;
        const [waiting] = await db
          .select({ id: complaints.id, status: complaints.status })
          .from(complaints)
          .where(inArray(complaints.status, ["company_needs_info", "needs_info"]))
          .orderBy(desc(complaints.id))
          .limit(1);
        if (!waiting) throw new Error("the seed has no complaint waiting for information");
        await db.update(complaints).set({ userId }).where(eq(complaints.id, waiting.id));
        complaintId = waiting.id;
        statusBefore = waiting.status;
      });

      const statusNow = async () =>
        (
          await db
            .select({ status: schema.complaints.status })
            .from(schema.complaints)
            .where(eq(schema.complaints.id, complaintId))
        )[0]?.status;

      it("shows it with its question and the supplement step", async () => {
        const page = await browser().get(`/user/complaint/${complaintId}`, { cookie });
        expect(page.status).toBe(200);
        expect(page.text).toContain("请您补充");
        expect(page.text).toContain("补充材料");
      });

      it("refuses a supplement too short with the catalogue's message, and stores nothing", async () => {
        const refused = await browser().post(
          `/user/complaint/${complaintId}`,
          { intent: "supplement", content: "太短" },
          { cookie },
        );
        expect(refused.status).toBe(200);
        expect(refused.text).toContain("补充说明至少5个字");
        expect(await statusNow()).toBe(statusBefore);
      });

      it("refuses a step the complaint does not offer, and stores nothing", async () => {
        const refused = await browser().post(
          `/user/complaint/${complaintId}`,
          { intent: "complete" },
          { cookie },
        );
        expect(refused.status).toBe(200);
        expect(refused.text).toContain("投诉当前状态不支持此操作");
        expect(await statusNow()).toBe(statusBefore);
      });

      it("sends the supplement through the action, which moves the complaint on", async () => {
        const done = await browser().post(
          `/user/complaint/${complaintId}`,
          { intent: "supplement", content: "订单截图与聊天记录已补充，请商家核实处理。" },
          { cookie },
        );
        expect(done.status).toBe(200);
        expect(done.text).toContain("补充材料已提交");
        expect(await statusNow()).toBe(statusBefore === "needs_info" ? "pending_review" : "processing");
      });

      it("sends a visitor's step to the login page, and stores nothing", async () => {
        const visitor = await phoneAt("10.0.2.2").post(`/user/complaint/${complaintId}`, {
          intent: "withdraw",
        });
        expect(visitor.status).toBe(302);
        expect(visitor.location).toBe(
          `/pages/login?redirect=${encodeURIComponent(`/user/complaint/${complaintId}`)}`,
        );
        expect(await statusNow()).not.toBe("closed");
      });
    });

    it("lists my complaints a page at a time, with a real link to the next page", async () => {
      const { complaints } = schema;
      const more = await db.select({ id: complaints.id }).from(complaints).orderBy(complaints.id).limit(11);
      await db
        .update(complaints)
        .set({ userId })
        .where(
          inArray(
            complaints.id,
            more.map(({ id }) => id),
          ),
        );
      const first = await browser().get("/user/complaint", { cookie });
      expect(first.html).toContain('href="/user/complaint?page=2"');
      expect(first.text).toContain("加载更多");
      const second = await browser().get("/user/complaint?page=2", { cookie });
      expect(second.status).toBe(200);
      expect(second.text).toContain("没有更多了");
      // What the list's component loads as it scrolls: the same page's data.
      const data = await app.inject({
        url: "/user/complaint.data?page=2",
        headers: { host: MOBILE_HOST, cookie, "x-forwarded-for": "10.0.2.1" },
      });
      expect(data.statusCode).toBe(200);
    });

    it("counts unread messages on the 消息 tab, opens one (marked read, its link followed) and marks all read", async () => {
      const [opened] = await db
        .insert(schema.pushMessages)
        .values([
          {
            userId,
            kind: "platform",
            title: "平台规则更新",
            content: "请查看最新的投诉审核规则。",
            link: "/user/scores",
          },
          { userId, kind: "platform", title: "积分到账", content: "您的投诉已公开，获得10积分。" },
        ])
        .returning({ id: schema.pushMessages.id });
      const before = await browser().get("/user/message", { cookie });
      // The tab bar's badge counts both kinds; the page, the platform tab's.
      expect(before.html).toMatch(/（\d+条未读）/);
      expect(before.text).toContain(" 2条未读");
      const open = await browser().post(
        "/user/message",
        { intent: "read", id: String(opened!.id), link: "/user/scores" },
        { cookie },
      );
      expect(open.status).toBe(302);
      expect(open.location).toBe("/user/scores");
      expect((await browser().get("/user/message", { cookie })).text).toContain(" 1条未读");
      await browser().post("/user/message", { intent: "read-all", kind: "platform" }, { cookie });
      const after = await browser().get("/user/message", { cookie });
      expect(after.text).toContain("没有未读消息");
    });

    it("takes feedback from the user centre, with the account, refusing what the API refuses", async () => {
      expect((await browser().get("/user", { cookie })).html).toContain('href="/pages/feedback/index"');
      const { feedback } = schema;
      const short = await browser().post("/pages/feedback/index", { content: "太短" }, { cookie });
      expect(short.status).toBe(200);
      expect(short.text).toContain("反馈内容至少5个字");
      expect(short.html).toContain("太短");
      const sent = await browser().post(
        "/pages/feedback/index",
        { content: "手机上查看投诉进度时页面加载很慢", contact: "13912340020", images: [] },
        { cookie },
      );
      expect(sent.text).toContain("感谢你的反馈");
      const [stored] = await db.select().from(feedback).where(eq(feedback.userId, userId));
      expect(stored).toMatchObject({ content: "手机上查看投诉进度时页面加载很慢", imageUrls: [] });
      // The contact is personal data: stored encrypted, never as typed.
      expect(stored?.contact).not.toContain("13912340020");
    });

    it("takes feedback from a visitor without a login", async () => {
      const sent = await phoneAt("10.0.2.9").post("/pages/feedback/index", {
        content: "希望增加按品牌订阅新投诉的功能",
      });
      expect(sent.status).toBe(200);
      expect(sent.text).toContain("感谢你的反馈");
      const { feedback } = schema;
      const [stored] = await db
        .select()
        .from(feedback)
        .where(eq(feedback.content, "希望增加按品牌订阅新投诉的功能"));
      expect(stored?.userId).toBeNull();
    });

    it("shows the bind page's lapse without a 402's token", async () => {
      const page = await browser().get("/pages/login/bind?redirect=%2Fuser");
      expect(page.status).toBe(200);
      expect(page.text).toContain(BIND_EXPIRED_MESSAGE);
    });

    it("logs out: the session revoked, the cookie dropped, home", async () => {
      const other = await logInByAction(server, phoneAt("10.0.2.3"), "13912340021", "/pages/login");
      const otherCookie = tokenCookieOf(other);
      const out = await phoneAt("10.0.2.3").post("/user", {}, { cookie: otherCookie });
      expect(out.status).toBe(302);
      expect(out.location).toBe("/");
      expect(out.cookies).toContain("web-token=; Path=/; Max-Age=0; SameSite=Lax");
      // The token no longer opens the user centre.
      const after = await phoneAt("10.0.2.3").get("/user", { cookie: otherCookie });
      expect(after.status).toBe(302);
      expect(after.location).toBe("/pages/login");
    });
  });
});

describe("an account without a phone (a 402) on the mobile origin", () => {
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startH5TestServer({ TRUST_PROXY: "1" });
    app = server.app;
  });
  afterAll(() => server.close());

  it("goes to the bind page with the 402's token kept out of the address, binds a phone and returns", async () => {
    const browser = phoneBrowser(app, { host: MOBILE_HOST, address: "10.0.4.1" });
    const login = await logInByAction(server, browser, "13912340040", "/pages/login");
    const cookie = tokenCookieOf(login);
    // As an account made by a WeChat scan: no phone yet.
    const me = await app.inject({
      url: "/api/user",
      headers: { authorization: `Bearer ${decodeURIComponent(cookie.slice("web-token=".length))}` },
    });
    await server.db
      .update(schema.users)
      .set({ phoneCipher: null, phoneHash: null })
      .where(eq(schema.users.id, me.json().data.id));
    const [complaint] = await server.db.select({ id: schema.complaints.id }).from(schema.complaints).limit(1);
    const path = `/user/complaint/${complaint!.id}`;

    const write = await browser.post(
      path,
      { intent: "supplement", content: "订单截图与聊天记录已补充。" },
      { cookie },
    );
    expect(write.status).toBe(302);
    expect(write.location).toBe(`/pages/login/bind?redirect=${encodeURIComponent(path)}`);
    const bindCookieLine = write.cookies.find((line) => line.startsWith("bind-access-token="));
    expect(bindCookieLine).toMatch(/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const bindCookie = bindCookieLine!.split(";")[0]!;

    const bindPage = await browser.get(write.location!, { cookie: `${cookie}; ${bindCookie}` });
    expect(bindPage.text).toContain("绑定并登录");
    const newPhone = "13912340041";
    const sent = await browser.post(
      write.location!,
      { intent: "send", phone: newPhone },
      { cookie: bindCookie },
    );
    expect(sent.text).toContain("验证码已发送");
    const bound = await browser.post(
      write.location!,
      { intent: "bind", phone: newPhone, code: lastCodeTo(server, newPhone) },
      { cookie: bindCookie },
    );
    expect(bound.status).toBe(302);
    expect(bound.location).toBe(path);
    expect(bound.cookies).toContain("bind-access-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    const account = await browser.get("/user", { cookie: tokenCookieOf(bound) });
    expect(account.text).toContain("139****0041");
  });
});

describe("under /h5 on the main origin", () => {
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startTestServer({ SSR_WORKERS: "0", TRUST_PROXY: "1" });
    app = server.app;
  });
  afterAll(() => server.close());

  it("logs in under /h5 and returns there; the cookie on / is the PC site's login too", async () => {
    const browser = phoneBrowser(app, { prefix: "/h5", address: "10.0.3.1" });
    const login = await logInByAction(
      server,
      browser,
      "13912340030",
      "/pages/login?redirect=%2Fuser%2Fscores",
    );
    expect(login.status).toBe(302);
    expect(login.location).toBe("/h5/user/scores");
    const cookie = tokenCookieOf(login);
    expect((await browser.get("/user/scores", { cookie })).text).toContain("积分余额");
    const pc = await app.inject({ url: "/user/scores", headers: { cookie } });
    expect(pc.statusCode).toBe(200);
  });

  it("sends a visitor to the login page under /h5", async () => {
    const page = await phoneBrowser(app, { prefix: "/h5", address: "10.0.3.2" }).get("/user/message");
    expect(page.location).toBe(`/h5/pages/login?redirect=${encodeURIComponent("/user/message")}`);
  });
});
