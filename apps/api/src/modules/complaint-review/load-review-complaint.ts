import type { ContractData, getReviewComplaint } from "@tousu/contracts";
import { decryptPiiOrNull, schema } from "@tousu/db";
import { actionsAvailable, COMPLAINT_STATUS_LABELS, maskIdCard, maskPhone } from "@tousu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { lifecycleFlags, lifecycleStateOf } from "../../complaint-core/lifecycle-state";
import { notFound } from "../../lib/app-error";
import { complaintColumns } from "../../lib/complaint-columns";
import { loadComplaintEvidence } from "../../lib/complaint-evidence";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";
import { loadComplaintStaffActions } from "../staff";
import { summarizeApplication } from "./list-complaint-applications";
import { loadReviewFlags } from "./review-flags";

const {
  complaints,
  brands,
  enterprises,
  users,
  complaintSubtypes,
  complaintOperatorStream,
  complaintApplications,
} = schema;

// A complaint's review shows this many of its newest staff log entries.
const REVIEW_STAFF_ACTIONS_SHOWN = 200;

/** One complaint as a moderator reviews it: everything filed, private rows and flags, PII masked. */
export async function loadReviewComplaint(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  complaintId: number,
): Promise<ContractData<typeof getReviewComplaint>> {
  const { db } = deps;
  const [row] = await db
    .select({
      complaint: complaints,
      brand: { id: brands.id, name: brands.name },
      enterprise: { id: enterprises.id, name: enterprises.name },
      subtypeName: complaintSubtypes.name,
      author: {
        nickname: users.nickname,
        phoneCipher: users.phoneCipher,
        isRealNameVerified: users.isRealNameVerified,
      },
      problems: complaintColumns.problemNames,
      appeals: complaintColumns.appealNames,
      isRated: lifecycleFlags.isRated,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    // Before approval the complaint has no enterprise yet: show the one its brand would dispatch to.
    .leftJoin(
      enterprises,
      eq(enterprises.id, sql`coalesce(${complaints.enterpriseId}, ${brands.enterpriseId})`),
    )
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!row) throw notFound("投诉不存在");
  const { complaint } = row;

  const [evidence, timeline, flags, staffLog, [application]] = await Promise.all([
    loadComplaintEvidence(db, complaintId),
    db
      .select()
      .from(complaintOperatorStream)
      .where(eq(complaintOperatorStream.complaintId, complaintId))
      .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id)),
    loadReviewFlags(db, [complaintId]),
    loadComplaintStaffActions(db, complaintId, REVIEW_STAFF_ACTIONS_SHOWN),
    db
      .select()
      .from(complaintApplications)
      .where(
        and(eq(complaintApplications.complaintId, complaintId), eq(complaintApplications.status, "pending")),
      )
      .limit(1),
  ]);

  // The contact phone given when filing wins over the account's phone; both are shown masked.
  const phone = decryptPiiOrNull(complaint.phoneCipher ?? row.author.phoneCipher, deps.piiKeys.encryptionKey);
  const idCard = decryptPiiOrNull(complaint.idCardCipher, deps.piiKeys.encryptionKey);
  return {
    id: complaint.id,
    sn: complaint.sn,
    title: complaint.title,
    content: complaint.content,
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    brand: row.brand,
    custom_brand_name: complaint.customBrandName,
    enterprise: row.enterprise,
    subtype_name: row.subtypeName,
    money: complaint.money,
    is_anonymous: complaint.isAnonymous,
    is_hidden: complaint.isHidden,
    reject_reason: complaint.rejectReason,
    close_reason: complaint.closeReason,
    resubmit_count: complaint.resubmitCount,
    appeal_count: complaint.appealCount,
    created_at: toIso(complaint.createdAt),
    dispatched_at: toIsoOrNull(complaint.dispatchedAt),
    author: {
      id: complaint.userId,
      nickname: row.author.nickname,
      phone_masked: phone ? maskPhone(phone) : null,
      real_name: decryptPiiOrNull(complaint.realNameCipher, deps.piiKeys.encryptionKey),
      id_card_masked: idCard ? maskIdCard(idCard) : null,
      is_real_name_verified: row.author.isRealNameVerified,
    },
    images: evidence.images,
    problems: row.problems,
    appeals: row.appeals,
    attributes: evidence.attributes,
    timeline: timeline.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor_type: entry.actorType,
      content: entry.content,
      payload: entry.payload as Record<string, unknown>,
      is_public: entry.isPublic,
      created_at: toIso(entry.createdAt),
    })),
    flags: flags.get(complaintId) ?? [],
    staff_actions: staffLog,
    pending_application: application ? summarizeApplication(application) : null,
    moderator_actions: actionsAvailable(
      lifecycleStateOf(complaint, { isRated: row.isRated, hasPendingApplication: application !== undefined }),
      "moderator",
    ),
  };
}
