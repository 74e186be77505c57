// The brand search that the filing form's brand picker and the list's brand filter share.
export { BrandOptionRow } from "./brand-option-row";
export { describeBrandSearch } from "./describe-brand-search";
export { useBrandSearch } from "./use-brand-search";
