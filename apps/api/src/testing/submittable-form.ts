import { type Database, schema } from "@tousu/db";
import { asc, eq } from "drizzle-orm";

export interface SubmittableForm {
  brandId: number;
  subtypeId: number;
  problemId: number;
  /** A problem of another subtype: submitting it with `subtypeId` must fail. */
  otherSubtypeProblemId: number;
  appealId: number;
  /** The subtype's first required attribute, which a valid submission must answer. */
  required: { id: number; name: string };
}

/** Seeded ids that make a valid complaint submission: a subtype with a required attribute and its lists. */
export async function findSubmittableForm(db: Database): Promise<SubmittableForm> {
  const [required] = await db
    .select()
    .from(schema.attributes)
    .where(eq(schema.attributes.isRequired, true))
    .orderBy(asc(schema.attributes.id))
    .limit(1);
  if (!required) throw new Error("the seed has no required attribute");
  const problems = await db
    .select({ id: schema.problems.id, subtypeId: schema.problems.subtypeId })
    .from(schema.problems)
    .orderBy(asc(schema.problems.id));
  const [appeal] = await db.select({ id: schema.appeals.id }).from(schema.appeals).limit(1);
  const [brand] = await db
    .select({ id: schema.brands.id })
    .from(schema.brands)
    .orderBy(asc(schema.brands.id))
    .limit(1);
  const problem = problems.find((candidate) => candidate.subtypeId === required.subtypeId);
  const otherProblem = problems.find((candidate) => candidate.subtypeId !== required.subtypeId);
  if (!appeal || !brand || !problem || !otherProblem)
    throw new Error("the seed lacks appeals, brands or problems");
  return {
    brandId: brand.id,
    subtypeId: required.subtypeId,
    problemId: problem.id,
    otherSubtypeProblemId: otherProblem.id,
    appealId: appeal.id,
    required: { id: required.id, name: required.name },
  };
}
