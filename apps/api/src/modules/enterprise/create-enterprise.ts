import type { ContractOutput, createAdminEnterprise } from "@tousu/contracts";
import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { type AdminEnterprise, loadAdminEnterprise } from "./admin-enterprise-rows";

const { enterprises } = schema;

/** Registers an enterprise; a credit code already registered is refused by its unique index. */
export async function createEnterprise(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  body: ContractOutput<typeof createAdminEnterprise, "body">,
): Promise<AdminEnterprise> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(enterprises)
      .values({
        name: body.name,
        creditCode: body.credit_code,
        description: body.description ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: enterprises.creditCode })
      .returning({ id: enterprises.id });
    if (!created) throw badRequest("该统一社会信用代码已登记");
    await recordStaffAction(tx, {
      staffId,
      action: "enterprise.create",
      targetType: "enterprise",
      targetId: created.id,
      detail: { name: body.name, credit_code: body.credit_code },
      now,
    });
    return loadAdminEnterprise(tx, created.id);
  });
}
