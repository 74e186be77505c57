import { COMPLAINT_LIST_MAX_PAGE, type ComplaintListQuery, complaintListQuery } from "@tousu/contracts";
import { BRAND_TEXT_PARAM } from "./list-href";

/** The filters a visitor sets in the URL; sector and problem come from the route path instead. */
export const URL_FILTER_KEYS = [
  "status",
  "type_id",
  "subtype_id",
  "brand_id",
  "created_from",
  "created_to",
  "money_min",
  "money_max",
  "sort",
] as const;

export type ListUrlResult =
  | {
      ok: true;
      query: ComplaintListQuery;
      /** A page number past the numbered pages: the list there is empty, whatever it holds. */
      isPastNumberedPages: boolean;
    }
  | { ok: false; message: string };

/**
 * Reads the list query from the page URL: empty fields (a submitted form leaves them) are dropped,
 * the rest is checked by the API's own contract, so a hand-edited URL gets the same Chinese message.
 * A page number past the numbered pages, which the API refuses (those pages go by cursor), is an
 * address past the list's end for a reader: the query becomes the first page's, marked so.
 */
export function readListUrl(
  search: URLSearchParams,
  fromPath: Partial<ComplaintListQuery> = {},
): ListUrlResult {
  const raw: Record<string, string> = {};
  for (const key of [...URL_FILTER_KEYS, "page", "cursor"]) {
    const value = search.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const isPastNumberedPages = /^\d+$/.test(raw.page ?? "") && Number(raw.page) > COMPLAINT_LIST_MAX_PAGE;
  if (isPastNumberedPages) {
    delete raw.page;
    delete raw.cursor;
  }
  const parsed = complaintListQuery.safeParse({ ...raw, ...fromPath });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "筛选条件有误" };
  return { ok: true, query: parsed.data, isPastNumberedPages };
}

/**
 * The list URL a submitted filter form asks for: empty fields stay out of the shared URL, and the brand
 * box still showing the filtered brand's name becomes that brand's id, so the loader need not look it up.
 */
export function readFilterForm(
  form: FormData,
  filteredBrand: { id: number; name: string } | null,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of form) {
    if (typeof value !== "string" || value.trim() === "") continue;
    if (key === BRAND_TEXT_PARAM && filteredBrand && value.trim() === filteredBrand.name) {
      next.set("brand_id", String(filteredBrand.id));
    } else {
      next.append(key, value);
    }
  }
  return next;
}
