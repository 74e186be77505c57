import { type DatabaseOrTransaction, schema } from "@tousu/db";
import type { ComplaintClock, ComplaintLifecycleState } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import { lifecycleStateOf } from "../../complaint-core/lifecycle-state";

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
