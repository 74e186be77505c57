import { schema } from "@tousu/db";
import { filterCategoryList } from "@tousu/domain";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

const { complaintTypes, complaintSubtypes } = schema;

function readTypes(db: AppDeps["db"]) {
  return db
    .select({ id: complaintTypes.id, name: complaintTypes.name })
    .from(complaintTypes)
    .orderBy(asc(complaintTypes.sort), asc(complaintTypes.id));
}

/** The complaint types a consumer can choose from, in their set order. */
export async function listComplaintTypes(deps: Pick<AppDeps, "db">) {
  return filterCategoryList(await readTypes(deps.db));
}

/** The subtypes of one complaint type a consumer can choose from, in their set order. */
export async function listComplaintSubtypes(deps: Pick<AppDeps, "db">, typeId: number) {
  const rows = await deps.db
    .select({ id: complaintSubtypes.id, name: complaintSubtypes.name })
    .from(complaintSubtypes)
    .where(eq(complaintSubtypes.typeId, typeId))
    .orderBy(asc(complaintSubtypes.sort), asc(complaintSubtypes.id));
  return filterCategoryList(rows);
}

/** Every choosable type with its choosable subtypes, read in two queries rather than one per type. */
export async function loadTypeTree(deps: Pick<AppDeps, "db">) {
  const [types, subtypes] = await Promise.all([
    readTypes(deps.db),
    deps.db
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
