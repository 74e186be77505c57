import { schema } from "@tousu/db";
import { filterCategoryList } from "@tousu/domain";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { assertSubtypeExists } from "./assert-exists";

const { problems } = schema;

/** A subtype's problems with the explanation that helps a consumer pick the right one. */
export async function listProblemExplanations(deps: Pick<AppDeps, "db">, subtypeId: number) {
  await assertSubtypeExists(deps.db, subtypeId);
  const rows = await deps.db
    .select({ id: problems.id, name: problems.name, explain: problems.explain })
    .from(problems)
    .where(eq(problems.subtypeId, subtypeId))
    .orderBy(asc(problems.sort), asc(problems.id));
  return filterCategoryList(rows).map((problem) => ({ ...problem, explain: problem.explain ?? "" }));
}
