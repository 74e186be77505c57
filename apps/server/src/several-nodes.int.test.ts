import { hasRedisServer, startTestRedis, type TestRedis, untilExpiry } from "@tousu/api/testing";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_PAGE_TTL_MS } from "./rendered-page-cache";
import { startTestServers, type TestServer } from "./testing/test-server";

// Two whole servers (API and SSR of the real web build) on one database and one redis-server (CI
// installs it; see .ci/run), each reusing its renders for 5 s in its own memory (decision 099).
const PASSWORD = "test-only-s3cret";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

describe.skipIf(!hasRedisServer)("the rendered pages of two nodes", () => {
  let redis: TestRedis;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis(PASSWORD);
    [a, b] = (await startTestServers(2, {
      REDIS_URL: redis.url(1),
      CACHE_DRIVER: "memory",
      SSR_WORKERS: "0",
      PAGE_RENDERS_PER_MINUTE_PER_IP: "100000",
    })) as [TestServer, TestServer];
  });
  afterAll(async () => {
    await a?.close();
    await redis?.stop();
  });

  async function login(phone: string): Promise<string> {
    await a.app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone } });
    const code = a.sms.sent.findLast((message) => message.phone === phone)?.code;
    const login = await a.app.inject({
      method: "POST",
      url: "/api/auth/login_sms",
      payload: { phone, code },
    });
    return login.json().data.token as string;
  }

  it("lose a complaint a moderator hid through the other node before their renders expire: its page and its brand's list", async () => {
    const complaint = await createComplaint(a.db, piiKeys);
    const moderator = await createUser(a.db, piiKeys);
    await a.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
    const moderatorToken = await login(moderator.phone);
    const onB = async (url: string) => {
      const response = await b.app.inject({ url, headers: { "user-agent": DESKTOP } });
      return { status: response.statusCode, body: response.body };
    };
    const complaintPage = `/tousu/${complaint.id}`;
    const brandPage = `/brands/${complaint.brandId}`;
    const heldSince = Date.now();
    for (const url of [complaintPage, brandPage]) {
      const page = await onB(url);
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain(complaint.title);
    }
    // B reuses its renders: a change behind its back is not seen on it.
    await a.db
      .update(schema.complaints)
      .set({ title: "只改了数据库的标题" })
      .where(eq(schema.complaints.id, complaint.id));
    expect((await onB(complaintPage)).body).toContain(complaint.title);

    const hidden = await a.app.inject({
      method: "POST",
      url: `/api/admin/complaints/${complaint.id}/hide`,
      headers: { authorization: `Bearer ${moderatorToken}` },
      payload: { reason: "包含他人隐私" },
    });
    expect(hidden.json().code).toBe(200);
    await expect
      .poll(async () => (await onB(complaintPage)).status, {
        timeout: untilExpiry(heldSince, RENDERED_PAGE_TTL_MS),
        interval: 20,
      })
      .toBe(404);
    await expect
      .poll(async () => (await onB(brandPage)).body.includes(complaint.title), {
        timeout: untilExpiry(heldSince, RENDERED_PAGE_TTL_MS),
        interval: 20,
      })
      .toBe(false);
  });
});
