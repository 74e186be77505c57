import type { ContractData, updateAdminBrand } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { eq } from "drizzle-orm";

const { brands, enterprises } = schema;

export type AdminBrand = ContractData<typeof updateAdminBrand>;

/** Brands as the console lists them, with the enterprise each belongs to. */
export function selectAdminBrands(db: DatabaseOrTransaction) {
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

export function toAdminBrand(
  row: Awaited<ReturnType<ReturnType<typeof selectAdminBrands>["execute"]>>[number],
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
