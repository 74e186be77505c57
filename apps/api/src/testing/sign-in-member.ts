import { derivePiiKeys } from "@tousu/db";
import { createUser, createWechatOnlyUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { createSession, deriveSessionTokenKey } from "../modules/auth";
import type { TestApp } from "./build-test-app";

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
  const user = await createUser(t.db, derivePiiKeys(TEST_PII_SECRET));
  const { token } = await createSession(t.db, {
    userId: user.id,
    ttlDays: 30,
    userAgent: undefined,
    now: TEST_SEED_NOW,
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
  });
  return { id: user.id, nickname: user.nickname, token };
}

/** An account made by a WeChat scan (no phone) with a session: it may read but not write. */
export async function signInWechatOnlyMember(
  t: TestApp,
): Promise<SignedInMember & { identityId: number; openid: string }> {
  const user = await createWechatOnlyUser(t.db);
  const { token } = await createSession(t.db, {
    userId: user.id,
    ttlDays: 30,
    userAgent: undefined,
    now: TEST_SEED_NOW,
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
  });
  return {
    id: user.id,
    nickname: user.nickname,
    token,
    identityId: user.identity.id,
    openid: user.identity.openid,
  };
}
