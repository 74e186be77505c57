import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MESSAGE,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_IMAGES_MESSAGE,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MESSAGE,
  COMPLAINT_TITLE_MIN,
  ID_CARD_MESSAGE,
} from "@tousu/contracts";
import {
  COMPLAINT_IMAGES_MAX,
  isIdCardNumber,
  isRealName,
  REAL_NAME_MESSAGE,
  requiredAttributeMessage,
} from "@tousu/domain";
import type { DraftFields } from "@tousu/page-kit/complaint-draft";
import { countCharacters } from "../../../ui/character-count";
import { codeError, phoneError } from "../../auth";

/** What step two asks for beyond the stored draft: a visitor's phone and SMS code. */
export interface VisitorContact {
  phone: string;
  code: string;
}

/** Field keys in the order the form shows them, so the first error found is the first one on screen. */
export type StepTwoField =
  | "title"
  | "content"
  | "images"
  | `attribute-${number}`
  | "real_name"
  | "id_card"
  | "phone"
  | "code";

export type StepTwoErrors = Partial<Record<StepTwoField, string>>;

/** Whether step one left what step two cannot do without: a brand, a subtype, problems and appeals. */
export function hasStepOneEssentials(draft: DraftFields): boolean {
  const hasBrand = draft.brand.id !== null || draft.custom_brand_name.trim() !== "";
  return (
    hasBrand &&
    draft.subtype_id !== null &&
    draft.problems.selected.length > 0 &&
    draft.appeals.selected.length > 0
  );
}

export function titleError(title: string): string | undefined {
  const length = countCharacters(title.trim());
  if (length === 0) return "请填写投诉标题";
  if (length < COMPLAINT_TITLE_MIN || length > COMPLAINT_TITLE_MAX) return COMPLAINT_TITLE_MESSAGE;
  return undefined;
}

export function contentError(content: string): string | undefined {
  const length = countCharacters(content.trim());
  if (length === 0) return "请填写投诉内容";
  if (length < COMPLAINT_CONTENT_MIN || length > COMPLAINT_CONTENT_MAX) return COMPLAINT_CONTENT_MESSAGE;
  return undefined;
}

/**
 * Step two's rules, the same the server applies to the submission (contracts `submitComplaint`,
 * docs/decisions/008): the product's messages where it gives them (docs/product/validation.md), the contract's otherwise.
 * The real name is required because the server requires it; the ID number is checked only when given.
 * `contact` is null for a logged-in member, who files without phone and code.
 */
export function validateStepTwo(draft: DraftFields, contact: VisitorContact | null): StepTwoErrors {
  const errors: StepTwoErrors = {};
  errors.title = titleError(draft.title);
  errors.content = contentError(draft.content);
  if (draft.images.length > COMPLAINT_IMAGES_MAX) errors.images = COMPLAINT_IMAGES_MESSAGE;
  for (const attribute of draft.attributes) {
    if (attribute.is_required && !attribute.value.trim()) {
      errors[`attribute-${attribute.id}`] = requiredAttributeMessage(attribute.name);
    }
  }
  if (!isRealName(draft.real_name.trim())) errors.real_name = REAL_NAME_MESSAGE;
  const idCard = draft.id_card.trim().toUpperCase();
  if (idCard && !isIdCardNumber(idCard)) errors.id_card = ID_CARD_MESSAGE;
  if (contact) {
    errors.phone = phoneError(contact.phone);
    errors.code = codeError(contact.code);
  }
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [StepTwoField, string] => entry[1] !== undefined),
  ) as StepTwoErrors;
}

/** The first field in form order that has an error, to move the focus to. */
export function firstInvalidField(
  errors: StepTwoErrors,
  order: readonly StepTwoField[],
): StepTwoField | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** The form's field order for `firstInvalidField`. */
export function stepTwoFieldOrder(draft: DraftFields, isVisitor: boolean): StepTwoField[] {
  return [
    "title",
    "content",
    "images",
    ...draft.attributes.map((attribute) => `attribute-${attribute.id}` as const),
    "real_name",
    "id_card",
    ...(isVisitor ? (["phone", "code"] as const) : []),
  ];
}
