import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_TTL_MS } from "./lib/read-through-cache";
import { SENSITIVE_WORDS_TTL_MS } from "./lib/sensitive-word-filter";
import type { MiniProgramCodes } from "./providers/wechat/mini-program-codes";
import { untilExpiry } from "./testing/across-nodes";
import { buildTestNodes, type TestApp } from "./testing/build-test-app";
import { hasRedisServer, startTestRedis, type TestRedis } from "./testing/redis-server";
import { openSession } from "./testing/sign-in-member";

// Two nodes of one deployment in one test process: one PostgreSQL, one redis-server (CI installs
// it; see .ci/run), each node with its own memory (decision 099).
const PASSWORD = "test-only-s3cret";
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

describe.skipIf(!hasRedisServer)("two nodes sharing PostgreSQL and Redis", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis(PASSWORD);
  });
  afterAll(() => redis.stop());

  describe("request limits and one-time captchas", () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = (await buildTestNodes(2, {
        REDIS_URL: redis.url(1),
        CACHE_DRIVER: "memory",
        SMS_CAPTCHA_AFTER_PER_IP: "1",
      })) as [TestApp, TestApp];
    });
    afterAll(() => a.close());

    it("counts a route's limit once over both nodes: 60 captchas a minute per address in all", async () => {
      const askFor = (node: TestApp) =>
        node.app.inject({ url: "/api/auth/captcha", remoteAddress: "203.0.113.60" });
      const statuses: number[] = [];
      for (let index = 0; index < 40; index++) statuses.push((await askFor(a)).statusCode);
      for (let index = 0; index < 40; index++) statuses.push((await askFor(b)).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
      // Another address has its own budget on either node.
      const other = await b.app.inject({ url: "/api/auth/captcha", remoteAddress: "203.0.113.61" });
      expect(other.statusCode).toBe(200);
    });

    it("honours on one node the session and the captcha made on the other, once", async () => {
      const address = "198.51.100.7";
      const sendSms = (node: TestApp, phone: string, captchaToken?: string) =>
        node.app.inject({
          method: "POST",
          url: "/api/auth/send_sms",
          remoteAddress: address,
          payload: { phone, captcha_token: captchaToken },
        });
      // A code sent by A logs in through B; the session answers on both.
      expect((await sendSms(a, "13300000011")).json().code).toBe(200);
      const code = a.sentSms.at(-1)?.code;
      const login = await b.app.inject({
        method: "POST",
        url: "/api/auth/login_sms",
        remoteAddress: address,
        payload: { phone: "13300000011", code },
      });
      const token = login.json().data.token as string;
      const scores = (node: TestApp) =>
        node.app.inject({ url: "/api/user/scores", headers: { authorization: `Bearer ${token}` } });
      expect((await scores(a)).statusCode).toBe(200);
      expect((await scores(b)).statusCode).toBe(200);

      // Past the address's threshold (counted in PostgreSQL), B asks for a captcha solved on A.
      expect((await sendSms(b, "13300000012")).json()).toMatchObject({ code: 400, msg: "请先完成人机验证" });
      const challenge = (await a.app.inject({ url: "/api/auth/captcha" })).json().data;
      const solution = await solveChallenge({ challenge, deriveKey });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
      const verify = (node: TestApp) =>
        node.app.inject({ method: "POST", url: "/api/auth/captchaVerify", payload: { payload } });
      const captchaToken = (await verify(a)).json().data.captcha_token as string;
      // The solution is spent for both nodes; its token buys one SMS, on whichever node.
      expect((await verify(b)).json()).toMatchObject({ code: 400, msg: "人机验证未通过，请重试" });
      expect((await sendSms(b, "13300000012", captchaToken)).json().code).toBe(200);
      expect((await sendSms(a, "13300000013", captchaToken)).json()).toMatchObject({
        code: 400,
        msg: "请先完成人机验证",
      });

      // Logged out through A, the token is refused by B.
      await a.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await scores(b)).statusCode).toBe(401);
    });
  });

  describe("first renders of posters and mini-program codes", () => {
    let a: TestApp;
    let b: TestApp;
    const draws: string[] = [];
    // A drawer both nodes call, slow enough that their first requests overlap.
    const miniProgramCodes: MiniProgramCodes = {
      kind: "qrcode",
      extension: "png",
      async draw(request) {
        draws.push(request.scene);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .png()
          .toBuffer();
        return { image, contentType: "image/png", kind: "qrcode" };
      },
    };
    beforeAll(async () => {
      [a, b] = (await buildTestNodes(
        2,
        { REDIS_URL: redis.url(5), CACHE_DRIVER: "memory" },
        { miniProgramCodes },
      )) as [TestApp, TestApp];
    });
    afterAll(() => a.close());

    it("draws a code both nodes are asked for at once once, and both answer it", async () => {
      const complaint = await createComplaint(a.db, piiKeys);
      const url = `/api/wechat/getwxacodeunlimit?page=complaint&id=${complaint.id}`;
      const answers = await Promise.all([a, b].map((node) => node.app.inject({ url })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.rawPayload.equals(answers[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(draws).toHaveLength(1);
    });

    it("draws a poster both nodes are asked for at once once: one render of the platform's budget", async () => {
      const complaint = await createComplaint(a.db, piiKeys);
      const renders = async () =>
        (
          await a.db.select({ renders: schema.posterRenderMinutes.renders }).from(schema.posterRenderMinutes)
        ).reduce((sum, row) => sum + row.renders, 0);
      const before = await renders();
      const url = `/api/poster/tousu/${complaint.id}`;
      const answers = await Promise.all([a, b].map((node) => node.app.inject({ url })));
      expect(answers.map((answer) => answer.json().code)).toEqual([200, 200]);
      expect(answers[0]?.json().data.image_url).toBe(answers[1]?.json().data.image_url);
      expect((await renders()) - before).toBe(1);
    });
  });

  describe("the sensitive-word list", () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = (await buildTestNodes(2, { REDIS_URL: redis.url(4), CACHE_DRIVER: "memory" })) as [
        TestApp,
        TestApp,
      ];
    });
    afterAll(() => a.close());

    it("applies a word an editor added through one node to the next comment on the other", async () => {
      const complaint = await createComplaint(a.db, piiKeys);
      const editor = await createUser(a.db, piiKeys, { nickname: "测试编辑" });
      await a.db.insert(schema.userRoles).values({ userId: editor.id, role: "editor" });
      const commenter = await createUser(a.db, piiKeys);
      const commenterToken = await openSession(a, commenter.id);
      const commentOnB = (content: string) =>
        b.app.inject({
          method: "POST",
          url: "/api/user/complaint/comment",
          headers: { authorization: `Bearer ${commenterToken}` },
          payload: { complaint_id: complaint.id, content },
        });
      // B has read the list before the edit: only the change heard from A can make the word apply.
      const heldSince = Date.now();
      expect((await commentOnB("这条评论里还没有敏感词")).json().code).toBe(200);
      const added = await a.app.inject({
        method: "POST",
        url: "/api/admin/sensitive-words",
        headers: { authorization: `Bearer ${await openSession(a, editor.id)}` },
        payload: { word: "两节点屏蔽词", level: "block" },
      });
      expect(added.json().code).toBe(200);
      await expect
        .poll(async () => (await commentOnB("这条评论里有两节点屏蔽词")).json().code, {
          timeout: untilExpiry(heldSince, SENSITIVE_WORDS_TTL_MS),
          interval: 50,
        })
        .toBe(400);
    });
  });

  describe.each([
    { driver: "memory", database: 2 },
    { driver: "redis", database: 3 },
  ])("a moderator's hide with the $driver read cache", ({ driver, database }) => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = (await buildTestNodes(2, { REDIS_URL: redis.url(database), CACHE_DRIVER: driver })) as [
        TestApp,
        TestApp,
      ];
    });
    afterAll(() => a.close());

    it("is gone from the other node's cached complaint page and list before they would expire", async () => {
      const complaint = await createComplaint(a.db, piiKeys);
      const moderator = await createUser(a.db, piiKeys, { nickname: "测试审核员" });
      await a.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
      const moderatorToken = await openSession(a, moderator.id);
      const page = () => b.app.inject({ url: `/api/v2/complaint/${complaint.id}/page` });
      const listed = async () =>
        (await b.app.inject({ url: `/api/complaint/list?brand_id=${complaint.brandId}` }))
          .json()
          .data.list.map((item: { id: number }) => item.id);
      // B has both cached (10 s), and serves them from its cache: a change behind its back is not seen.
      const heldSince = Date.now();
      expect((await page()).json().code).toBe(200);
      expect(await listed()).toEqual([complaint.id]);
      await a.db
        .update(schema.complaints)
        .set({ title: "只改了数据库的标题" })
        .where(eq(schema.complaints.id, complaint.id));
      expect((await page()).json().data.complaint.title).not.toBe("只改了数据库的标题");

      const hidden = await a.app.inject({
        method: "POST",
        url: `/api/admin/complaints/${complaint.id}/hide`,
        headers: { authorization: `Bearer ${moderatorToken}` },
        payload: { reason: "包含他人隐私" },
      });
      expect(hidden.json().code).toBe(200);
      const lifetime = Math.min(CACHE_TTL_MS.complaintDetail, CACHE_TTL_MS.list);
      await expect
        .poll(async () => (await page()).json().code, {
          timeout: untilExpiry(heldSince, lifetime),
          interval: 20,
        })
        .toBe(404);
      await expect.poll(listed, { timeout: untilExpiry(heldSince, lifetime), interval: 20 }).toEqual([]);
    });
  });
});
