import { schema } from "@tousu/db";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./testing/build-test-app";

let t: TestApp | undefined;
afterEach(() => t?.close());

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
