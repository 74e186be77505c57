import {
  type ContractData,
  ENTERPRISE_MEMBER_ROLE_LABELS,
  type EnterpriseMemberRole,
  type listCompanyMembers,
} from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { anonymousNickname } from "@tousu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { maskedPhone } from "../../lib/masked-phone";
import { createPushMessage } from "../../lib/push-messages";
import { findOrCreateUserByPhone } from "../user";

const { users, enterpriseMembers, enterprises } = schema;

type MemberRow = ContractData<typeof listCompanyMembers>[number];

async function selectMembers(
  deps: Pick<AppDeps, "piiKeys">,
  db: DatabaseOrTransaction,
  enterpriseId: number,
  userId?: number,
): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      phoneCipher: users.phoneCipher,
      role: enterpriseMembers.role,
      joinedAt: enterpriseMembers.createdAt,
    })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        userId === undefined ? undefined : eq(enterpriseMembers.userId, userId),
      ),
    )
    .orderBy(sql`${enterpriseMembers.role} = 'owner' desc`, asc(enterpriseMembers.createdAt));
  return rows.map((row) => ({
    user_id: row.userId,
    nickname: row.nickname || anonymousNickname(row.userId),
    phone: maskedPhone(row.phoneCipher, deps),
    role: row.role,
    role_label: ENTERPRISE_MEMBER_ROLE_LABELS[row.role],
    joined_at: row.joinedAt.toISOString(),
  }));
}

export function listMembers(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  enterpriseId: number,
): Promise<MemberRow[]> {
  return selectMembers(deps, deps.db, enterpriseId);
}

export async function inviteMember(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  enterpriseId: number,
  input: { phone: string; role: EnterpriseMemberRole },
): Promise<MemberRow> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    // The person then logs in by SMS as usual and finds the portal waiting.
    const invitee = await findOrCreateUserByPhone(deps, input.phone, { db: tx });
    if (invitee.status === "banned") throw badRequest("该账号已被封禁，无法加入企业");
    const [added] = await tx
      .insert(enterpriseMembers)
      .values({ enterpriseId, userId: invitee.id, role: input.role, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: enterpriseMembers.userId });
    if (!added) throw badRequest("该用户已是企业成员");
    const [enterprise] = await tx
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    // The SMS notice has one template, about a complaint's progress ("您的投诉…有新进展"), which would
    // misdescribe an invitation; the invitation reaches the person as an in-site message instead.
    await createPushMessage(tx, {
      userId: invitee.id,
      kind: "platform",
      title: "您已加入企业工作台",
      content: `您已被添加为「${enterprise?.name ?? "企业"}」的${ENTERPRISE_MEMBER_ROLE_LABELS[input.role]}，可登录企业工作台处理投诉。`,
      link: "/company",
      now,
    });
    const [member] = await selectMembers(deps, tx, enterpriseId, invitee.id);
    if (!member) throw new Error("the new member vanished");
    return member;
  });
}

export async function removeMember(
  deps: Pick<AppDeps, "db">,
  enterpriseId: number,
  userId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locking the enterprise's member rows serialises concurrent removals, so two owners removing
    // each other cannot leave the enterprise without one.
    const members = await tx
      .select({ userId: enterpriseMembers.userId, role: enterpriseMembers.role })
      .from(enterpriseMembers)
      .where(eq(enterpriseMembers.enterpriseId, enterpriseId))
      .for("update");
    const target = members.find((member) => member.userId === userId);
    if (!target) throw badRequest("该用户不是企业成员");
    const owners = members.filter((member) => member.role === "owner").length;
    if (target.role === "owner" && owners <= 1) throw badRequest("企业至少需要保留一名管理员");
    await tx
      .delete(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  });
}
