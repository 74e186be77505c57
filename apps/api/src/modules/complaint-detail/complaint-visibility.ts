import { maskPersonalData } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { type ComplaintRecord, readComplaintRecord } from "./complaint-record";

export interface VisibleComplaint {
  /** Whole for the author; for everyone else with personal data in its texts masked. */
  record: ComplaintRecord;
  isOwner: boolean;
}

/**
 * The complaint as the viewer may see it: everyone sees a public one, only its author sees one that
 * is not (yet) public. To anyone else such a complaint does not exist, so its existence is not leaked.
 * Every public read of a complaint's page passes here, so this is where its texts are masked for
 * everyone but the author (docs/decisions/058); the cached visitor copies hold the masked form.
 */
export async function loadVisibleComplaint(
  deps: Pick<AppDeps, "db">,
  viewerId: number | null,
  complaintId: number,
): Promise<VisibleComplaint> {
  const record = await readComplaintRecord(deps.db, complaintId);
  const isOwner = record !== null && viewerId !== null && record.complaint.userId === viewerId;
  if (!record || !(isOwner || isPubliclyVisible(record.complaint))) throw notFound("投诉不存在或已删除");
  return { record: isOwner ? record : maskedRecord(record), isOwner };
}

/**
 * The record with personal data masked in everything people typed: the title and text, the brand
 * name they wrote in, attributes (decision 022), every timeline entry's text (replies, appeals,
 * supplements, notes) and the rating's comment.
 */
function maskedRecord(record: ComplaintRecord): ComplaintRecord {
  const { complaint, rating } = record;
  return {
    ...record,
    complaint: {
      ...complaint,
      title: maskPersonalData(complaint.title),
      content: maskPersonalData(complaint.content),
      customBrandName: complaint.customBrandName && maskPersonalData(complaint.customBrandName),
    },
    attributes: record.attributes.map(({ name, value }) => ({ name, value: maskPersonalData(value) })),
    timeline: record.timeline.map((step) => ({
      ...step,
      content: step.content && maskPersonalData(step.content),
    })),
    rating: rating && { ...rating, content: rating.content && maskPersonalData(rating.content) },
  };
}
