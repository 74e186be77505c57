import { BRAND_KEYWORD_MAX, type BrandListItem, searchBrand } from "@tousu/contracts";
import { useApi } from "../../shared/session/api-context";
import { type RemoteOptions, useRemoteOptions } from "../../ui/combobox";

/** Our brands for a typed name, pinyin or initials ("ysyx", "yunshan" → 云杉优选); "" searches nothing. */
export function useBrandSearch(keyword: string): RemoteOptions<BrandListItem> {
  const loadApi = useApi();
  return useRemoteOptions(keyword.trim().slice(0, BRAND_KEYWORD_MAX), async (typed, signal) => {
    const api = await loadApi();
    return api.call(searchBrand, { query: { keyword: typed }, signal, quiet: true });
  });
}
