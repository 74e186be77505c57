import type { ComplaintStatus } from "@tousu/domain";
import type { AppDeps } from "../app-deps";
import { type JobDefinition, type JobHandler, scheduleJob } from "../jobs/job-queue";
import { CACHE_TTL_MS } from "../lib/read-through-cache";
import { forgetCachedComplaint, forgetListedComplaint } from "./complaint-cache";
import { isPubliclyVisible } from "./public-complaint";

/** A complaint whose visibility a moderator changed, with what places it in the public lists. */
export interface ModeratedComplaint {
  status: ComplaintStatus;
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

/** Whether hiding or showing the complaint changes the public lists: only a published one is in them. */
function isListed(complaint: ModeratedComplaint | null): complaint is ModeratedComplaint {
  return complaint !== null && isPubliclyVisible({ ...complaint, isHidden: false });
}

/**
 * The lists of newest complaints a published complaint is in, as a CDN caches them
 * (apps/server/src/page-cache.ts): the home page, /tousu, its brand's, its enterprise's and its
 * collective's page. Filtered lists cannot be listed and keep their copy until it expires (30 s).
 */
function listsShowing(complaint: ModeratedComplaint): string[] {
  const pages = ["/", "/tousu"];
  if (complaint.brandId !== null) pages.push(`/brands/${complaint.brandId}`);
  if (complaint.enterpriseId !== null) pages.push(`/enterprise/${complaint.enterpriseId}`);
  if (complaint.collectiveId !== null) pages.push(`/tousu/collective/${complaint.collectiveId}`);
  return pages;
}

/** Each page with React Router's data request for it; the home page's is /_root.data. */
const withDataRequests = (pages: string[]) =>
  pages.flatMap((page) => [page, page === "/" ? "/_root.data" : `${page}.data`]);

/**
 * After a moderator changed what a complaint's page shows, or whether the complaint is shown at all
 * (`moderated`): every node drops its cached copies of the complaint at once, and of the lists when
 * it was in them (decision 099), and the CDN is asked to drop its page and the lists it was in;
 * those are purged once more after the origin's own caches (its API answers, its 5 s reuse of
 * renders) turned over. A CDN that fails is logged, not the moderator's problem (its copy expires).
 */
export async function refreshPublicPages(
  deps: AppDeps,
  complaintId: number,
  moderated: ModeratedComplaint | null,
): Promise<void> {
  const listed = isListed(moderated);
  await (listed ? forgetListedComplaint(deps, complaintId) : forgetCachedComplaint(deps, complaintId));
  const paths = withDataRequests([`/tousu/${complaintId}`, ...(listed ? listsShowing(moderated) : [])]);
  deps.providers.cdn
    .purge(paths)
    .catch((error: unknown) => deps.log.warn({ err: error, complaintId }, "CDN purge failed"));
  if (!listed) return;
  const runAt = new Date(deps.providers.now().getTime() + ORIGIN_CACHE_TURNOVER_MS);
  await scheduleJob(deps.db, {
    name: CDN_REPURGE_JOB,
    payload: { paths },
    runAt,
    dedupeKey: `${CDN_REPURGE_JOB}:${complaintId}:${runAt.toISOString()}`,
  }).catch((error: unknown) => deps.log.warn({ err: error, complaintId }, "CDN repurge not scheduled"));
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

export function cdnRepurgeJob(deps: Pick<AppDeps, "providers">): JobDefinition {
  return { name: CDN_REPURGE_JOB, handle: createCdnRepurgeJobHandler(deps) };
}
