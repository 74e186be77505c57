/**
 * The filter bar's typed brand. A page without JavaScript submits it as is; the loader then looks the
 * name up and redirects to its `brand_id`.
 */
export const BRAND_TEXT_PARAM = "brand";

/**
 * The URL of the same list with some parameters changed. Changing a filter or the sort starts
 * again from page 1, so `page` and `cursor` are dropped unless given.
 */
export function listHref(search: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(search);
  next.delete("page");
  next.delete("cursor");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}
