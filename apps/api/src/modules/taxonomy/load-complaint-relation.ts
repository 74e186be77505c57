import type { ContractData, ContractOutput, getComplaintRelation } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { filterCategoryList } from "@tousu/domain";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { assertBrandExists, assertSubtypeExists } from "./assert-exists";

const { problems, appeals, attributes } = schema;

/** What a complaint of a subtype asks for: its problems, the appeals and the subtype's attributes. */
export async function loadComplaintRelation(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof getComplaintRelation, "query">,
): Promise<ContractData<typeof getComplaintRelation>> {
  const { db } = deps;
  await Promise.all([
    assertSubtypeExists(db, query.subtype_id),
    query.brand_id === undefined ? null : assertBrandExists(db, query.brand_id),
  ]);
  const [problemRows, appealRows, attributeRows] = await Promise.all([
    db
      .select({ id: problems.id, name: problems.name })
      .from(problems)
      .where(eq(problems.subtypeId, query.subtype_id))
      .orderBy(asc(problems.sort), asc(problems.id)),
    // One list of appeals serves every subtype.
    db
      .select({ id: appeals.id, name: appeals.name })
      .from(appeals)
      .orderBy(asc(appeals.sort), asc(appeals.id)),
    db
      .select()
      .from(attributes)
      .where(eq(attributes.subtypeId, query.subtype_id))
      .orderBy(asc(attributes.sort), asc(attributes.id)),
  ]);
  return {
    problems: filterCategoryList(problemRows),
    appeals: filterCategoryList(appealRows),
    attributes: attributeRows.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      is_required: attribute.isRequired,
      input_type: attribute.inputType,
      ...(attribute.inputType === "select" ? { options: attribute.options ?? [] } : {}),
      ...(attribute.placeholder ? { placeholder: attribute.placeholder } : {}),
    })),
  };
}
