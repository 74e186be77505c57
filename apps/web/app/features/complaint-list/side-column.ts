import type { BrandListItem, ComplaintSummary } from "@tousu/contracts";

export const HOT_COMPLAINTS_SHOWN = 8;
export const RECOMMENDED_COMPLAINTS_SHOWN = 5;
export const COMPLAINED_BRANDS_SHOWN = 8;
/** Enough recommendations that the block stays full after leaving out those the hot list shows. */
export const RECOMMENDED_COMPLAINTS_ASKED = RECOMMENDED_COMPLAINTS_SHOWN + HOT_COMPLAINTS_SHOWN;

/**
 * What the side column shows of a recommended complaint. The loader sends no more: loader data is
 * serialised into every page for hydration.
 */
export type RecommendedComplaint = Pick<ComplaintSummary, "id" | "title" | "appeals"> & {
  brand_name: string;
};

/** Solved complaints that drew attention, minus those the hot list beside them already shows. */
export function pickRecommendedComplaints(
  recommended: ComplaintSummary[],
  hot: Pick<ComplaintSummary, "id">[],
): RecommendedComplaint[] {
  const hotIds = new Set(hot.map((complaint) => complaint.id));
  return recommended
    .filter((complaint) => !hotIds.has(complaint.id))
    .slice(0, RECOMMENDED_COMPLAINTS_SHOWN)
    .map(({ id, title, appeals, brand, custom_brand_name }) => ({
      id,
      title,
      appeals: appeals.slice(0, 2),
      brand_name: brand?.name ?? custom_brand_name ?? "",
    }));
}

/** The brands listed by complaint count; one nobody has complained about is no news in this block. */
export function pickComplainedBrands(brands: BrandListItem[]): BrandListItem[] {
  return brands.filter((brand) => brand.complaint_count > 0).slice(0, COMPLAINED_BRANDS_SHOWN);
}
