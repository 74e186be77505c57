import { encryptContent } from "@tousu/domain/content-cipher";
import type { DraftFields } from "./complaint-draft";

/**
 * Which site filed the complaint (docs/product/api.md#complaint-submission): 'pc' from the PC site,
 * 'h5' from the mobile site.
 */
export type SubmitChannel = "pc" | "h5";

/**
 * The submit body (docs/product/api.md#complaint-submission), field for field (contracts `submitComplaint`).
 */
export interface SubmitPayload {
  id?: number;
  title: string;
  /** Base64 AES-ECB ciphertext of the text (docs/product/validation.md#complaint-content). */
  content: string;
  images: string[];
  real_name: string;
  subtype_id: number;
  brand_id?: number;
  appeals: number[];
  problems: number[];
  attributes: { attribute_id: number; value: string }[];
  phone?: string;
  send_sms?: string;
  money: number;
  channel: string;
  link_id?: string;
  custom_brand_name?: string;
  is_media: 0 | 1;
  is_ai_title: 0 | 1;
  id_card?: string;
  collective_id?: number;
  is_co_management: 0 | 1;
}

export interface SubmitExtras {
  /** A visitor's phone and SMS code; null for a logged-in member. */
  contact: { phone: string; code: string } | null;
  isCoManagement: boolean;
  /** The content key (docs/product/validation.md#complaint-content), from the root loader's public config. */
  contentAesKey: string;
  channel: SubmitChannel;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * The draft as the submit call wants it: ids instead of the option lists, 0/1 flags, the content
 * encrypted, blank optional text left out. A custom brand is sent only when no listed brand was picked.
 */
export function buildSubmitPayload(
  draft: DraftFields,
  { contact, isCoManagement, contentAesKey, channel }: SubmitExtras,
): SubmitPayload {
  if (draft.subtype_id === null) throw new Error("A draft without a subtype cannot be submitted");
  const idCard = draft.id_card.trim().toUpperCase();
  const customBrand = draft.custom_brand_name.trim();
  const linkId = draft.link_id?.trim();
  return {
    id: draft.id ?? undefined,
    title: draft.title.trim(),
    content: encryptContent(draft.content.trim(), contentAesKey),
    images: [...draft.images],
    real_name: draft.real_name.trim(),
    subtype_id: draft.subtype_id,
    brand_id: draft.brand.id ?? undefined,
    appeals: [...draft.appeals.selected],
    problems: [...draft.problems.selected],
    attributes: draft.attributes
      .map((attribute) => ({ attribute_id: attribute.id, value: attribute.value.trim() }))
      .filter((attribute) => attribute.value !== ""),
    phone: contact ? contact.phone.replace(/\s+/g, "") : undefined,
    send_sms: contact ? contact.code.trim() : undefined,
    money: draft.money,
    channel,
    link_id: linkId ? linkId : undefined,
    custom_brand_name: draft.brand.id === null && customBrand ? customBrand : undefined,
    is_media: flag(draft.is_media),
    is_ai_title: flag(draft.is_ai_title),
    id_card: idCard ? idCard : undefined,
    collective_id: draft.collective_id ?? undefined,
    is_co_management: flag(isCoManagement),
  };
}
