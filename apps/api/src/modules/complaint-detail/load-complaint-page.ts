import { COMPLAINT_PAGE_RELATED_COUNT, type ComplaintPage, getComplaintComments } from "@tousu/contracts";
import type { AppDeps } from "../../app-deps";
import { complaintPageCacheKey } from "../../complaint-core/complaint-cache";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { loadCollectiveSummary } from "../collective";
import { readComplaintComments } from "../comments";
import { readComplaintMediation } from "../mediation";
import { loadVisibleComplaint } from "./complaint-visibility";
import { countVisit, readComplaintDetail } from "./load-complaint-detail";
import { publicAuditLog, publicTimeline } from "./progress-records";
import { relatedComplaints } from "./recommend-complaints";

/** The comments the page opens with: the list endpoint's defaults (first page, newest first). */
const FIRST_COMMENTS_PAGE = getComplaintComments.query.parse({});

/**
 * Everything /tousu/{id} shows, in one read (GET /v2/complaint/{id}/page): the complaint is loaded
 * and checked once, and each part comes from the same code as its own endpoint. A page rendered
 * from seven calls read the complaint five times and paid seven requests' overhead (docs/decisions/015).
 * Visitors share a cached copy, dropped with the detail's; each visit counts as a view.
 */
export async function loadComplaintPage(
  deps: Pick<AppDeps, "cache" | "counters" | "db">,
  viewerId: number | null,
  complaintId: number,
): Promise<ComplaintPage> {
  const read = () => readComplaintPage(deps, viewerId, complaintId);
  const page =
    viewerId === null
      ? await deps.cache.remember(complaintPageCacheKey(complaintId), CACHE_TTL_MS.complaintDetail, read)
      : await read();
  return { ...page, complaint: countVisit(deps, page.complaint) };
}

async function readComplaintPage(
  deps: Pick<AppDeps, "cache" | "db">,
  viewerId: number | null,
  complaintId: number,
): Promise<ComplaintPage> {
  const { db } = deps;
  const visible = await loadVisibleComplaint(deps, viewerId, complaintId);
  const { complaint } = visible.record;
  // The author sees their complaint before it is public; comments and collectives wait for that.
  const isPublic = isPubliclyVisible(complaint);
  const collectiveId = isPublic ? complaint.collectiveId : null;
  const [detail, related, comments, collective, mediation] = await Promise.all([
    readComplaintDetail(deps, visible, viewerId),
    relatedComplaints(deps, complaint, COMPLAINT_PAGE_RELATED_COUNT),
    isPublic ? readComplaintComments(db, complaint, FIRST_COMMENTS_PAGE, viewerId) : null,
    collectiveId === null
      ? null
      : readImageDefaults(db).then(({ brandLogo }) => loadCollectiveSummary(db, collectiveId, brandLogo)),
    readComplaintMediation(deps, complaint, viewerId),
  ]);
  return {
    complaint: detail,
    timeline: publicTimeline(visible.record),
    audit_log: publicAuditLog(visible.record),
    related,
    comments,
    collective,
    mediation,
  };
}
