import type { AppDeps } from "../app-deps";

/** Where visitors' (not logged in) views of a complaint are cached: the detail and the whole page. */
export const complaintDetailCacheKey = (complaintId: number) => `complaint-detail:${complaintId}`;
export const complaintPageCacheKey = (complaintId: number) => `complaint-page:${complaintId}`;

/** Drops the visitors' cached copies of a complaint: after a lifecycle step, a hide, a removed comment. */
export async function forgetCachedComplaint(
  deps: Pick<AppDeps, "cache">,
  complaintId: number,
): Promise<void> {
  await Promise.all([
    deps.cache.forget(complaintDetailCacheKey(complaintId)),
    deps.cache.forget(complaintPageCacheKey(complaintId)),
  ]);
}
