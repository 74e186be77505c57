import { SEARCH_KEY_MAX, SEARCH_RESULT_LIMIT } from "@tousu/contracts";

export const SEARCH_TABS = [
  { id: "complaint", label: "投诉" },
  { id: "brand", label: "品牌" },
  { id: "article", label: "文章" },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]["id"];

export const SEARCH_PAGE_SIZE = 10;

/** The page reads its own URL leniently: an odd tab or page falls back, an over-long key is cut to size. */
export function readSearchParams(url: URL): { key: string; tab: SearchTab; page: number } {
  const key = (url.searchParams.get("key") ?? "").trim().slice(0, SEARCH_KEY_MAX);
  const tabParam = url.searchParams.get("tab");
  const tab = SEARCH_TABS.find((entry) => entry.id === tabParam)?.id ?? "complaint";
  const page = Number(url.searchParams.get("page"));
  return { key, tab, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The query of a search page ("?key=…&tab=…&page=…"). */
export function searchQuery(key: string, tab: SearchTab, page = 1): string {
  const params = new URLSearchParams({ key, tab });
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}

export function searchHref(key: string, tab: SearchTab, page = 1): string {
  return `/search${searchQuery(key, tab, page)}`;
}

interface SearchTotal {
  total: number;
  page_size: number;
}

/**
 * The last page that has results. Search ranks only the newest matches, so its pages stop at
 * SEARCH_RESULT_LIMIT however many complaints or articles match; 0 when nothing matched.
 */
export function lastSearchPage(results: SearchTotal): number {
  const ranked = Math.min(results.total, SEARCH_RESULT_LIMIT);
  return Math.ceil(ranked / results.page_size);
}

/** How many complaints or articles matched: "1000+" when the search stopped counting at its limit. */
export function searchTotalLabel(results: { total: number; total_capped: boolean }): string {
  return results.total_capped ? `${SEARCH_RESULT_LIMIT}+` : String(results.total);
}
