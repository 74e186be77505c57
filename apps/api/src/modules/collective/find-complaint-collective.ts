import type { ContractData, getComplaintCollectiveInfo } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { loadCollectiveSummary } from "./collective-summaries";

const { collectiveComplaints, complaints } = schema;

/** The collective a public complaint belongs to, or else the one it could join. */
export async function findComplaintCollective(
  deps: Pick<AppDeps, "db">,
  complaintId: number,
): Promise<ContractData<typeof getComplaintCollectiveInfo>> {
  const { db } = deps;
  const [complaint] = await db
    .select({ collectiveId: complaints.collectiveId, brandId: complaints.brandId })
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), isPublicComplaint()));
  if (!complaint) throw notFound("投诉不存在");
  const { brandLogo } = await readImageDefaults(db);
  if (complaint.collectiveId !== null) {
    return {
      relation: "member" as const,
      collective: await loadCollectiveSummary(db, complaint.collectiveId, brandLogo),
    };
  }
  if (complaint.brandId === null) return { relation: null, collective: null };
  // The brand's open collective with the most members: where a consumer's voice adds the most weight.
  const [joinable] = await db
    .select({ id: collectiveComplaints.id })
    .from(collectiveComplaints)
    .where(and(eq(collectiveComplaints.brandId, complaint.brandId), eq(collectiveComplaints.status, "open")))
    .orderBy(desc(collectiveComplaints.memberCount), desc(collectiveComplaints.id))
    .limit(1);
  if (!joinable) return { relation: null, collective: null };
  return {
    relation: "joinable" as const,
    collective: await loadCollectiveSummary(db, joinable.id, brandLogo),
  };
}
