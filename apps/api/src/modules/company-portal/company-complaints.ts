import {
  COMPANY_EXPORT_MAX_ROWS,
  type CompanyInboxRow,
  type ContractData,
  type companyComplaintFilters,
  type getCompanyComplaint,
} from "@tousu/contracts";
import { type Database, decryptPiiOrNull, schema } from "@tousu/db";
import {
  actionsAvailable,
  activeDeadline,
  COMPLAINT_STATUS_LABELS,
  DEADLINE_LABELS,
  maskName,
  maskPhone,
  shanghaiDayStart,
} from "@tousu/domain";
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { publicAuthorNickname } from "../../complaint-core/complaint-author";
import { lifecycleStateOf } from "../../complaint-core/lifecycle-state";
import { TIMELINE_ACTION_LABELS } from "../../complaint-core/timeline-entry";
import { forbidden, notFound } from "../../lib/app-error";
import { requireEnterpriseMember } from "../../lib/authorization";
import { complaintColumns } from "../../lib/complaint-columns";
import { loadComplaintEvidence } from "../../lib/complaint-evidence";
import { escapeLike } from "../../lib/like-pattern";
import { type PageQuery, pageResult, pageWindow } from "../../lib/paging";
import type { AuthenticatedUser } from "../../lib/request-user";

const {
  complaints,
  users,
  brands,
  complaintSubtypes,
  complaintOperatorStream,
  complaintRatings,
  complaintApplications,
} = schema;

export type CompanyComplaintFilters = z.output<typeof companyComplaintFilters>;

export const APPLICATION_KIND_LABELS = { archive: "申请归档", end: "申请结案" } as const;

/** An operator's view: the enterprise's published complaints (hidden ones stay: the company must still answer). */
function companyComplaintConditions(enterpriseId: number, filters: CompanyComplaintFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(complaints.enterpriseId, enterpriseId),
    isNotNull(complaints.dispatchedAt),
    filters.status ? eq(complaints.status, filters.status) : undefined,
    filters.brand_id ? eq(complaints.brandId, filters.brand_id) : undefined,
    filters.overdue === undefined ? undefined : eq(complaints.isOverdue, filters.overdue),
    // A keyword finds titles, or the complaint whose number it is (投诉编号, decision 029).
    filters.keyword
      ? or(ilike(complaints.title, `%${escapeLike(filters.keyword)}%`), eq(complaints.sn, filters.keyword))
      : undefined,
    filters.from ? sql`${complaints.createdAt} >= ${shanghaiDayStart(filters.from)}` : undefined,
    filters.to ? sql`${complaints.createdAt} < ${shanghaiDayStart(filters.to, 1)}` : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * The company's own nearest deadline, while the complaint waits on the company (the consumer's
 * confirmation clock is not theirs to meet, and a deadline left on a replied complaint is spent).
 * least() skips nulls; a complaint without a running company clock sorts last.
 */
const nearestCompanyDeadline = sql`case when ${complaints.status} in ('dispatched', 'processing', 'company_needs_info')
  then least(${complaints.responseDueAt}, ${complaints.replyDueAt}) end`;

function companyComplaintOrder(sort: CompanyComplaintFilters["sort"]): SQL[] {
  return sort === "deadline"
    ? [sql`${nearestCompanyDeadline} asc nulls last`, desc(complaints.dispatchedAt), desc(complaints.id)]
    : [desc(complaints.dispatchedAt), desc(complaints.id)];
}

/** What an inbox row and an export line read, besides the complaint itself. */
export const companyComplaintSelection = {
  complaint: complaints,
  brandName: brands.name,
  nickname: users.nickname,
  satisfaction: complaintRatings.satisfactionScore,
  applicationKind: complaintApplications.kind,
  applicationReason: complaintApplications.reason,
  applicationCreatedAt: complaintApplications.createdAt,
};

export function selectCompanyComplaints(db: Database) {
  return db
    .select(companyComplaintSelection)
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .leftJoin(complaintRatings, eq(complaintRatings.complaintId, complaints.id))
    .leftJoin(
      complaintApplications,
      and(eq(complaintApplications.complaintId, complaints.id), eq(complaintApplications.status, "pending")),
    )
    .$dynamic();
}

export type CompanyComplaintRecord = Awaited<ReturnType<typeof selectCompanyComplaints>>[number];

export function toInboxRow(record: CompanyComplaintRecord): CompanyInboxRow {
  const { complaint } = record;
  const deadline = activeDeadline(complaint.status, complaint);
  const state = lifecycleStateOf(complaint, {
    isRated: record.satisfaction !== null,
    hasPendingApplication: record.applicationKind !== null,
  });
  return {
    id: complaint.id,
    sn: complaint.sn,
    title: complaint.title,
    brand: complaint.brandId === null ? null : { id: complaint.brandId, name: record.brandName ?? "" },
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    is_overdue: complaint.isOverdue,
    deadline: deadline && {
      kind: deadline.kind,
      label: DEADLINE_LABELS[deadline.kind],
      due_at: deadline.dueAt.toISOString(),
      paused: deadline.paused,
    },
    consumer_nickname: publicAuthorNickname({
      complaintId: complaint.id,
      isAnonymous: complaint.isAnonymous,
      userId: complaint.userId,
      nickname: record.nickname,
    }),
    created_at: complaint.createdAt.toISOString(),
    // The selection only holds published complaints.
    dispatched_at: (complaint.dispatchedAt ?? complaint.createdAt).toISOString(),
    pending_application:
      record.applicationKind && record.applicationCreatedAt
        ? {
            kind: record.applicationKind,
            kind_label: APPLICATION_KIND_LABELS[record.applicationKind],
            reason: record.applicationReason ?? "",
            created_at: record.applicationCreatedAt.toISOString(),
          }
        : null,
    actions: actionsAvailable(state, "company"),
  };
}

export async function listCompanyInbox(
  db: Database,
  enterpriseId: number,
  query: CompanyComplaintFilters & PageQuery,
) {
  const where = companyComplaintConditions(enterpriseId, query);
  const paging = pageWindow(query);
  const [records, [total]] = await Promise.all([
    selectCompanyComplaints(db)
      .where(where)
      .orderBy(...companyComplaintOrder(query.sort))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(complaints).where(where),
  ]);
  return pageResult(records.map(toInboxRow), total?.value ?? 0, query);
}

/** The enterprise's complaints matching the inbox filters, in its order, as many as one export holds. */
export function listCompanyComplaintsForExport(
  db: Database,
  enterpriseId: number,
  filters: CompanyComplaintFilters,
) {
  return selectCompanyComplaints(db)
    .where(companyComplaintConditions(enterpriseId, filters))
    .orderBy(...companyComplaintOrder(filters.sort))
    .limit(COMPANY_EXPORT_MAX_ROWS);
}

function revealMasked(cipher: string | null, key: Buffer, mask: (plain: string) => string): string | null {
  const plain = decryptPiiOrNull(cipher, key);
  return plain === null ? null : mask(plain);
}

/**
 * One complaint as its company sees it. The consumer's phone and real name are given masked only:
 * the company answers in public and through the platform, so it needs to recognise the customer,
 * not to contact them outside it (docs/decisions/009).
 */
export async function loadCompanyComplaint(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  user: AuthenticatedUser,
  complaintId: number,
): Promise<ContractData<typeof getCompanyComplaint>> {
  const { db } = deps;
  const [record] = await selectCompanyComplaints(db).where(eq(complaints.id, complaintId)).limit(1);
  if (!record) throw notFound("投诉不存在或已删除");
  const { complaint } = record;
  // Unpublished complaints and other enterprises' complaints are refused alike.
  if (!complaint.dispatchedAt || complaint.enterpriseId === null) throw forbidden("您不是该企业的成员");
  await requireEnterpriseMember(db, user, { enterpriseId: complaint.enterpriseId });

  const [[extra], evidence, streamRows] = await Promise.all([
    db
      .select({
        subtype: complaintSubtypes.name,
        problemNames: complaintColumns.problemNames,
        appealNames: complaintColumns.appealNames,
      })
      .from(complaints)
      .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
      .where(eq(complaints.id, complaintId)),
    loadComplaintEvidence(db, complaintId),
    // The public timeline plus the company's own steps; staff-internal notes stay with the staff.
    db
      .select()
      .from(complaintOperatorStream)
      .where(
        and(
          eq(complaintOperatorStream.complaintId, complaintId),
          or(eq(complaintOperatorStream.isPublic, true), eq(complaintOperatorStream.actorType, "company")),
        ),
      )
      .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id)),
  ]);
  if (!extra) throw new Error(`complaint ${complaintId} lost its subtype`);

  const { encryptionKey } = deps.piiKeys;
  const row = toInboxRow(record);
  return {
    ...row,
    content: complaint.content,
    subtype: extra.subtype,
    problems: extra.problemNames,
    appeals: extra.appealNames,
    money: Number(complaint.money),
    attributes: evidence.attributes,
    images: evidence.images,
    consumer: {
      nickname: row.consumer_nickname,
      phone: revealMasked(complaint.phoneCipher, encryptionKey, maskPhone),
      real_name: revealMasked(complaint.realNameCipher, encryptionKey, maskName),
    },
    enterprise_id: complaint.enterpriseId,
    timeline: streamRows.map((entry) => ({
      id: entry.id,
      action: entry.action,
      action_label: TIMELINE_ACTION_LABELS[entry.action],
      actor_type: entry.actorType,
      content: entry.content,
      payload: (entry.payload ?? {}) as Record<string, unknown>,
      is_public: entry.isPublic,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
