import { MIN_RATE_SAMPLE, MIN_SATISFACTION_SAMPLE } from "@tousu/domain";
import type { BrandRef } from "./complaint-generator";
import { companyReplies, completeAndRate, type Plot } from "./complaint-plots";
import type { ComplaintStory } from "./complaint-story";
import { DAY_MS } from "./population";
import type { Rng } from "./random";
import { SHOWCASE } from "./showcase";

/**
 * The default red and black lists rank the last seven days' brands, and a brand is ranked only with
 * MIN_RATE_SAMPLE complaints published in them, its satisfaction shown only with MIN_SATISFACTION_SAMPLE
 * ratings. Complaints spread over two years rarely give a brand that many in one week, so the demo's
 * lists would hold a handful of brands with 样本不足 in every row. This cohort files, just before
 * the showcase's ids, enough complaints in the last week against the most complained-about brands
 * (never the demo enterprise's, whose complaints the README describes) for each of them to be
 * ranked with its satisfaction; what their companies do, and how consumers rate it, varies as usual.
 */
export const RANKED_BRANDS = 24;
const COMPLAINTS_PER_BRAND = MIN_RATE_SAMPLE;
/** One more than the sample, so the figure holds even if the seed's clock cuts a story short. */
const RATED_PER_BRAND = MIN_SATISFACTION_SAMPLE + 1;
/** At most this share of a small seed goes to the cohort; the rest keeps its two years of history. */
const MAX_COHORT_SHARE = 0.6;
/** Filed this long ago: the whole story fits before now, and publication stays within the week. */
const MIN_AGE_DAYS = 2.8;
const MAX_AGE_DAYS = 5.8;
/** Of the complaints not rated, the share the company has not answered yet. */
const UNANSWERED_SHARE = 0.4;

export interface RankedComplaint {
  brand: BrandRef;
  /** Completed and rated by the consumer by now, or still with the company. */
  isRated: boolean;
  ageMs: number;
}

/** The brands the cohort ranks: the most complained-about ones outside the demo enterprise. */
export function rankedBrandsOf(brands: readonly BrandRef[], demoBrands: readonly BrandRef[]): BrandRef[] {
  const demo = new Set(demoBrands.map((brand) => brand.id));
  return brands
    .filter((brand) => !demo.has(brand.id))
    .toSorted((a, b) => b.weight - a.weight || a.id - b.id)
    .slice(0, RANKED_BRANDS);
}

function cohortBrandCount(complaintCount: number, rankedBrands: readonly BrandRef[]): number {
  const room = Math.floor(((complaintCount - SHOWCASE.length) * MAX_COHORT_SHARE) / COMPLAINTS_PER_BRAND);
  return Math.max(0, Math.min(rankedBrands.length, room));
}

/** The cohort's complaint at this index (just before the showcase's), if it is one of them. */
export function rankedComplaintAt(
  complaintCount: number,
  rankedBrands: readonly BrandRef[],
  index: number,
  rng: Rng,
): RankedComplaint | undefined {
  const brandCount = cohortBrandCount(complaintCount, rankedBrands);
  const offset = index - (complaintCount - SHOWCASE.length - brandCount * COMPLAINTS_PER_BRAND);
  if (brandCount === 0 || offset < 0 || offset >= brandCount * COMPLAINTS_PER_BRAND) return undefined;
  const brand = rankedBrands[offset % brandCount] as BrandRef;
  return {
    brand,
    isRated: Math.floor(offset / brandCount) < RATED_PER_BRAND,
    ageMs: (MIN_AGE_DAYS + rng.next() * (MAX_AGE_DAYS - MIN_AGE_DAYS)) * DAY_MS,
  };
}

/**
 * Approved within hours; then answered within a day or so and completed and rated, or, for the
 * complaints not rated, answered or still with the company (within its deadline), as a week goes.
 */
export function playRankedStory(story: ComplaintStory, rng: Rng, plot: Plot, isRated: boolean): void {
  if (!story.wait(2 + rng.next() * 6)) return;
  story.approve();
  if (!isRated && rng.chance(UNANSWERED_SHARE)) return;
  if (!story.wait(4 + rng.next() * 26)) return;
  companyReplies(story, rng, plot);
  if (!isRated || !story.wait(2 + rng.next() * 18)) return;
  completeAndRate(story, rng, plot, true);
}
