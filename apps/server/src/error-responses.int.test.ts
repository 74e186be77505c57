import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

// Pages whose loaders cannot reach the API (nothing listens on SSR_ORIGIN) fail with a 500; the
// API's own faults, refusals and unknown paths are asked for directly.
const UNREACHABLE_API = { SSR_ORIGIN: "http://127.0.0.1:1", SSR_WORKERS: "1" };
const PRODUCTION = {
  NODE_ENV: "production",
  SITE_ORIGIN: "https://www.example.com",
  CAPTCHA_SECRET: "captcha-secret-for-the-production-test",
  UPLOAD_SECRET: "upload-secret-for-the-production-test",
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: "id",
  ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
  ALIYUN_SMS_SIGN_NAME: "诉达",
  ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: "SMS_2",
};

/** A frame of a JavaScript stack as V8 writes it, also inside JSON or an escaped script. */
const STACK_FRAME = /\bat (?:async )?[\w.<>$[\] ]*\(?(?:file:|node:|\/)[^)\s"\\]*:\d+:\d+/;

async function pageAnswer(server: TestServer, url: string, method: "GET" | "POST" = "GET") {
  // A loader's fault is logged (the log is where a stack belongs).
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const response = await server.app.inject({ method, url });
    return { status: response.statusCode, body: response.body };
  } finally {
    logged.mockRestore();
  }
}

describe("error responses in production", () => {
  it("are checked for a stack frame that would give one away", () => {
    const stack = new Error("x").stack ?? "";
    for (const written of [stack, JSON.stringify({ stack }), JSON.stringify(JSON.stringify(stack))])
      expect(written).toMatch(STACK_FRAME);
  });

  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...UNREACHABLE_API, ...PRODUCTION });
  });
  afterAll(() => server.close());

  it("never carry a stack, whatever failed", async () => {
    const answers = [
      await pageAnswer(server, "/tousu"),
      await pageAnswer(server, "/search?key=%E9%80%80%E6%AC%BE"),
      await pageAnswer(server, "/user"),
      await pageAnswer(server, "/tousu", "POST"),
      await pageAnswer(server, "/api/no-such-endpoint"),
      await pageAnswer(server, "/api/complaint/999999999/timeline"),
    ];
    const malformed = await server.app.inject({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    answers.push({ status: malformed.statusCode, body: malformed.body });
    // A fault inside the API: the table a hot-word read needs is gone.
    await server.db.execute(sql`drop table search_keywords cascade`);
    const fault = await server.app.inject({ url: "/api/complaint/hot/search" });
    answers.push({ status: fault.statusCode, body: fault.body });

    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).not.toHaveLength(0);
    for (const { body } of answers) {
      expect(body).not.toMatch(STACK_FRAME);
      expect(body).not.toContain("node_modules");
      expect(body).not.toMatch(/\.(ts|tsx|js|mjs):\d+/);
    }
  });
});
