import type { ContractData, getStaffMe } from "@tousu/contracts";
import { schema } from "@tousu/db";
import type { StaffRole } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

/** Who the signed-in staff member is and which roles they hold (the route admits staff alone). */
export async function loadStaffMe(
  deps: Pick<AppDeps, "db">,
  userId: number,
  roles: StaffRole[],
): Promise<ContractData<typeof getStaffMe>> {
  const [me] = await deps.db
    .select({ nickname: schema.users.nickname })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return { id: userId, nickname: me?.nickname ?? "", roles };
}
