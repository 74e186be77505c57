import { derivePiiKeys } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
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
