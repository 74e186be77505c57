import { type Database, schema } from "@tousu/db";
import { encryptContent } from "@tousu/domain/content-cipher";
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

/**
 * The test config's CONTENT_AES_KEY; the browser holds the same one
 * (docs/product/validation.md#complaint-content).
 */
export const TEST_CONTENT_AES_KEY = "tousu-dev-aeskey";
export const SUBMITTED_CONTENT =
  "上周在店里购买的洗衣机送货后无法启动，联系客服多次只说等待，至今没有任何处理结果，要求尽快退货退款。";

/**
 * A submit payload (docs/product/api.md#complaint-submission) that passes every server check; tests override
 * the field they probe.
 */
export function submittableBody(form: SubmittableForm, overrides: Record<string, unknown> = {}) {
  return {
    title: "洗衣机送货后无法启动",
    content: encryptContent(SUBMITTED_CONTENT, TEST_CONTENT_AES_KEY),
    images: [],
    real_name: "张三",
    subtype_id: form.subtypeId,
    brand_id: form.brandId,
    appeals: [form.appealId],
    problems: [form.problemId],
    attributes: [{ attribute_id: form.required.id, value: "DD20260601001" }],
    money: 1299.5,
    channel: "pc",
    link_id: "ad-2026",
    is_media: 1,
    is_ai_title: 0,
    is_co_management: 1,
    id_card: "11010519491231002X",
    ...overrides,
  };
}
