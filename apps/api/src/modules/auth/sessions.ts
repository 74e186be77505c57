import { type Database, schema } from "@tousu/db";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { AuthenticatedUser } from "../../lib/request-user";
import { generateSessionToken, hashSessionToken } from "./tokens";

const { sessions, users } = schema;

export async function createSession(
  db: Database,
  input: { userId: number; ttlDays: number; userAgent: string | undefined; now: Date; tokenKey: Buffer },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken(input.tokenKey);
  const expiresAt = new Date(input.now.getTime() + input.ttlDays * 24 * 60 * 60_000);
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** A browser's login, by SMS code or by scan: the token and expiry the login answers carry. */
export async function issueWebSession(
  deps: Pick<AppDeps, "db" | "config" | "sessionTokenKey">,
  input: { userId: number; userAgent: string | undefined; now: Date },
): Promise<{ token: string; expires_at: string }> {
  const session = await createSession(deps.db, {
    tokenKey: deps.sessionTokenKey,
    ttlDays: deps.config.SESSION_TTL_DAYS,
    ...input,
  });
  return { token: session.token, expires_at: session.expiresAt.toISOString() };
}

/** A session counts while it is unexpired, unrevoked and its user is not banned. */
export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ id: users.id, sessionId: sessions.id, hasPhone: sql<boolean>`${users.phoneHash} is not null` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
