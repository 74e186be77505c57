import type { ContractOutput, updateAdminEnterprise } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { type AdminEnterprise, loadAdminEnterprise } from "./admin-enterprise-rows";

const { enterprises } = schema;

/** Edits an enterprise; verifying it (or taking that back) stamps or clears when. */
export async function updateEnterprise(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  enterpriseId: number,
  body: ContractOutput<typeof updateAdminEnterprise, "body">,
): Promise<AdminEnterprise> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId))
      .for("update");
    if (!before) throw notFound("企业不存在");
    const verification =
      body.is_verified === undefined || body.is_verified === before.isVerified
        ? {}
        : { isVerified: body.is_verified, verifiedAt: body.is_verified ? now : null };
    await tx
      .update(enterprises)
      .set({ name: body.name, description: body.description, ...verification, updatedAt: now })
      .where(eq(enterprises.id, enterpriseId));
    await recordStaffAction(tx, {
      staffId,
      action: body.is_verified === true && !before.isVerified ? "enterprise.verify" : "enterprise.update",
      targetType: "enterprise",
      targetId: enterpriseId,
      detail: { changes: body },
      now,
    });
    return loadAdminEnterprise(tx, enterpriseId);
  });
}
