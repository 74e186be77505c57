import { isCustomBrandName } from "./validate-step-one";

export interface BrandChoice {
  id: number;
  name: string;
  logo: string | null;
  industry?: string;
  complaint_count?: number;
}

export type BrandOption = { kind: "brand"; brand: BrandChoice } | { kind: "custom"; name: string };

/**
 * The listbox's options: the brands found, then "使用自定义品牌" for the typed text when it could be
 * a brand's name and none found carries exactly that name.
 */
export function buildBrandOptions(typed: string, found: readonly BrandChoice[]): BrandOption[] {
  const name = typed.trim();
  const options: BrandOption[] = found.map((brand) => ({ kind: "brand", brand }));
  const hasExactMatch = found.some((brand) => brand.name === name);
  if (isCustomBrandName(name) && !hasExactMatch) options.push({ kind: "custom", name });
  return options;
}
