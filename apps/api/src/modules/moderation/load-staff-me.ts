import type { ContractData, getStaffMe } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forbidden } from "../../lib/app-error";
import { staffRolesOf } from "../../lib/authorization";

/** Who the signed-in staff member is and which roles they hold; no role means no moderation console. */
export async function loadStaffMe(
  deps: Pick<AppDeps, "db">,
  userId: number,
): Promise<ContractData<typeof getStaffMe>> {
  const roles = await staffRolesOf(deps.db, userId);
  if (roles.length === 0) throw forbidden("需要平台审核权限");
  const [me] = await deps.db
    .select({ nickname: schema.users.nickname })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return { id: userId, nickname: me?.nickname ?? "", roles };
}
