import { BRAND_KEYWORD_MAX, searchBrand } from "@tousu/contracts";
import { REMOTE_SEARCH_DEBOUNCE_MS } from "@tousu/domain";
import { useEffect, useState } from "react";
import { useApi } from "../../session/api-context";
import type { BrandChoice } from "./brand-options";

export type BrandSearch =
  | { status: "idle"; brands: [] }
  | { status: "searching"; brands: BrandChoice[] }
  | { status: "done"; brands: BrandChoice[] }
  | { status: "failed"; brands: [] };

/**
 * Brands for the typed keyword (name, pinyin or initials), asked for once typing pauses for spec §9's
 * 300 ms; a newer keyword cancels the older request, so answers never arrive out of order.
 */
export function useBrandSearch(keyword: string): BrandSearch {
  const loadApi = useApi();
  const [search, setSearch] = useState<BrandSearch>({ status: "idle", brands: [] });
  const trimmed = keyword.trim().slice(0, BRAND_KEYWORD_MAX);

  useEffect(() => {
    if (!trimmed) {
      setSearch({ status: "idle", brands: [] });
      return;
    }
    setSearch((previous) => ({ status: "searching", brands: previous.brands }));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const api = await loadApi();
        const brands = await api.call(searchBrand, {
          query: { keyword: trimmed },
          signal: controller.signal,
          quiet: true,
        });
        if (!controller.signal.aborted) setSearch({ status: "done", brands });
      } catch {
        if (!controller.signal.aborted) setSearch({ status: "failed", brands: [] });
      }
    }, REMOTE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, loadApi]);

  return search;
}
