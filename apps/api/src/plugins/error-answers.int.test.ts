import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { signInNewMember } from "../testing/sign-in-member";
import { UNREADABLE_ADDRESS_MESSAGE, UNREADABLE_ADDRESS_PAGE } from "./unreadable-addresses";

let t: TestApp;
let memberToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  memberToken = (await signInNewMember(t)).token;
});

afterAll(() => t.close());

const JSON_TYPE = "application/json; charset=utf-8";

// Every kind of refusal the services answer, each by a different path through the server: the
// envelope must say it is JSON whichever plugin, hook or handler wrote it.
const ERROR_KINDS: [string, number, () => InjectOptions][] = [
  ["an unknown path", 404, () => ({ method: "GET", url: "/api/no-such-endpoint" })],
  ["an unknown path of a service not run here", 404, () => ({ method: "GET", url: "/mall/no-such" })],
  ["a known path with another method", 405, () => ({ method: "DELETE", url: "/api/brand/1" })],
  ["a query that fails its contract", 400, () => ({ method: "GET", url: "/api/brand/0x10" })],
  ["a missing record", 404, () => ({ method: "GET", url: "/api/complaint/999999999/timeline" })],
  ["a read that needs a session", 401, () => ({ method: "GET", url: "/api/user/push/list" })],
  [
    "a staff page asked by a member",
    403,
    () => ({
      method: "GET",
      url: "/api/admin/complaints",
      headers: { authorization: `Bearer ${memberToken}` },
    }),
  ],
  ["text PostgreSQL cannot store", 400, () => ({ method: "GET", url: "/api/complaint/list?sector=%00" })],
  [
    "malformed JSON",
    400,
    () => ({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    }),
  ],
  [
    "an empty JSON body",
    400,
    () => ({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { "content-type": "application/json" },
      payload: "",
    }),
  ],
  [
    "an unsupported media type",
    400,
    () => ({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { "content-type": "text/plain" },
      payload: "phone=13800000000",
    }),
  ],
  [
    "a body over the size limit",
    400,
    () => ({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ phone: "1".repeat(2 * 1024 * 1024) }),
    }),
  ],
  ["bad percent-encoding in an API path", 400, () => ({ method: "GET", url: "/api/complaint/%E0%A4%A" })],
  ["a missing uploaded file", 404, () => ({ method: "GET", url: "/uploads/no/such/file.jpg" })],
  ["an unknown lawyer-service path", 404, () => ({ method: "GET", url: "/lawyer/no-such" })],
];

describe("every JSON error answer", () => {
  it.each(ERROR_KINDS)("says it is JSON for %s (%i)", async (_kind, status, ask) => {
    const answer = await t.app.inject(ask());
    expect(answer.statusCode).toBe(status);
    expect(answer.headers["content-type"]).toBe(JSON_TYPE);
    expect(answer.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
  });

  it("says it is JSON when a rate limit refuses", async () => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/send_sms",
        remoteAddress: "198.51.100.61",
        payload: { phone: "13800000061" },
      });
    let answer = await send();
    for (let tries = 0; answer.statusCode !== 429 && tries < 20; tries++) answer = await send();
    expect(answer.statusCode).toBe(429);
    expect(answer.headers["content-type"]).toBe(JSON_TYPE);
  });
});

describe("an address the router cannot read", () => {
  it.each(["/api/complaint/%E0%A4%A", "/api/%", "/lawyer/%E0", "/uploads/%"])(
    "answers %s on a service's path with the 400 envelope",
    async (url) => {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers["content-type"]).toBe(JSON_TYPE);
      expect(answer.json()).toEqual({ code: 400, msg: UNREADABLE_ADDRESS_MESSAGE, data: null });
    },
  );

  it.each(["/%", "/tousu/%E0%A4%A", "/apiary/%"])(
    "answers the page address %s with an error page, not the router's JSON",
    async (url) => {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body).toBe(UNREADABLE_ADDRESS_PAGE);
    },
  );
});
