import {
  getComplaintRelation,
  getProblemExplainList,
  getSubtypeList,
  getTypeList,
  getTypeTree,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { filterCategoryList } from "@tousu/domain";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { assertBrandExists, assertSubtypeExists } from "./assert-exists";

const { complaintTypes, complaintSubtypes, problems, appeals, attributes } = schema;

export function registerTaxonomyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getTypeList, async () => {
    const rows = await db
      .select({ id: complaintTypes.id, name: complaintTypes.name })
      .from(complaintTypes)
      .orderBy(asc(complaintTypes.sort), asc(complaintTypes.id));
    return filterCategoryList(rows);
  });

  route(app, getSubtypeList, async ({ params }) => {
    const rows = await db
      .select({ id: complaintSubtypes.id, name: complaintSubtypes.name })
      .from(complaintSubtypes)
      .where(eq(complaintSubtypes.typeId, params.id))
      .orderBy(asc(complaintSubtypes.sort), asc(complaintSubtypes.id));
    return filterCategoryList(rows);
  });

  route(app, getTypeTree, () => deps.cache.remember("type-tree", CACHE_TTL_MS.figures, loadTypeTree));

  async function loadTypeTree() {
    const [types, subtypes] = await Promise.all([
      db
        .select({ id: complaintTypes.id, name: complaintTypes.name })
        .from(complaintTypes)
        .orderBy(asc(complaintTypes.sort), asc(complaintTypes.id)),
      db
        .select({ id: complaintSubtypes.id, name: complaintSubtypes.name, typeId: complaintSubtypes.typeId })
        .from(complaintSubtypes)
        .orderBy(asc(complaintSubtypes.sort), asc(complaintSubtypes.id)),
    ]);
    return filterCategoryList(types).map((type) => ({
      ...type,
      children: filterCategoryList(subtypes.filter((subtype) => subtype.typeId === type.id)).map(
        ({ id, name }) => ({ id, name }),
      ),
    }));
  }

  route(app, getComplaintRelation, async ({ query }) => {
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
  });

  route(app, getProblemExplainList, async ({ query }) => {
    await assertSubtypeExists(db, query.subtype_id);
    const rows = await db
      .select({ id: problems.id, name: problems.name, explain: problems.explain })
      .from(problems)
      .where(eq(problems.subtypeId, query.subtype_id))
      .orderBy(asc(problems.sort), asc(problems.id));
    return filterCategoryList(rows).map((problem) => ({ ...problem, explain: problem.explain ?? "" }));
  });
}
