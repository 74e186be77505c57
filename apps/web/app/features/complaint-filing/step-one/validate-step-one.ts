import { COMPLAINT_MONEY_MAX, CUSTOM_BRAND_NAME_MAX, CUSTOM_BRAND_NAME_MIN } from "@tousu/contracts";
import type { ComplaintDraft } from "@tousu/page-kit/complaint-draft";

/** The step-one fields in the order the form shows them: the first invalid one takes the focus. */
export const STEP_ONE_FIELDS = ["brand", "subtype", "problems", "appeals", "money"] as const;
export type StepOneField = (typeof STEP_ONE_FIELDS)[number];
export type StepOneErrors = Partial<Record<StepOneField, string>>;

export const CUSTOM_BRAND_NAME_MESSAGE = `商家名称需为${CUSTOM_BRAND_NAME_MIN}到${CUSTOM_BRAND_NAME_MAX}个字`;

type StepOneDraft = Pick<
  ComplaintDraft,
  "brand" | "custom_brand_name" | "subtype_id" | "problems" | "appeals" | "money"
>;

/** Whether a typed name may stand in for a brand we do not list (the length the server accepts). */
export function isCustomBrandName(name: string): boolean {
  const length = [...name.trim()].length;
  return length >= CUSTOM_BRAND_NAME_MIN && length <= CUSTOM_BRAND_NAME_MAX;
}

/**
 * Step one: a brand (ours or a custom name), a subtype, at least one problem and one appeal.
 * Only choices still offered by the subtype's lists count, so a stale id from another subtype does not.
 */
export function validateStepOne(draft: StepOneDraft): StepOneErrors {
  const errors: StepOneErrors = {};
  const customName = draft.custom_brand_name.trim();
  if (draft.brand.id === null) {
    if (!customName) errors.brand = "请选择投诉品牌";
    else if (!isCustomBrandName(customName)) errors.brand = CUSTOM_BRAND_NAME_MESSAGE;
  }
  if (draft.subtype_id === null) errors.subtype = "请选择投诉类型";
  if (!hasOfferedChoice(draft.problems)) errors.problems = "请选择投诉问题";
  if (!hasOfferedChoice(draft.appeals)) errors.appeals = "请选择诉求";
  if (!Number.isFinite(draft.money) || draft.money < 0) errors.money = "请填写有效的涉及金额";
  else if (draft.money > COMPLAINT_MONEY_MAX) errors.money = "涉及金额不能超过1000万元";
  return errors;
}

function hasOfferedChoice(choices: StepOneDraft["problems"]): boolean {
  return choices.selected.some((id) => choices.list.some((option) => option.id === id));
}

/** The field to focus after a failed "下一步": the first invalid one, top to bottom. */
export function firstInvalidField(errors: StepOneErrors): StepOneField | undefined {
  return STEP_ONE_FIELDS.find((field) => errors[field] !== undefined);
}
