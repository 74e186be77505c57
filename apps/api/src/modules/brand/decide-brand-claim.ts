import type { ContractData, ContractOutput, reviewBrandClaim } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, eq, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";

const { brands, brandClaims } = schema;

const OTHER_CLAIM_REFUSAL = "该品牌已由其他企业认领";

/** Approves a pending claim, giving the brand to the enterprise, or refuses it. */
export async function decideBrandClaim(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  claimId: number,
  body: ContractOutput<typeof reviewBrandClaim, "body">,
): Promise<ContractData<typeof reviewBrandClaim>> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(brandClaims).where(eq(brandClaims.id, claimId)).for("update");
    if (!claim) throw notFound("认领申请不存在");
    if (claim.status !== "pending") throw badRequest("该认领申请已审核");
    const status = body.decision === "approve" ? "approved" : "refused";
    const reviewed = { reviewerId: staffId, reviewedAt: now };
    await tx
      .update(brandClaims)
      .set({ status, reviewNote: body.note ?? null, ...reviewed })
      .where(eq(brandClaims.id, claimId));
    let refusedOthers: number[] = [];
    if (status === "approved") {
      await tx
        .update(brands)
        .set({ enterpriseId: claim.enterpriseId, updatedAt: now })
        .where(eq(brands.id, claim.brandId));
      // One owner per brand: the other enterprises' pending claims are answered now, not left waiting.
      const others = await tx
        .update(brandClaims)
        .set({ status: "refused", reviewNote: OTHER_CLAIM_REFUSAL, ...reviewed })
        .where(
          and(
            eq(brandClaims.brandId, claim.brandId),
            eq(brandClaims.status, "pending"),
            ne(brandClaims.id, claimId),
          ),
        )
        .returning({ id: brandClaims.id });
      refusedOthers = others.map((row) => row.id);
    }
    await recordStaffAction(tx, {
      staffId,
      action: `brand_claim.${body.decision}`,
      targetType: "brand_claim",
      targetId: claimId,
      detail: {
        brand_id: claim.brandId,
        enterprise_id: claim.enterpriseId,
        note: body.note ?? null,
        refused_claim_ids: refusedOthers,
      },
      now,
    });
    return { id: claimId, status };
  });
}
