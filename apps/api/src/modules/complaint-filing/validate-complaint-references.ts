import { CUSTOM_BRAND_NAME_MAX, CUSTOM_BRAND_NAME_MIN } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { isCalendarDay, requiredAttributeMessage } from "@tousu/domain";
import { and, eq, inArray } from "drizzle-orm";
import { textLength } from "../../complaint-core/sanitize-complaint-text";
import { badRequest } from "../../lib/app-error";

const { brands, complaintSubtypes, problems, appeals, attributes, collectiveComplaints } = schema;

export interface ComplaintReferencesInput {
  subtype_id: number;
  brand_id?: number | undefined;
  custom_brand_name?: string | undefined;
  problems: number[];
  appeals: number[];
  attributes: { attribute_id: number; value: string }[];
  collective_id?: number | undefined;
}

export interface ComplaintReferences {
  brandId: number | null;
  customBrandName: string | null;
  subtypeId: number;
  problemIds: number[];
  appealIds: number[];
  /** Only the attributes that have a value. */
  attributeValues: { attributeId: number; value: string }[];
  collectiveId: number | null;
}

/** Checks every id of the submission against the database: the client may be stale or forged. */
export async function validateComplaintReferences(
  db: Database,
  input: ComplaintReferencesInput,
): Promise<ComplaintReferences> {
  const brand = await resolveBrand(db, input);

  const [subtype] = await db
    .select({ id: complaintSubtypes.id })
    .from(complaintSubtypes)
    .where(eq(complaintSubtypes.id, input.subtype_id));
  if (!subtype) throw badRequest("所选投诉类型不存在");

  const problemIds = [...new Set(input.problems)];
  const knownProblems = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.subtypeId, subtype.id), inArray(problems.id, problemIds)));
  if (knownProblems.length !== problemIds.length) throw badRequest("所选投诉问题不属于该投诉类型");

  // Appeals are one list shared by every subtype, so existing is belonging.
  const appealIds = [...new Set(input.appeals)];
  const knownAppeals = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(inArray(appeals.id, appealIds));
  if (knownAppeals.length !== appealIds.length) throw badRequest("所选投诉要求不存在");

  const attributeValues = await validateAttributes(db, subtype.id, input.attributes);

  let collectiveId: number | null = null;
  if (input.collective_id !== undefined) {
    const [collective] = await db
      .select({ id: collectiveComplaints.id, brandId: collectiveComplaints.brandId })
      .from(collectiveComplaints)
      .where(and(eq(collectiveComplaints.id, input.collective_id), eq(collectiveComplaints.status, "open")));
    if (!collective) throw badRequest("该集体投诉不存在或已停止征集");
    if (collective.brandId !== brand.brandId) throw badRequest("集体投诉与所选品牌不一致");
    collectiveId = collective.id;
  }

  return { ...brand, subtypeId: subtype.id, problemIds, appealIds, attributeValues, collectiveId };
}

async function resolveBrand(
  db: Database,
  input: ComplaintReferencesInput,
): Promise<{ brandId: number | null; customBrandName: string | null }> {
  if (input.brand_id !== undefined) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) throw badRequest("所选品牌不存在");
    return { brandId: brand.id, customBrandName: null };
  }
  const name = input.custom_brand_name;
  if (!name) throw badRequest("请选择投诉品牌或填写商家名称");
  const length = textLength(name);
  if (length < CUSTOM_BRAND_NAME_MIN || length > CUSTOM_BRAND_NAME_MAX) {
    throw badRequest(`商家名称需为${CUSTOM_BRAND_NAME_MIN}到${CUSTOM_BRAND_NAME_MAX}个字`);
  }
  return { brandId: null, customBrandName: name };
}

const NUMBER_VALUE = /^\d{1,10}(?:\.\d{1,2})?$/;

async function validateAttributes(
  db: Database,
  subtypeId: number,
  submitted: ComplaintReferencesInput["attributes"],
): Promise<ComplaintReferences["attributeValues"]> {
  const definitions = await db
    .select()
    .from(attributes)
    .where(eq(attributes.subtypeId, subtypeId))
    .orderBy(attributes.sort, attributes.id);
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const values = new Map<number, string>();
  for (const { attribute_id, value } of submitted) {
    if (!byId.has(attribute_id)) throw badRequest("所填附加信息不属于该投诉类型");
    if (values.has(attribute_id)) throw badRequest("附加信息重复");
    values.set(attribute_id, value);
  }
  // In the form's order, so the first missing field is the one the user sees first.
  for (const definition of definitions) {
    const value = values.get(definition.id) ?? "";
    if (value === "") {
      if (definition.isRequired) throw badRequest(requiredAttributeMessage(definition.name));
      continue;
    }
    if (!isValidAttributeValue(definition, value)) throw badRequest(`${definition.name}格式不正确`);
  }
  return definitions.flatMap((definition) => {
    const value = values.get(definition.id);
    return value ? [{ attributeId: definition.id, value }] : [];
  });
}

function isValidAttributeValue(
  definition: { inputType: "text" | "number" | "date" | "select"; options: string[] | null },
  value: string,
): boolean {
  switch (definition.inputType) {
    case "number":
      return NUMBER_VALUE.test(value);
    case "date":
      return isCalendarDay(value);
    case "select":
      return definition.options?.includes(value) ?? false;
    default:
      return true;
  }
}
