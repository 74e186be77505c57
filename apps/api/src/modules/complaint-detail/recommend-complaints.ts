import type { ComplaintSummary } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { readImageDefaults } from "../common/system-config";
import { isPublicComplaint, loadComplaintSummaries } from "../complaint/complaint-summaries";
import { loadVisibleComplaint } from "./complaint-visibility";

const { complaints } = schema;

/**
 * Public complaints related to one (GET /recommend/complaint/{id}): the same brand first, then the
 * same subtype, newest first within each, never the complaint itself.
 */
export async function recommendComplaints(
  deps: AppDeps,
  viewerId: number | null,
  complaintId: number,
  limit: number,
): Promise<ComplaintSummary[]> {
  const { complaint } = await loadVisibleComplaint(deps, viewerId, complaintId);
  const sameBrand = complaint.brandId === null ? sql`false` : eq(complaints.brandId, complaint.brandId);
  const rows = await deps.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        isPublicComplaint(),
        isNotNull(complaints.dispatchedAt),
        ne(complaints.id, complaint.id),
        or(sameBrand, eq(complaints.subtypeId, complaint.subtypeId)),
      ),
    )
    .orderBy(desc(sql`(${sameBrand})`), desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
  return loadComplaintSummaries(
    deps.db,
    rows.map((row) => row.id),
    await readImageDefaults(deps.db),
  );
}
