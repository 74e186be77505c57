import { MIN_RATE_SAMPLE, MIN_SATISFACTION_SAMPLE } from "@tousu/domain";
import type { BrandRef } from "./brand-ref";
import { companyReplies, completeAndRate, type Plot } from "./complaint-plots";
import type { ComplaintStory } from "./complaint-story";
import { DAY_MS } from "./population";
import type { Rng } from "./random";
import { SHOWCASE } from "./showcase";

/**
 * The default red and black lists rank the last seven Shanghai days' brands (today included), and a
 * brand is ranked only with MIN_RATE_SAMPLE complaints published in them, its satisfaction shown
 * only with MIN_SATISFACTION_SAMPLE ratings. Complaints spread over two years rarely give a brand
 * that many in one week, so the demo's lists would hold a handful of brands with 样本不足 in every
 * row. This cohort files, just before the showcase's ids, enough complaints in the last week against
 * the most complained-about brands (never the demo enterprise's, whose complaints the README
 * describes) for each of them to be ranked with its satisfaction; what their companies do, and how
 * consumers rate it, varies as usual.
 *
 * The seed is a snapshot, so the lists decay as its week slides away. A complaint published at
 * instant p stays in the window until the Shanghai midnight six days after p's day, at least six days
 * after p; so the complaints that keep a brand ranked are filed within the last day, and the lists
 * stay full for at least five days after seeding whatever the hour. A few more, filed earlier in the
 * week, give each brand's week its spread.
 */
export const RANKED_BRANDS = 24;
/** Filed within the last day: enough, with a margin, to keep the brand ranked for five days. */
const RECENT_PER_BRAND = MIN_RATE_SAMPLE + 2;
/** Of the recent ones, completed and rated by now: one more than the satisfaction sample. */
const RATED_PER_BRAND = MIN_SATISFACTION_SAMPLE + 1;
const EARLIER_PER_BRAND = 2;
const COMPLAINTS_PER_BRAND = RECENT_PER_BRAND + EARLIER_PER_BRAND;
/** At most this share of a small seed goes to the cohort; the rest keeps its two years of history. */
const MAX_COHORT_SHARE = 0.8;
/**
 * Filed this many days ago. A rated story (`playRankedStory`) takes at most 19 hours, an unrated one
 * is published within 4, so each is published, and each rated one rated, before now.
 */
const RATED_AGE_DAYS = [0.85, 1] as const;
const RECENT_AGE_DAYS = [0.3, 1] as const;
/** Earlier in the week; those the company has not answered are still within its deadline. */
const EARLIER_AGE_DAYS = [1.2, 5.8] as const;
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
  const nth = Math.floor(offset / brandCount);
  const isRated = nth < RATED_PER_BRAND;
  const [minAge, maxAge] = isRated
    ? RATED_AGE_DAYS
    : nth < RECENT_PER_BRAND
      ? RECENT_AGE_DAYS
      : EARLIER_AGE_DAYS;
  return { brand, isRated, ageMs: (minAge + rng.next() * (maxAge - minAge)) * DAY_MS };
}

/**
 * Approved within hours; then, as these busy brands' service desks go, answered within hours and
 * completed and rated, or, for the complaints not rated, answered or still with the company.
 */
export function playRankedStory(story: ComplaintStory, rng: Rng, plot: Plot, isRated: boolean): void {
  if (!story.wait(1 + rng.next() * 3)) return;
  story.approve();
  if (!isRated && rng.chance(UNANSWERED_SHARE)) return;
  if (!story.wait(2 + rng.next() * 6)) return;
  companyReplies(story, rng, plot);
  if (!isRated || !story.wait(1 + rng.next() * 3)) return;
  completeAndRate(story, rng, plot, true);
}
