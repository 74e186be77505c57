import { derivePiiKeys } from "@tousu/db";
import {
  createLawyer,
  createUser,
  createWechatOnlyUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { createSession, deriveSessionTokenKey } from "../modules/auth";
import type { TestApp } from "./build-test-app";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);

/**
 * A session of the user, as a login opens it; `role: "lawyer"` as the lawyer login does (decision
 * 069). Opened at the test clock's start unless `now` says when (a test that moves the clock far).
 */
export async function openSession(
  t: TestApp,
  userId: number,
  role: "lawyer" | null = null,
  now = TEST_SEED_NOW,
): Promise<string> {
  const { token } = await createSession(t.db, {
    userId,
    ttlDays: 30,
    userAgent: undefined,
    now,
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
    role,
  });
  return token;
}

export interface SignedInMember {
  id: number;
  nickname: string;
  token: string;
}

/**
 * A new consumer with a session, made directly in the database: tests of comments and reports need
 * many readers, more than the SMS login's per-address captcha threshold lets through.
 */
export async function signInNewMember(t: TestApp): Promise<SignedInMember> {
  const user = await createUser(t.db, piiKeys);
  const token = await openSession(t, user.id);
  return { id: user.id, nickname: user.nickname, token };
}

/** An account made by a WeChat scan (no phone) with a session: it may read but not write. */
export async function signInWechatOnlyMember(
  t: TestApp,
): Promise<SignedInMember & { identityId: number; openid: string }> {
  const user = await createWechatOnlyUser(t.db);
  const token = await openSession(t, user.id);
  return {
    id: user.id,
    nickname: user.nickname,
    token,
    identityId: user.identity.id,
    openid: user.identity.openid,
  };
}

/** A new lawyer (verified unless told otherwise) logged in through the lawyer login. */
export async function signInNewLawyer(
  t: TestApp,
  overrides: Parameters<typeof createLawyer>[2] = {},
): Promise<{ id: number; token: string }> {
  const { user } = await createLawyer(t.db, piiKeys, overrides);
  return { id: user.id, token: await openSession(t, user.id, "lawyer") };
}

/** A call to one of the services (`/api`, `/lawyer`, …) as `who`, or as a visitor. */
export async function callService(
  t: TestApp,
  prefix: string,
  who: { token: string } | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url: `${prefix}${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
