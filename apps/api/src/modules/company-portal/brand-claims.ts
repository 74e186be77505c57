import { type ContractData, type listBrandClaims, REVIEW_STATUS_LABELS } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";

const { brandClaims, brands } = schema;

type BrandClaimRow = ContractData<typeof listBrandClaims>[number];

async function selectClaims(
  db: DatabaseOrTransaction,
  enterpriseId: number,
  claimId?: number,
): Promise<BrandClaimRow[]> {
  const rows = await db
    .select({ claim: brandClaims, brandName: brands.name, brandLogo: brands.logoUrl })
    .from(brandClaims)
    .innerJoin(brands, eq(brands.id, brandClaims.brandId))
    .where(
      and(
        eq(brandClaims.enterpriseId, enterpriseId),
        claimId === undefined ? undefined : eq(brandClaims.id, claimId),
      ),
    )
    .orderBy(desc(brandClaims.createdAt), desc(brandClaims.id));
  return rows.map(({ claim, brandName, brandLogo }) => ({
    id: claim.id,
    brand: { id: claim.brandId, name: brandName, logo: brandLogo },
    evidence: claim.evidence,
    status: claim.status,
    status_label: REVIEW_STATUS_LABELS[claim.status],
    review_note: claim.reviewNote,
    created_at: claim.createdAt.toISOString(),
    reviewed_at: claim.reviewedAt?.toISOString() ?? null,
  }));
}

export function listClaims(deps: Pick<AppDeps, "db">, enterpriseId: number): Promise<BrandClaimRow[]> {
  return selectClaims(deps.db, enterpriseId);
}

/** A moderator decides it in the console; until then one pending claim per brand and enterprise. */
export async function claimBrand(
  deps: Pick<AppDeps, "db" | "providers">,
  input: { enterpriseId: number; applicantId: number; brandId: number; evidence: string },
): Promise<BrandClaimRow> {
  return deps.db.transaction(async (tx) => {
    const [brand] = await tx
      .select({ enterpriseId: brands.enterpriseId })
      .from(brands)
      .where(eq(brands.id, input.brandId));
    if (!brand) throw badRequest("品牌不存在");
    if (brand.enterpriseId === input.enterpriseId) throw badRequest("该品牌已归属贵企业");
    const [created] = await tx
      .insert(brandClaims)
      .values({
        brandId: input.brandId,
        enterpriseId: input.enterpriseId,
        applicantId: input.applicantId,
        evidence: input.evidence,
        createdAt: deps.providers.now(),
      })
      // brand_claims_one_pending_idx: a second pending claim for the same brand is a no-op here.
      .onConflictDoNothing()
      .returning({ id: brandClaims.id });
    if (!created) throw badRequest("该品牌的认领申请正在审核中，请勿重复提交");
    const [claim] = await selectClaims(tx, input.enterpriseId, created.id);
    if (!claim) throw new Error("the new brand claim vanished");
    return claim;
  });
}
