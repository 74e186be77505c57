import { schema } from "@tousu/db";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { UNTRUSTED_FORWARDING_WARNING } from "./plugins/untrusted-forwarding";
import { buildTestApp, type TestApp } from "./testing/build-test-app";
import { createTestEnvironment } from "./testing/test-environment";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app on a real socket on loopback, as behind a reverse proxy on the same host. */
async function listening(env: Record<string, string>): Promise<{ app: TestApp; origin: string }> {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "2", ...env });
  const origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
  return { app: t, origin };
}

function sendSms(origin: string, phone: string, forwardedFor: string) {
  return fetch(`${origin}/api/auth/send_sms`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ phone }),
  }).then((response) => response.json() as Promise<{ code: number; data: { captcha_required?: boolean } }>);
}

describe("the client's address", () => {
  it("is the socket's when TRUST_PROXY is unset, whatever X-Forwarded-For a loopback peer sends", async () => {
    const { app, origin } = await listening({});
    const answers = [];
    for (const [index, phone] of ["13900002001", "13900002002", "13900002003"].entries())
      answers.push(await sendSms(origin, phone, `203.0.113.${index + 1}`));

    // Picking a new address per request does not escape the per-address captcha threshold.
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 400]);
    expect(answers[2]?.data).toMatchObject({ captcha_required: true });
    const stored = await app.db.select({ ip: schema.smsCodes.ip }).from(schema.smsCodes);
    expect(stored.map((row) => row.ip)).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("is the forwarded one from a proxy TRUST_PROXY names", async () => {
    const { app, origin } = await listening({ TRUST_PROXY: "127.0.0.1" });
    expect((await sendSms(origin, "13900002004", "203.0.113.4")).code).toBe(200);
    const stored = await app.db.select({ ip: schema.smsCodes.ip }).from(schema.smsCodes);
    expect(stored.map((row) => row.ip)).toEqual(["203.0.113.4"]);
  });
});

describe("X-Forwarded-For from a peer TRUST_PROXY does not name", () => {
  let close = async () => {};
  afterEach(async () => {
    await close();
    close = async () => {};
  });

  async function loggedApp(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: string[] }> {
    const environment = await createTestEnvironment(env);
    const lines: string[] = [];
    const app = await buildApp({
      config: environment.config,
      db: environment.db,
      logger: { stream: { write: (line) => void lines.push(line) } },
    });
    close = async () => {
      await app.close();
      await environment.close();
    };
    return { app, lines };
  }

  const warnings = (lines: string[]) => lines.filter((line) => line.includes("TRUST_PROXY does not name"));
  const forwarded = { "x-forwarded-for": "203.0.113.7" };

  it("is served as usual, and the operator is told once per process what to set", async () => {
    const { app, lines } = await loggedApp({});
    await app.inject({ method: "GET", url: "/api/health" });
    expect(warnings(lines)).toEqual([]);
    for (let request = 0; request < 3; request++) {
      const answer = await app.inject({ method: "GET", url: "/api/health", headers: forwarded });
      expect(answer.statusCode).toBe(200);
    }
    expect(warnings(lines)).toHaveLength(1);
    expect(JSON.parse(warnings(lines)[0] ?? "{}")).toMatchObject({
      level: 40,
      msg: UNTRUSTED_FORWARDING_WARNING,
    });
  });

  it("is not warned of when TRUST_PROXY names the peer", async () => {
    const { app, lines } = await loggedApp({ TRUST_PROXY: "127.0.0.1" });
    await app.inject({ method: "GET", url: "/api/health", headers: forwarded });
    expect(warnings(lines)).toEqual([]);
  });
});
