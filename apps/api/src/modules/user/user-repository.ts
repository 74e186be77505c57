import type { MemberInfo } from "@tousu/contracts";
import { type DatabaseOrTransaction, encryptPii, phoneBlindIndex, schema } from "@tousu/db";
import { anonymousNickname } from "@tousu/domain";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { notFound } from "../../lib/app-error";
import { maskedPhone } from "../../lib/masked-phone";
import type { AuthenticatedUser } from "../../lib/request-user";
import { readVipMembership } from "../../lib/vip-membership";
import { adoptOwnImages, markUploadsAttached, type Uploader } from "../upload";

const { users, userRoles, complaints, pushMessages } = schema;

/**
 * SMS login doubles as registration: a phone seen for the first time becomes a new consumer. One
 * upsert, so two first logins (or invitations) of the same phone at once both get the one account.
 * A login records its time; an invitation (`loginAt` absent) makes the account without one.
 */
export async function findOrCreateUserByPhone(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  phone: string,
  { db = deps.db, loginAt }: { db?: DatabaseOrTransaction; loginAt?: Date } = {},
): Promise<{ id: number; status: "active" | "banned" }> {
  const phoneHash = phoneBlindIndex(phone, deps.piiKeys.indexKey);
  const [created] = await db
    .insert(users)
    // The nickname derives from the id, which exists only after the insert.
    .values({
      phoneHash,
      phoneCipher: encryptPii(phone, deps.piiKeys.encryptionKey),
      nickname: "",
      lastLoginAt: loginAt ?? null,
    })
    // An update (rather than DO NOTHING) returns the existing row, waiting for a concurrent insert's commit.
    .onConflictDoUpdate({
      target: users.phoneHash,
      set: loginAt ? { lastLoginAt: loginAt } : { phoneHash: sql`excluded.phone_hash` },
    })
    .returning({ id: users.id, nickname: users.nickname, status: users.status });
  if (!created) throw new Error("user upsert returned no row");
  if (!created.nickname) {
    await db
      .update(users)
      .set({ nickname: anonymousNickname(created.id) })
      .where(eq(users.id, created.id));
  }
  return { id: created.id, status: created.status };
}

/** The account of a phone, if there is one: a login that may not register (the lawyer login) reads it. */
export async function findUserByPhone(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  phone: string,
): Promise<{ id: number; status: "active" | "banned" } | null> {
  const [found] = await deps.db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.phoneHash, phoneBlindIndex(phone, deps.piiKeys.indexKey)))
    .limit(1);
  return found ?? null;
}

/**
 * The member's info. `is_lawyer` is true only in a lawyer's session (the lawyer login, decision 069)
 * of an account that still holds the lawyer role: a lawyer logged in as a consumer is a consumer.
 */
export async function getMemberInfo(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  { id: userId, sessionRole }: Pick<AuthenticatedUser, "id" | "sessionRole">,
): Promise<MemberInfo> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound("用户不存在");
  const [[complaintTotal], lawyerRole, vip] = await Promise.all([
    deps.db.select({ value: count() }).from(complaints).where(eq(complaints.userId, userId)),
    deps.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "lawyer"))),
    readVipMembership(deps.db, userId, deps.providers.now()),
  ]);
  return {
    id: user.id,
    nickname: user.nickname || anonymousNickname(user.id),
    avatar: user.avatarUrl || (await readImageDefaults(deps.db)).userAvatar,
    phone: maskedPhone(user.phoneCipher, deps),
    is_complaint: (complaintTotal?.value ?? 0) > 0,
    is_lawyer: sessionRole === "lawyer" && lawyerRole.length > 0,
    is_real_name_verified: user.isRealNameVerified,
    created_at: user.createdAt.toISOString(),
    vip,
  };
}

export async function updateMemberProfile(
  deps: Pick<AppDeps, "db" | "providers">,
  uploader: Uploader & { userId: number },
  changes: { nickname?: string | undefined; avatar?: string | undefined },
): Promise<void> {
  const { userId } = uploader;
  // The avatar shown now may come back with a nickname change; only a new one is adopted.
  const [current] = await deps.db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId));
  const isNewAvatar = changes.avatar !== undefined && changes.avatar !== current?.avatarUrl;
  const adopted =
    isNewAvatar && changes.avatar ? await adoptOwnImages(deps, [changes.avatar], uploader) : null;
  const avatar = adopted?.urls[0];
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
        ...(avatar !== undefined ? { avatarUrl: avatar } : {}),
      })
      .where(eq(users.id, userId));
    if (adopted) await markUploadsAttached(tx, adopted.folders, { now: deps.providers.now(), userId });
  });
}

export async function countUnreadMessages(
  deps: Pick<AppDeps, "db">,
  userId: number,
): Promise<{ platform: number; complaint: number }> {
  const rows = await deps.db
    .select({ kind: pushMessages.kind, value: count() })
    .from(pushMessages)
    .where(and(eq(pushMessages.userId, userId), isNull(pushMessages.readAt)))
    .groupBy(pushMessages.kind);
  const byKind = new Map(rows.map((row) => [row.kind, row.value]));
  return { platform: byKind.get("platform") ?? 0, complaint: byKind.get("complaint") ?? 0 };
}
