import type { ContractData, ContractOutput, listAdminEnterprises } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { desc, eq, or } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { containsText } from "../../lib/query-helpers";
import { selectAdminEnterprises, toAdminEnterprise } from "./admin-enterprise-rows";

const { enterprises } = schema;

/** Every enterprise matching the keyword (name, or exact credit code), newest first. */
export async function listEnterprisesForAdmin(
  db: Database,
  query: ContractOutput<typeof listAdminEnterprises, "query">,
): Promise<ContractData<typeof listAdminEnterprises>> {
  const where = query.keyword
    ? or(
        containsText(enterprises.name, query.keyword),
        eq(enterprises.creditCode, query.keyword.toUpperCase()),
      )
    : undefined;
  const rows = selectAdminEnterprises(db)
    .where(where)
    .orderBy(desc(enterprises.createdAt), desc(enterprises.id));
  return readPage(query, { rows, total: db.$count(enterprises, where) }, (page) =>
    page.map(toAdminEnterprise),
  );
}
