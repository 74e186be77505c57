import { TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveSessionTokenKey, readBindAccessToken } from "./modules/auth";
import { buildTestApp, type TestApp } from "./testing/build-test-app";
import { type SignedInMember, signInNewMember, signInWechatOnlyMember } from "./testing/sign-in-member";

/**
 * The real-identity gate (decision 046): every documented write a token is read for answers an
 * account without a phone code 402 with a token to bind one, before its input is looked at. The few
 * writes that publish nothing are named here, so a new write is gated unless someone decides otherwise.
 */
const WRITES_OPEN_WITHOUT_PHONE = [
  "POST /api/auth/logout",
  "POST /api/auth/scan_open",
  "POST /api/auth/scan_confirm",
  "POST /api/auth/scan_cancel",
  "PUT /api/user/push/read/{id}",
  "POST /data/api/v1/log/track",
];

interface Operation {
  method: string;
  path: string;
  isAuthenticated: boolean;
}

let t: TestApp;
let operations: Operation[];
let phoneless: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  phoneless = await signInWechatOnlyMember(t);
  const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      isAuthenticated: (operation.security ?? []).length > 0,
    })),
  );
});
afterAll(() => t.close());

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const send = (operation: Operation, token: string | null) =>
  t.app.inject({
    method: operation.method as "POST",
    url: operation.path.replace(/\{\w+\}/g, "1"),
    payload: {},
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const writesReadingTheToken = () =>
  operations.filter((operation) => operation.method !== "GET" && operation.isAuthenticated);

describe("writes of an account without a phone", () => {
  it("answer every gated write 402, as HTTP 200, with a token for binding that account", async () => {
    const gated = writesReadingTheToken().filter(
      (operation) => !WRITES_OPEN_WITHOUT_PHONE.includes(nameOf(operation)),
    );
    expect(gated.length).toBeGreaterThan(60);
    const answers = await Promise.all(
      gated.map(async (operation) => {
        const response = await send(operation, phoneless.token);
        const body = response.json();
        const accessToken = body.data?.access_token;
        return {
          name: nameOf(operation),
          status: response.statusCode,
          code: body.code,
          msg: body.msg,
          names:
            typeof accessToken === "string" ? readBindAccessToken(KEY, accessToken, TEST_SEED_NOW) : null,
        };
      }),
    );
    expect(answers.filter((answer) => answer.code !== 402)).toEqual([]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, msg: "请先绑定手机号", names: phoneless.id });
    }
  });

  it("leave the writes that publish nothing open", async () => {
    const open = writesReadingTheToken().filter((operation) =>
      WRITES_OPEN_WITHOUT_PHONE.includes(nameOf(operation)),
    );
    expect(open.map(nameOf).sort()).toEqual([...WRITES_OPEN_WITHOUT_PHONE].sort());
    for (const operation of open.filter((operation) => operation.path !== "/api/auth/logout")) {
      expect((await send(operation, phoneless.token)).json().code, nameOf(operation)).not.toBe(402);
    }
  });

  it("leave reads open: the user's own profile and WeChat identities", async () => {
    const headers = { authorization: `Bearer ${phoneless.token}` };
    const profile = (await t.app.inject({ method: "GET", url: "/api/user", headers })).json();
    expect(profile).toMatchObject({ code: 200, data: { id: phoneless.id, phone: null } });
    const wechat = (await t.app.inject({ method: "GET", url: "/api/user/wechat", headers })).json();
    expect(wechat).toMatchObject({ code: 200, data: { can_unlink: false } });
    expect(wechat.data.items).toHaveLength(1);
  });

  it("do not change a visitor's answer (401 first) nor a member's with a phone", async () => {
    const editProfile = { method: "PUT", path: "/api/user/edit", isAuthenticated: true };
    expect((await send(editProfile, null)).json().code).toBe(401);
    const member = await signInNewMember(t);
    expect((await send(editProfile, member.token)).json()).toMatchObject({ code: 400 });
  });
});

const KEY = deriveSessionTokenKey(TEST_PII_SECRET);
