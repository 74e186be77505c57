import type { CollectiveSummary, ContractOutput, createAdminCollective } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { requireCollectiveSummary } from "./require-collective-summary";

const { collectiveComplaints, brands } = schema;

/** Opens a collective for a brand (decision 014). */
export async function createCollective(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  body: ContractOutput<typeof createAdminCollective, "body">,
): Promise<CollectiveSummary> {
  const now = deps.providers.now();
  const id = await deps.db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id));
    if (!brand) throw badRequest("所选品牌不存在");
    const [created] = await tx
      .insert(collectiveComplaints)
      .values({
        brandId: brand.id,
        title: body.title,
        description: body.description,
        status: "open",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: collectiveComplaints.id });
    if (!created) throw new Error("collective insert returned no row");
    await recordStaffAction(tx, {
      staffId,
      action: "collective.create",
      targetType: "collective",
      targetId: created.id,
      detail: { title: body.title, brand_id: brand.id },
      now,
    });
    return created.id;
  });
  return requireCollectiveSummary(deps, id);
}
