import type {
  ContractData,
  ContractOutput,
  createAdminEnterprise,
  listAdminBrands,
  listAdminEnterprises,
  listBrandClaimsForReview,
  reviewBrandClaim,
  updateAdminBrand,
  updateAdminEnterprise,
} from "@tousu/contracts";
import { brandPinyin, type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { containsText, toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";

const { brands, enterprises, enterpriseMembers, brandClaims, users } = schema;

// —— brands ——

type AdminBrand = ContractData<typeof updateAdminBrand>;

function brandQuery(db: DatabaseOrTransaction) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      industry: brands.industry,
      description: brands.description,
      complaintCount: brands.complaintCount,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
    })
    .from(brands)
    .leftJoin(enterprises, eq(enterprises.id, brands.enterpriseId))
    .$dynamic();
}

function toAdminBrand(
  row: Awaited<ReturnType<ReturnType<typeof brandQuery>["execute"]>>[number],
): AdminBrand {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    description: row.description,
    complaint_count: row.complaintCount,
    enterprise: row.enterpriseId === null ? null : { id: row.enterpriseId, name: row.enterpriseName ?? "" },
  };
}

export async function listBrands(
  db: Database,
  query: ContractOutput<typeof listAdminBrands, "query">,
): Promise<ContractData<typeof listAdminBrands>> {
  const where = query.keyword
    ? or(containsText(brands.name, query.keyword), containsText(brands.pinyin, query.keyword))
    : undefined;
  const rows = brandQuery(db).where(where).orderBy(desc(brands.complaintCount), asc(brands.id));
  return readPage(query, { rows, total: db.$count(brands, where) }, (page) => page.map(toAdminBrand));
}

async function requireEnterprise(db: DatabaseOrTransaction, enterpriseId: number) {
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .limit(1);
  if (!enterprise) throw badRequest("所选企业不存在");
}

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
    const [row] = await brandQuery(tx).where(eq(brands.id, brandId));
    return toAdminBrand(row!);
  });
}

// —— enterprises ——

type AdminEnterprise = ContractData<typeof createAdminEnterprise>;

function enterpriseQuery(db: DatabaseOrTransaction) {
  return db
    .select({
      enterprise: enterprises,
      brandCount:
        sql<number>`(select count(*) from ${brands} where ${brands.enterpriseId} = ${enterprises.id})`.mapWith(
          Number,
        ),
      memberCount:
        sql<number>`(select count(*) from ${enterpriseMembers} where ${enterpriseMembers.enterpriseId} = ${enterprises.id})`.mapWith(
          Number,
        ),
    })
    .from(enterprises)
    .$dynamic();
}

function toAdminEnterprise(
  row: Awaited<ReturnType<ReturnType<typeof enterpriseQuery>["execute"]>>[number],
): AdminEnterprise {
  const { enterprise } = row;
  return {
    id: enterprise.id,
    name: enterprise.name,
    credit_code: enterprise.creditCode,
    description: enterprise.description,
    is_verified: enterprise.isVerified,
    verified_at: toIsoOrNull(enterprise.verifiedAt),
    brand_count: row.brandCount,
    member_count: row.memberCount,
    created_at: toIso(enterprise.createdAt),
  };
}

async function loadEnterprise(db: DatabaseOrTransaction, enterpriseId: number): Promise<AdminEnterprise> {
  const [row] = await enterpriseQuery(db).where(eq(enterprises.id, enterpriseId));
  if (!row) throw notFound("企业不存在");
  return toAdminEnterprise(row);
}

export async function listEnterprises(
  db: Database,
  query: ContractOutput<typeof listAdminEnterprises, "query">,
): Promise<ContractData<typeof listAdminEnterprises>> {
  const where = query.keyword
    ? or(
        containsText(enterprises.name, query.keyword),
        eq(enterprises.creditCode, query.keyword.toUpperCase()),
      )
    : undefined;
  const rows = enterpriseQuery(db).where(where).orderBy(desc(enterprises.createdAt), desc(enterprises.id));
  return readPage(query, { rows, total: db.$count(enterprises, where) }, (page) =>
    page.map(toAdminEnterprise),
  );
}

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
    return loadEnterprise(tx, created.id);
  });
}

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
    return loadEnterprise(tx, enterpriseId);
  });
}

// —— brand claims ——

export async function listClaims(
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

const OTHER_CLAIM_REFUSAL = "该品牌已由其他企业认领";

export async function reviewClaim(
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
