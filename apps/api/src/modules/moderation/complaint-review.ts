import type {
  ContractData,
  ContractOutput,
  getReviewComplaint,
  listReviewComplaints,
} from "@tousu/contracts";
import { type Database, decryptPiiOrNull, schema } from "@tousu/db";
import {
  actionsAvailable,
  anonymousNickname,
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
  findPersonalData,
  maskIdCard,
  maskPhone,
} from "@tousu/domain";
import { and, asc, desc, eq, exists, inArray, notExists, or, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { lifecycleFlags, lifecycleStateOf } from "../../complaint-core/lifecycle-state";
import { notFound } from "../../lib/app-error";
import { complaintColumns } from "../../lib/complaint-columns";
import { loadComplaintEvidence } from "../../lib/complaint-evidence";
import { readPage } from "../../lib/paging";
import { containsText, toIso, toIsoOrNull } from "../../lib/query-helpers";
import { applicationSummaryOf } from "./applications";
import { loadComplaintStaffActions } from "./staff-log";

const {
  complaints,
  brands,
  enterprises,
  users,
  complaintSubtypes,
  complaintReviewFlags,
  complaintOperatorStream,
  complaintApplications,
} = schema;

// Statuses a moderator works through in arrival order; the rest are browsed newest first.
const QUEUE_STATUSES: readonly ComplaintStatus[] = ["pending_review", "needs_info"];
// A complaint's review shows this many of its newest staff log entries.
const REVIEW_STAFF_ACTIONS_SHOWN = 200;

type QueueQuery = ContractOutput<typeof listReviewComplaints, "query">;

async function flagsOf(db: Database, complaintIds: number[]) {
  if (complaintIds.length === 0)
    return new Map<number, ContractData<typeof listReviewComplaints>["list"][number]["flags"]>();
  const rows = await db
    .select()
    .from(complaintReviewFlags)
    .where(inArray(complaintReviewFlags.complaintId, complaintIds))
    .orderBy(asc(complaintReviewFlags.createdAt), asc(complaintReviewFlags.id));
  const byComplaint = new Map<number, { reason: string; words: string[]; created_at: string }[]>();
  for (const row of rows) {
    const list = byComplaint.get(row.complaintId) ?? [];
    list.push({ reason: row.reason, words: row.words, created_at: toIso(row.createdAt) });
    byComplaint.set(row.complaintId, list);
  }
  return byComplaint;
}

// What the public will read masked (docs/decisions/058), so the moderator sees it before approving.
const personalDataKinds = (text: string) => [...new Set(findPersonalData(text).map((span) => span.kind))];

const authorName = (row: { userId: number; nickname: string; isAnonymous: boolean }) =>
  row.isAnonymous ? anonymousNickname(row.userId) : row.nickname;

export async function listReviewQueue(
  db: Database,
  query: QueueQuery,
): Promise<ContractData<typeof listReviewComplaints>> {
  const hasFlag = db
    .select({ one: sql`1` })
    .from(complaintReviewFlags)
    .where(eq(complaintReviewFlags.complaintId, complaints.id));
  const conditions: (SQL | undefined)[] = [eq(complaints.status, query.status)];
  if (query.keyword) {
    conditions.push(or(containsText(complaints.title, query.keyword), eq(complaints.sn, query.keyword)));
  }
  if (query.flagged !== undefined) conditions.push(query.flagged ? exists(hasFlag) : notExists(hasFlag));
  const where = and(...conditions);
  const order = QUEUE_STATUSES.includes(query.status)
    ? [asc(complaints.createdAt), asc(complaints.id)]
    : [desc(complaints.createdAt), desc(complaints.id)];

  const rows = db
    .select({
      id: complaints.id,
      sn: complaints.sn,
      title: complaints.title,
      content: complaints.content,
      status: complaints.status,
      brandName: sql<string>`coalesce(${complaintBrandName()}, '')`,
      subtypeName: complaintSubtypes.name,
      userId: complaints.userId,
      nickname: users.nickname,
      isAnonymous: complaints.isAnonymous,
      createdAt: complaints.createdAt,
      resubmitCount: complaints.resubmitCount,
      isHidden: complaints.isHidden,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: db.$count(complaints, where) }, async (page) => {
    const flags = await flagsOf(
      db,
      page.map((row) => row.id),
    );
    return page.map((row) => ({
      id: row.id,
      sn: row.sn,
      title: row.title,
      status: row.status,
      status_label: COMPLAINT_STATUS_LABELS[row.status],
      brand_name: row.brandName,
      subtype_name: row.subtypeName,
      author: authorName(row),
      created_at: toIso(row.createdAt),
      flags: flags.get(row.id) ?? [],
      personal_data: personalDataKinds(`${row.title}\n${row.content}`),
      is_resubmission: row.resubmitCount > 0,
      is_hidden: row.isHidden,
    }));
  });
}

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
    flagsOf(db, [complaintId]),
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
    pending_application: application ? applicationSummaryOf(application) : null,
    moderator_actions: actionsAvailable(
      lifecycleStateOf(complaint, { isRated: row.isRated, hasPendingApplication: application !== undefined }),
      "moderator",
    ),
  };
}
