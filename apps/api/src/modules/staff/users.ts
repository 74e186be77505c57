import type { banUser, ContractData, ContractOutput, listAdminUsers } from "@tousu/contracts";
import { type Database, phoneBlindIndex, schema } from "@tousu/db";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { staffRolesOf } from "../../lib/authorization";
import { maskedPhone } from "../../lib/masked-phone";
import { readPage } from "../../lib/paging";
import { containsText, toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";

const { users, userRoles, sessions } = schema;

export async function listUsers(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  query: ContractOutput<typeof listAdminUsers, "query">,
): Promise<ContractData<typeof listAdminUsers>> {
  const { db } = deps;
  // Phones are stored encrypted: an exact number is found through its blind index, never by scanning.
  const where = and(
    query.phone ? eq(users.phoneHash, phoneBlindIndex(query.phone, deps.piiKeys.indexKey)) : undefined,
    query.keyword ? containsText(users.nickname, query.keyword) : undefined,
  );
  const rows = db
    .select({
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role})
        from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(users, where) }, (page) =>
    page.map(({ user, roles }) => ({
      id: user.id,
      nickname: user.nickname,
      phone_masked: maskedPhone(user.phoneCipher, deps),
      status: user.status,
      roles,
      created_at: toIso(user.createdAt),
      last_login_at: toIsoOrNull(user.lastLoginAt),
    })),
  );
}

async function assertBannable(db: Database, staffId: number, userId: number): Promise<void> {
  if (userId === staffId) throw forbidden("不能封禁自己的账号");
  if ((await staffRolesOf(db, userId)).includes("admin")) throw forbidden("不能封禁管理员账号");
}

/** Bans (ending every session at once, so the account is out on its next request) or lifts a ban. */
export async function setUserBanned(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  userId: number,
  banned: boolean,
  body: ContractOutput<typeof banUser, "body">,
): Promise<ContractData<typeof banUser>> {
  const now = deps.providers.now();
  if (banned) await assertBannable(deps.db, staffId, userId);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw notFound("用户不存在");
    const status = banned ? "banned" : "active";
    if (user.status === status) throw badRequest(banned ? "该用户已被封禁" : "该用户未被封禁");
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId));
    const revoked = banned
      ? await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id })
      : [];
    await recordStaffAction(tx, {
      staffId,
      action: banned ? "user.ban" : "user.unban",
      targetType: "user",
      targetId: userId,
      detail: { reason: body.reason, ...(banned ? { revoked_sessions: revoked.length } : {}) },
      now,
    });
    return { id: userId, status };
  });
}
