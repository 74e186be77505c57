import type { ContractData, ContractOutput, listBrandClaimsForReview } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, desc, eq } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";

const { brands, enterprises, brandClaims, users } = schema;

/** The claims in one state: pending ones oldest first, reviewed ones newest first. */
export async function listBrandClaims(
  db: Database,
  query: ContractOutput<typeof listBrandClaimsForReview, "query">,
): Promise<ContractData<typeof listBrandClaimsForReview>> {
  const where = eq(brandClaims.status, query.status);
  const order =
    query.status === "pending"
      ? [asc(brandClaims.createdAt), asc(brandClaims.id)]
      : [desc(brandClaims.reviewedAt), desc(brandClaims.id)];
  const rows = db
    .select({
      claim: brandClaims,
      brand: { id: brands.id, name: brands.name, enterprise_id: brands.enterpriseId },
      enterprise: { id: enterprises.id, name: enterprises.name, is_verified: enterprises.isVerified },
      applicant: users.nickname,
    })
    .from(brandClaims)
    .innerJoin(brands, eq(brands.id, brandClaims.brandId))
    .innerJoin(enterprises, eq(enterprises.id, brandClaims.enterpriseId))
    .leftJoin(users, eq(users.id, brandClaims.applicantId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: db.$count(brandClaims, where) }, (page) =>
    page.map(({ claim, brand, enterprise, applicant }) => ({
      id: claim.id,
      brand,
      enterprise,
      applicant,
      evidence: claim.evidence,
      status: claim.status,
      review_note: claim.reviewNote,
      created_at: toIso(claim.createdAt),
      reviewed_at: toIsoOrNull(claim.reviewedAt),
    })),
  );
}
