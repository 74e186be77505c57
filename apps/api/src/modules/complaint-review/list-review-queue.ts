import type { ContractData, ContractOutput, listReviewComplaints } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import {
  anonymousNickname,
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
  findPersonalData,
} from "@tousu/domain";
import { and, asc, desc, eq, exists, notExists, or, type SQL, sql } from "drizzle-orm";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { readPage } from "../../lib/paging";
import { containsText, toIso, toIsoOrNull } from "../../lib/query-helpers";
import { loadReviewFlags } from "./review-flags";

const { complaints, brands, users, complaintSubtypes, complaintReviewFlags, memberComplaintPriorities } =
  schema;

// Statuses a moderator works through in arrival order; the rest are browsed newest first.
const QUEUE_STATUSES: readonly ComplaintStatus[] = ["pending_review", "needs_info"];

type QueueQuery = ContractOutput<typeof listReviewComplaints, "query">;

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
  // Members' complaints (加急, decision 093) go first, by their audit target, which follows their filing.
  const order = QUEUE_STATUSES.includes(query.status)
    ? [
        sql`${memberComplaintPriorities.auditDueAt} asc nulls last`,
        asc(complaints.createdAt),
        asc(complaints.id),
      ]
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
      auditDueAt: memberComplaintPriorities.auditDueAt,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .leftJoin(memberComplaintPriorities, eq(memberComplaintPriorities.complaintId, complaints.id))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: db.$count(complaints, where) }, async (page) => {
    const flags = await loadReviewFlags(
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
      audit_due_at: toIsoOrNull(row.auditDueAt),
    }));
  });
}
