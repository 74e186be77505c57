// The brand search that every brand picker shares (filing, the list filter, questions, a lawyer's
// clients, the back offices' brand selects), and the row that draws a found brand.
export { BrandOptionRow } from "./brand-option-row";
export { describeBrandSearch } from "./describe-brand-search";
export { useBrandSearch } from "./use-brand-search";
