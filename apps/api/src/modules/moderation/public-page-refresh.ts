import type { AppDeps } from "../../app";
import { type JobHandler, scheduleJob } from "../../jobs/job-queue";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { isPubliclyVisible } from "../complaint-detail/complaint-visibility";
import { forgetCachedComplaint } from "../complaint-detail/load-complaint-detail";

/** A complaint whose visibility a moderator changed, with what places it in the public lists. */
export interface ModeratedComplaint {
  id: number;
  status: Parameters<typeof isPubliclyVisible>[0]["status"];
  dispatchedAt: Date | null;
  brandId: number | null;
  enterpriseId: number | null;
  collectiveId: number | null;
}

export const CDN_REPURGE_JOB = "cdn.repurge";

// The lists are built from API answers the origin caches for up to a minute (figures) and renders it
// reuses for 5 s: a CDN that refetches right after the purge can get the old list back. A second
// purge once those have turned over removes that copy too.
const ORIGIN_CACHE_TURNOVER_MS = CACHE_TTL_MS.figures + 10_000;

/**
 * The public pages, as a CDN caches them (apps/server/src/page-cache.ts), that show a complaint: its
 * own page and, when a published complaint was hidden or shown again, the lists of newest complaints
 * it is in (the home page, /tousu, its brand's, its enterprise's and its collective's page). Filtered
 * lists cannot be listed and keep their copy until it expires (30 s).
 */
function pagesShowing(complaintId: number, listed: ModeratedComplaint | null): string[] {
  const pages = [`/tousu/${complaintId}`];
  if (listed && isPubliclyVisible({ ...listed, isHidden: false })) {
    pages.push("/", "/tousu");
    if (listed.brandId !== null) pages.push(`/brands/${listed.brandId}`);
    if (listed.enterpriseId !== null) pages.push(`/enterprise/${listed.enterpriseId}`);
    if (listed.collectiveId !== null) pages.push(`/tousu/collective/${listed.collectiveId}`);
  }
  // React Router's data requests follow their page; the home page's is /_root.data.
  return pages.flatMap((page) => [page, page === "/" ? "/_root.data" : `${page}.data`]);
}

/**
 * After a moderator changed what a complaint's page shows, or whether the complaint is shown at all
 * (`listed`): the origin drops its cached copies of the complaint at once and the CDN is asked to
 * drop the pages; lists are purged once more after the origin's own caches turned over. A CDN that
 * fails is logged, not the moderator's problem (its copy expires).
 */
export async function refreshPublicPages(
  deps: AppDeps,
  complaintId: number,
  listed: ModeratedComplaint | null,
): Promise<void> {
  await forgetCachedComplaint(deps, complaintId);
  const paths = pagesShowing(complaintId, listed);
  deps.providers.cdn
    .purge(paths)
    .catch((error: unknown) => deps.log.warn({ err: error, complaintId }, "CDN purge failed"));
  if (paths.length <= 2) return;
  const runAt = new Date(deps.providers.now().getTime() + ORIGIN_CACHE_TURNOVER_MS);
  await scheduleJob(deps.db, { name: CDN_REPURGE_JOB, payload: { paths }, runAt }).catch((error: unknown) =>
    deps.log.warn({ err: error, complaintId }, "CDN repurge not scheduled"),
  );
}

/** The delayed purge; a CDN that fails makes the job retry. */
export function createCdnRepurgeJobHandler(deps: Pick<AppDeps, "providers">): JobHandler {
  return async (payload) => {
    const paths = Array.isArray(payload.paths)
      ? payload.paths.filter((path): path is string => typeof path === "string")
      : [];
    if (paths.length > 0) await deps.providers.cdn.purge(paths);
  };
}
