import type { AppDeps } from "../../app-deps";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { type ComplaintRecord, readComplaintRecord } from "./complaint-record";

export interface VisibleComplaint {
  record: ComplaintRecord;
  isOwner: boolean;
}

/**
 * The complaint as the viewer may see it: everyone sees a public one, only its author sees one that
 * is not (yet) public. To anyone else such a complaint does not exist, so its existence is not leaked.
 */
export async function loadVisibleComplaint(
  deps: Pick<AppDeps, "db">,
  viewerId: number | null,
  complaintId: number,
): Promise<VisibleComplaint> {
  const record = await readComplaintRecord(deps.db, complaintId);
  const isOwner = record !== null && viewerId !== null && record.complaint.userId === viewerId;
  if (!record || !(isOwner || isPubliclyVisible(record.complaint))) throw notFound("投诉不存在或已删除");
  return { record, isOwner };
}
