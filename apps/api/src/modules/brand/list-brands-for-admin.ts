import type { ContractData, ContractOutput, listAdminBrands } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, desc, or } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { containsText } from "../../lib/query-helpers";
import { selectAdminBrands, toAdminBrand } from "./admin-brand-rows";

const { brands } = schema;

/** Every brand matching the keyword (name or pinyin), most complained about first. */
export async function listBrandsForAdmin(
  db: Database,
  query: ContractOutput<typeof listAdminBrands, "query">,
): Promise<ContractData<typeof listAdminBrands>> {
  const where = query.keyword
    ? or(containsText(brands.name, query.keyword), containsText(brands.pinyin, query.keyword))
    : undefined;
  const rows = selectAdminBrands(db).where(where).orderBy(desc(brands.complaintCount), asc(brands.id));
  return readPage(query, { rows, total: db.$count(brands, where) }, (page) => page.map(toAdminBrand));
}
