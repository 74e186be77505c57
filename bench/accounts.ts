// Accounts with a phone and a session, made straight in the database: benchmarks measure what
// logged-in people do, not how many accounts a login can make.
import { type Database, derivePiiKeys, schema } from "@tousu/db";
import { createUser } from "@tousu/db/testing";
import { createSession, deriveSessionTokenKey } from "../apps/api/src/modules/auth";
import { BENCH_PII_SECRET } from "./server";

/** `count` new accounts' session tokens, valid for a day from `now`; staff with `role` when given. */
export async function signedInAccounts(
  db: Database,
  count: number,
  now: Date,
  role?: (typeof schema.userRoles.$inferInsert)["role"],
): Promise<string[]> {
  const piiKeys = derivePiiKeys(BENCH_PII_SECRET);
  const tokenKey = deriveSessionTokenKey(BENCH_PII_SECRET);
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(db, piiKeys);
    if (role) await db.insert(schema.userRoles).values({ userId: user.id, role });
    const { token } = await createSession(db, {
      userId: user.id,
      ttlDays: 1,
      userAgent: undefined,
      now,
      tokenKey,
      role: null,
    });
    tokens.push(token);
  }
  return tokens;
}
