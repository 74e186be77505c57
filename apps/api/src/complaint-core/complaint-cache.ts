import type { AppDeps } from "../app-deps";

/** Where visitors' (not logged in) views of a complaint are cached: the detail and the whole page. */
export const complaintDetailCacheKey = (complaintId: number) => `complaint-detail:${complaintId}`;
export const complaintPageCacheKey = (complaintId: number) => `complaint-page:${complaintId}`;

/** The complaint's page on each site, as the rendered pages are addressed (PC, then H5). */
const complaintPageAddresses = (complaintId: number) => [
  `/tousu/${complaintId}`,
  `/pages/complaint/details?id=${complaintId}`,
];

/**
 * The cached reads that list published complaints (their keys' prefixes): lists, search, the hot
 * and recommended ones, a complaint's related ones, a brand's newest and its page, titles drawn at
 * random, an article's related complaints.
 */
const COMPLAINT_LIST_CACHE_FAMILIES = [
  "complaint-list:",
  "complaint-search:",
  "complaint-hot:",
  "complaint-recommended:",
  "complaint-related:",
  "complaints-newest-of-",
  "brand-page:",
  "random-complaints:",
  "article-related-complaints:",
];

/**
 * Drops the visitors' cached copies of a complaint on every node (decision 099): its detail, its
 * page and the rendered page on each site. After a lifecycle step, a like, a removed comment.
 */
export async function forgetCachedComplaint(
  deps: Pick<AppDeps, "cache">,
  complaintId: number,
): Promise<void> {
  await deps.cache.invalidate({
    keys: [complaintDetailCacheKey(complaintId), complaintPageCacheKey(complaintId)],
    pages: complaintPageAddresses(complaintId),
  });
}

/**
 * A complaint appeared in or left the public lists (a moderator's hide or restore): its own copies,
 * every cached list of complaints and every rendered page, on every node, since any list page
 * (filtered, searched, a brand's) may have shown it.
 */
export async function forgetListedComplaint(
  deps: Pick<AppDeps, "cache">,
  complaintId: number,
): Promise<void> {
  await deps.cache.invalidate({
    keys: [complaintDetailCacheKey(complaintId), complaintPageCacheKey(complaintId)],
    prefixes: COMPLAINT_LIST_CACHE_FAMILIES,
    pages: "all",
  });
}
