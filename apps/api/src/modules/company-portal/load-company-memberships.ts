import type { ContractData, getCompanyMe } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { asc, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { membershipsOf } from "../../lib/authorization";

const { enterprises, brands } = schema;

/**
 * The enterprises the user belongs to, with their role and each enterprise's brands. Not a
 * membership check: the portal asks this first to learn whether to show itself at all.
 */
export async function loadCompanyMemberships(
  deps: Pick<AppDeps, "db">,
  userId: number,
): Promise<ContractData<typeof getCompanyMe>> {
  const { db } = deps;
  const memberships = await membershipsOf(db, userId);
  const ids = memberships.map((membership) => membership.enterpriseId);
  if (ids.length === 0) return { memberships: [] };
  const [enterpriseRows, brandRows] = await Promise.all([
    db.select().from(enterprises).where(inArray(enterprises.id, ids)),
    db
      .select({ id: brands.id, name: brands.name, logo: brands.logoUrl, enterpriseId: brands.enterpriseId })
      .from(brands)
      .where(inArray(brands.enterpriseId, ids))
      .orderBy(asc(brands.name)),
  ]);
  return {
    memberships: memberships.flatMap((membership) => {
      const enterprise = enterpriseRows.find((row) => row.id === membership.enterpriseId);
      if (!enterprise) return [];
      return [
        {
          enterprise: {
            id: enterprise.id,
            name: enterprise.name,
            logo: enterprise.logoUrl,
            is_verified: enterprise.isVerified,
          },
          role: membership.role,
          brands: brandRows
            .filter((brand) => brand.enterpriseId === enterprise.id)
            .map(({ id, name, logo }) => ({ id, name, logo })),
        },
      ];
    }),
  };
}
