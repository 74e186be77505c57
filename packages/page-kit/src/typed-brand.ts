import type { ApiClient } from "@tousu/api-client";
import { BRAND_KEYWORD_MAX, searchBrand } from "@tousu/contracts";
import { redirect } from "react-router";
import { BRAND_TEXT_PARAM, listHref } from "./list-href";
import { loadOrThrow } from "./route-error";

/**
 * A brand name typed into a complaint list's filter form (submitted without JavaScript, or on the
 * H5 site's plain form) is looked up like the autocomplete does: a match redirects to the same list
 * filtered by its `brand_id`; a name that matches nothing is returned, for the page to show back.
 * The redirect keeps the request's own path, so a list under the H5 site's /h5 mount stays there.
 */
export async function resolveTypedBrand(api: ApiClient, url: URL): Promise<string | null> {
  const search = url.searchParams;
  const typedBrand = search.get(BRAND_TEXT_PARAM)?.trim().slice(0, BRAND_KEYWORD_MAX) || null;
  if (!typedBrand) return null;
  const [match] = await loadOrThrow(() =>
    api.call(searchBrand, { query: { keyword: typedBrand, page: 1, page_size: 1 } }),
  );
  if (!match) return typedBrand;
  // The form without JavaScript sends its empty fields too; the shared URL keeps the filled ones.
  const filled = new URLSearchParams([...search].filter(([, value]) => value.trim() !== ""));
  throw redirect(`${url.pathname}${listHref(filled, { brand_id: match.id, [BRAND_TEXT_PARAM]: null })}`);
}
