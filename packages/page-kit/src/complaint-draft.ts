import { COMPLAINT_MONEY_DEFAULT } from "@tousu/domain";
import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";

export interface DraftOption {
  id: number;
  name: string;
}

/** A subtype's problems or appeals: the choices offered and the ids picked. */
export interface DraftChoices {
  selected: number[];
  list: DraftOption[];
}

export interface DraftAttribute {
  id: number;
  name: string;
  is_required: boolean;
  value: string;
  /** How step two asks for it (relation `input_type`); a text box when absent. */
  input_type?: "text" | "number" | "date" | "select";
  /** The choices of a `select` attribute. */
  options?: string[];
  placeholder?: string;
}

/**
 * The complaint draft (docs/product/entities.md#complaint-draft), plus what travels with it to the
 * submission.
 */
export interface ComplaintDraft {
  /** Set once the server has stored the draft (POST /v2/complaint/store). */
  id: number | null;
  title: string;
  content: string;
  subtype_id: number | null;
  brand: { id: number | null; name: string };
  appeals: DraftChoices;
  problems: DraftChoices;
  attributes: DraftAttribute[];
  /** Uploaded image URLs, in the order shown. */
  images: string[];
  real_name: string;
  money: number;
  /** The draft's submit status. */
  isSubmitting: boolean;
  is_media: boolean;
  is_ai_title: boolean;
  id_card: string;
  collective_id: number | null;
  company_id: number | null;
  /** The `linkId` query parameter the visitor arrived with (docs/product/routes.md#filing-links-linkid). */
  link_id: string | null;
  /** A brand typed by the visitor when none of ours fits. */
  custom_brand_name: string;
}

export type DraftFields = Omit<ComplaintDraft, "isSubmitting">;

interface DraftActions {
  update(patch: Partial<DraftFields>): void;
  setSubmitting(isSubmitting: boolean): void;
  clear(): void;
}

export type DraftStore = ComplaintDraft & DraftActions;

export function emptyDraft(): ComplaintDraft {
  return {
    id: null,
    title: "",
    content: "",
    subtype_id: null,
    brand: { id: null, name: "" },
    appeals: { selected: [], list: [] },
    problems: { selected: [], list: [] },
    attributes: [],
    images: [],
    real_name: "",
    money: COMPLAINT_MONEY_DEFAULT,
    isSubmitting: false,
    is_media: false,
    is_ai_title: false,
    id_card: "",
    collective_id: null,
    company_id: null,
    link_id: null,
    custom_brand_name: "",
  };
}

export const useDraftStore = create<DraftStore>()(
  persist(
    (set) => ({
      ...emptyDraft(),
      update: (patch) => set(patch),
      setSubmitting: (isSubmitting) => set({ isSubmitting }),
      clear: () => set(emptyDraft()),
    }),
    {
      name: "tousu-complaint-draft",
      // As the user store: no storage on the server, so one visitor's draft never reaches another's render.
      storage: createJSONStorage(() => {
        const browser = globalThis as { document?: unknown; localStorage?: StateStorage };
        if (browser.document === undefined || !browser.localStorage) {
          throw new Error("no browser storage on the server");
        }
        return browser.localStorage;
      }),
      // A reload in the middle of a submission must not leave the form locked: the submit status is not kept.
      partialize: ({
        isSubmitting: _isSubmitting,
        update: _update,
        setSubmitting: _setSubmitting,
        clear: _clear,
        ...fields
      }): DraftFields => fields,
    },
  ),
);
