import type { ContractData, getUserComplaint } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { CLOSE_REASON_LABELS, COMPLAINT_STATUS_LABELS, MAX_APPEALS, MAX_RESUBMISSIONS } from "@tousu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { consumerNextStep } from "../../complaint-core/consumer-next-step";
import { lifecycleFlags } from "../../complaint-core/lifecycle-state";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { toTimelineEntry } from "../../complaint-core/timeline-entry";
import { notFound } from "../../lib/app-error";
import { complaintColumns } from "../../lib/complaint-columns";
import { loadComplaintEvidence } from "../../lib/complaint-evidence";
import { loadMemberService } from "../member-service";

const { complaints, brands, complaintSubtypes, complaintOperatorStream } = schema;

/** The author's complaint with its content, evidence and history; anyone else's is as good as missing. */
export async function loadUserComplaint(
  deps: Pick<AppDeps, "db">,
  userId: number,
  complaintId: number,
): Promise<ContractData<typeof getUserComplaint>> {
  const [row] = await deps.db
    .select({
      complaint: complaints,
      brandName: brands.name,
      subtype: complaintSubtypes.name,
      problemNames: complaintColumns.problemNames,
      appealNames: complaintColumns.appealNames,
      ...lifecycleFlags,
    })
    .from(complaints)
    .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  if (!row) throw notFound("投诉不存在或已删除");

  const [evidence, streamRows, memberService] = await Promise.all([
    loadComplaintEvidence(deps.db, complaintId),
    deps.db
      .select()
      .from(complaintOperatorStream)
      .where(eq(complaintOperatorStream.complaintId, complaintId))
      .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id)),
    loadMemberService(deps.db, row.complaint),
  ]);

  const { complaint } = row;
  const next = consumerNextStep(complaint, row);
  return {
    id: complaint.id,
    sn: complaint.sn,
    title: complaint.title,
    content: complaint.content,
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    brand: complaint.brandId === null ? null : { id: complaint.brandId, name: row.brandName ?? "" },
    custom_brand_name: complaint.customBrandName,
    subtype: row.subtype,
    problems: row.problemNames,
    appeals: row.appealNames,
    attributes: evidence.attributes,
    images: evidence.images,
    money: Number(complaint.money),
    is_media: complaint.isMedia,
    is_co_management: complaint.isCoManagement,
    collective_id: complaint.collectiveId,
    created_at: complaint.createdAt.toISOString(),
    dispatched_at: complaint.dispatchedAt?.toISOString() ?? null,
    is_public: isPubliclyVisible(complaint),
    is_overdue: complaint.isOverdue,
    is_auto_completed: complaint.isAutoCompleted,
    is_rated: row.isRated,
    reject_reason: complaint.rejectReason,
    reject_reason_label: next.rejectReasonLabel,
    close_reason_label: complaint.closeReason ? CLOSE_REASON_LABELS[complaint.closeReason] : null,
    info_request: openInfoRequest(complaint.status, streamRows),
    resubmit_count: complaint.resubmitCount,
    resubmits_left: Math.max(0, MAX_RESUBMISSIONS - complaint.resubmitCount),
    appeal_count: complaint.appealCount,
    appeals_left: Math.max(0, MAX_APPEALS - complaint.appealCount),
    deadline: next.deadline,
    actions: next.actions,
    attention: next.attention,
    stream: streamRows.filter(isShownToOwner).map((entry, index) => toTimelineEntry(entry, index + 1)),
    member_service: memberService,
  };
}

type StreamRow = typeof complaintOperatorStream.$inferSelect;

// Private steps are staff notes (why a complaint was hidden …); the ones addressed to the
// complainant — why it was rejected, what they are asked — are theirs to read.
const ADDRESSED_TO_OWNER: readonly StreamRow["action"][] = [
  "rejected",
  "info_requested",
  "company_info_requested",
];

function isShownToOwner(entry: StreamRow): boolean {
  return entry.isPublic || entry.actorType === "user" || ADDRESSED_TO_OWNER.includes(entry.action);
}

/** The question the complainant still has to answer: the latest one asked while the complaint waits on them. */
function openInfoRequest(
  status: typeof complaints.$inferSelect.status,
  stream: readonly StreamRow[],
): ContractData<typeof getUserComplaint>["info_request"] {
  const action =
    status === "needs_info"
      ? "info_requested"
      : status === "company_needs_info"
        ? "company_info_requested"
        : null;
  if (!action) return null;
  const asked = stream.findLast((entry) => entry.action === action);
  return {
    from: action === "info_requested" ? "platform" : "company",
    content: asked?.content ?? null,
    created_at: (asked?.createdAt ?? new Date(0)).toISOString(),
  };
}
