import { schema } from "@tousu/db";
import { maskOpenid } from "@tousu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";

const { userWechatIdentities } = schema;

/** The WeChat identities the account logs in with, openids masked, oldest first. */
export async function listWechatIdentities(deps: Pick<AppDeps, "db">, userId: number) {
  const rows = await deps.db
    .select({
      id: userWechatIdentities.id,
      openid: userWechatIdentities.openid,
      linkedAt: userWechatIdentities.createdAt,
    })
    .from(userWechatIdentities)
    .where(eq(userWechatIdentities.userId, userId))
    .orderBy(asc(userWechatIdentities.id));
  return rows.map((row) => ({
    id: row.id,
    openid: maskOpenid(row.openid),
    linked_at: row.linkedAt.toISOString(),
  }));
}

/**
 * Unlinks one of the account's WeChat identities. Only an account with a phone gets here (the write
 * gate answers 402 to one without), so it can still log in afterwards.
 */
export async function unlinkWechatIdentity(
  deps: Pick<AppDeps, "db">,
  input: { userId: number; identityId: number },
): Promise<null> {
  const removed = await deps.db
    .delete(userWechatIdentities)
    .where(and(eq(userWechatIdentities.id, input.identityId), eq(userWechatIdentities.userId, input.userId)))
    .returning({ id: userWechatIdentities.id });
  if (removed.length === 0) throw badRequest("该微信账号未关联或已解除");
  return null;
}
