import type { ContractOutput, updateAdminBrand } from "@tousu/contracts";
import { brandPinyin, type DatabaseOrTransaction, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { type AdminBrand, selectAdminBrands, toAdminBrand } from "./admin-brand-rows";

const { brands, enterprises } = schema;

async function requireEnterprise(db: DatabaseOrTransaction, enterpriseId: number) {
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .limit(1);
  if (!enterprise) throw badRequest("所选企业不存在");
}

/** Renames, reclassifies or reassigns a brand, logging what it was. */
export async function updateBrand(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  brandId: number,
  body: ContractOutput<typeof updateAdminBrand, "body">,
): Promise<AdminBrand> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, brandId)).for("update");
    if (!before) throw notFound("品牌不存在");
    if (body.enterprise_id !== null) await requireEnterprise(tx, body.enterprise_id);
    const name = body.name ?? before.name;
    await tx
      .update(brands)
      .set({
        // Autocomplete matches Latin input against the pinyin, so a new name brings its own.
        ...(name === before.name ? {} : { name, ...brandPinyin(name) }),
        industry: body.industry,
        description: body.description,
        enterpriseId: body.enterprise_id,
        updatedAt: now,
      })
      .where(eq(brands.id, brandId))
      // The unique index decides, also between two renames at once; a check before could not.
      .catch(answerUniqueViolation("brands_name_unique", () => badRequest("品牌名称已存在")));
    await recordStaffAction(tx, {
      staffId,
      action: "brand.update",
      targetType: "brand",
      targetId: brandId,
      detail: {
        before: {
          name: before.name,
          industry: before.industry,
          description: before.description,
          enterprise_id: before.enterpriseId,
        },
        after: { ...body, name },
      },
      now,
    });
    const [row] = await selectAdminBrands(tx).where(eq(brands.id, brandId));
    return toAdminBrand(row!);
  });
}
