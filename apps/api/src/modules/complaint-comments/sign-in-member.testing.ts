import { derivePiiKeys } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import type { TestApp } from "../../testing/build-test-app";
import { createSession } from "../auth/sessions";
import { deriveSessionTokenKey } from "../auth/tokens";

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
