import { type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forbidden } from "../../lib/app-error";
import { preparedStatement } from "../../lib/prepared-statement";
import type { AuthenticatedUser } from "../../lib/request-user";
import { generateSessionToken, hashSessionToken } from "./tokens";

const { sessions, users, userRoles } = schema;

export type SessionRole = NonNullable<AuthenticatedUser["sessionRole"]>;

/** What the lawyer login answers an account without the verified lawyer role (decision 069). */
export const NOT_A_VERIFIED_LAWYER = "该账号不是认证律师，无法使用律师登录，请使用普通登录";

/** Whether the account holds `role`: what the lawyer login asks of an account before it opens. */
export async function holdsSessionRole(
  db: DatabaseOrTransaction,
  userId: number,
  role: SessionRole,
): Promise<boolean> {
  const [held] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return held !== undefined;
}

/**
 * The role a login asks to open its session in, granted only to an account that holds it: the lawyer
 * login of any other account is refused (403) and opens no session.
 */
export async function grantSessionRole(
  db: DatabaseOrTransaction,
  userId: number,
  asked: SessionRole | undefined,
): Promise<SessionRole | null> {
  if (asked === undefined) return null;
  if (!(await holdsSessionRole(db, userId, asked))) throw forbidden(NOT_A_VERIFIED_LAWYER);
  return asked;
}

export async function createSession(
  db: Database,
  input: {
    userId: number;
    ttlDays: number;
    userAgent: string | undefined;
    now: Date;
    tokenKey: Buffer;
    role?: SessionRole | null;
  },
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
    role: input.role ?? null,
  });
  return { token, expiresAt };
}

/** A browser's login, by SMS code or by scan: the token and expiry the login answers carry. */
export async function issueWebSession(
  deps: Pick<AppDeps, "db" | "config" | "sessionTokenKey">,
  input: { userId: number; userAgent: string | undefined; now: Date; role: SessionRole | null },
): Promise<{ token: string; expires_at: string }> {
  const session = await createSession(deps.db, {
    tokenKey: deps.sessionTokenKey,
    ttlDays: deps.config.SESSION_TTL_DAYS,
    ...input,
  });
  return { token: session.token, expires_at: session.expiresAt.toISOString() };
}

/**
 * A session counts while it is unexpired, unrevoked and its user is not banned. Read on every
 * signed-in request, so PostgreSQL plans it once per connection.
 */
const selectSessionUser = preparedStatement((db: Database) =>
  db
    .select({
      id: users.id,
      sessionId: sessions.id,
      hasPhone: sql<boolean>`${users.phoneHash} is not null`,
      sessionRole: sessions.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.status, "active"),
      ),
    )
    .limit(1)
    .prepare("session_user"),
);

export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
): Promise<AuthenticatedUser | null> {
  const [row] = await selectSessionUser(db).execute({
    tokenHash: hashSessionToken(token),
    now: now.toISOString(),
  });
  // Only the lawyer login writes a role (grantSessionRole).
  return row ? { ...row, sessionRole: row.sessionRole === "lawyer" ? "lawyer" : null } : null;
}

/** Ends an account's sessions opened by the lawyer login, as the lawyer role is taken away; its other sessions go on. */
export async function endLawyerSessions(db: DatabaseOrTransaction, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.role, "lawyer"), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
