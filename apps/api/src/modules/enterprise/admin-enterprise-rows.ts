import type { ContractData, createAdminEnterprise } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { eq, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";

const { brands, enterprises, enterpriseMembers } = schema;

export type AdminEnterprise = ContractData<typeof createAdminEnterprise>;

/** Enterprises as the console lists them, with how many brands and members each has. */
export function selectAdminEnterprises(db: DatabaseOrTransaction) {
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

export function toAdminEnterprise(
  row: Awaited<ReturnType<ReturnType<typeof selectAdminEnterprises>["execute"]>>[number],
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

export async function loadAdminEnterprise(
  db: DatabaseOrTransaction,
  enterpriseId: number,
): Promise<AdminEnterprise> {
  const [row] = await selectAdminEnterprises(db).where(eq(enterprises.id, enterpriseId));
  if (!row) throw notFound("企业不存在");
  return toAdminEnterprise(row);
}
