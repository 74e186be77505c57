import { type DatabaseOrTransaction, schema } from "@tousu/db";
import type { ComplaintClock, ComplaintLifecycleState } from "@tousu/domain";
import { and, eq, sql } from "drizzle-orm";

const { complaints, complaintRatings, complaintApplications } = schema;

export type LifecycleComplaintRow = Pick<
  typeof complaints.$inferSelect,
  | "id"
  | "userId"
  | "brandId"
  | "enterpriseId"
  | "title"
  | "status"
  | "resubmitCount"
  | "appealCount"
  | "isOverdue"
  | "isAutoCompleted"
  | "repliedAt"
  | "dispatchedAt"
  | "firstResponseAt"
  | "responseDueAt"
  | "replyDueAt"
  | "confirmDueAt"
  | "clockPausedAt"
>;

/** Columns a query selects next to a complaint for `lifecycleStateOf`, so lists read the lifecycle state in one query. */
export const lifecycleFlags = {
  isRated: sql<boolean>`exists (select 1 from ${complaintRatings} where ${complaintRatings.complaintId} = ${complaints.id})`,
  hasPendingApplication: sql<boolean>`exists (select 1 from ${complaintApplications} where ${complaintApplications.complaintId} = ${complaints.id} and ${complaintApplications.status} = 'pending')`,
};

/** The state machine's view of a complaint row and the two facts that live in other tables. */
export function lifecycleStateOf(
  complaint: Pick<
    typeof complaints.$inferSelect,
    "status" | "resubmitCount" | "appealCount" | "isAutoCompleted" | "isOverdue" | "firstResponseAt"
  >,
  facts: { isRated: boolean; hasPendingApplication: boolean },
): ComplaintLifecycleState {
  return {
    status: complaint.status,
    resubmitCount: complaint.resubmitCount,
    appealCount: complaint.appealCount,
    isRated: facts.isRated,
    isAutoCompleted: complaint.isAutoCompleted,
    hasPendingApplication: facts.hasPendingApplication,
    isOverdue: complaint.isOverdue,
    hasFirstResponse: complaint.firstResponseAt !== null,
  };
}

export interface LifecycleComplaint {
  row: LifecycleComplaintRow;
  state: ComplaintLifecycleState;
  clock: ComplaintClock;
  pendingApplication: { id: number; kind: "archive" | "end" } | null;
}

/**
 * Loads a complaint's lifecycle state. For a step, `lock` holds its row until the transaction ends,
 * so two steps on one complaint (a reply racing an automatic close) run one after the other.
 */
export async function loadLifecycleComplaint(
  tx: DatabaseOrTransaction,
  id: number,
  options: { lock: boolean },
): Promise<LifecycleComplaint | null> {
  const query = tx
    .select({
      id: complaints.id,
      userId: complaints.userId,
      brandId: complaints.brandId,
      enterpriseId: complaints.enterpriseId,
      title: complaints.title,
      status: complaints.status,
      resubmitCount: complaints.resubmitCount,
      appealCount: complaints.appealCount,
      isOverdue: complaints.isOverdue,
      isAutoCompleted: complaints.isAutoCompleted,
      repliedAt: complaints.repliedAt,
      dispatchedAt: complaints.dispatchedAt,
      firstResponseAt: complaints.firstResponseAt,
      responseDueAt: complaints.responseDueAt,
      replyDueAt: complaints.replyDueAt,
      confirmDueAt: complaints.confirmDueAt,
      clockPausedAt: complaints.clockPausedAt,
    })
    .from(complaints)
    .where(eq(complaints.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  const [rating] = await tx
    .select({ id: complaintRatings.id })
    .from(complaintRatings)
    .where(eq(complaintRatings.complaintId, id));
  const [application] = await tx
    .select({ id: complaintApplications.id, kind: complaintApplications.kind })
    .from(complaintApplications)
    .where(and(eq(complaintApplications.complaintId, id), eq(complaintApplications.status, "pending")));
  return {
    row,
    state: lifecycleStateOf(row, {
      isRated: rating !== undefined,
      hasPendingApplication: application !== undefined,
    }),
    clock: {
      firstResponseAt: row.firstResponseAt,
      responseDueAt: row.responseDueAt,
      replyDueAt: row.replyDueAt,
      confirmDueAt: row.confirmDueAt,
      clockPausedAt: row.clockPausedAt,
    },
    pendingApplication: application ?? null,
  };
}
