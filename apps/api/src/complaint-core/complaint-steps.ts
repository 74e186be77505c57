import { schema, type Transaction } from "@tousu/db";
import type { ComplaintClock, ComplaintStatus } from "@tousu/domain";
import { and, eq, isNull } from "drizzle-orm";
import { createPushMessage } from "../lib/push-messages";

// The one writer of a complaint's row and of the enterprise's applications about it (CODE_STYLE.md):
// filing creates it, the lifecycle moves it (decision 009), its author joins it to a collective or
// hides its gallery, a moderator hides or restores it. Several features act on a complaint, so its
// steps live in this shared layer (decision 033); each feature reads, checks and decides, then
// takes a step here. The counters other features keep on the row, its comments and its folded
// views, are tallies of their own rows, not the complaint's state.

const { complaints, complaintApplications, complaintOperatorStream } = schema;

type ComplaintInsert = typeof complaints.$inferInsert;

/** What filing writes of a new complaint; its number comes from the column's default (decision 029). */
export type FiledComplaint = Omit<ComplaintInsert, "id" | "sn" | "status">;

/** A complaint is filed: it starts `pending_review`, waiting for a moderator. */
export async function addFiledComplaint(tx: Transaction, complaint: FiledComplaint): Promise<number> {
  const [created] = await tx
    .insert(complaints)
    .values({ ...complaint, status: "pending_review" })
    .returning({ id: complaints.id });
  if (!created) throw new Error("complaint insert returned no row");
  return created.id;
}

/** The columns a lifecycle step sets besides its status and clock. */
export type LifecycleColumns = Partial<
  Pick<
    ComplaintInsert,
    | "reviewedAt"
    | "dispatchedAt"
    | "rejectReason"
    | "enterpriseId"
    | "resubmitCount"
    | "title"
    | "content"
    | "searchTokens"
    | "repliedAt"
    | "appealCount"
    | "completedAt"
    | "isAutoCompleted"
    | "isOverdue"
    | "overdueAt"
    | "closedAt"
    | "closeReason"
  >
>;

/**
 * A lifecycle step's status, clock and columns, from the status the state machine allowed it in
 * (`applyLifecycleAction`, which holds the row locked).
 */
export async function applyLifecycleChange(
  tx: Transaction,
  complaintId: number,
  change: {
    from: ComplaintStatus;
    status: ComplaintStatus;
    clock: ComplaintClock;
    columns: LifecycleColumns;
  },
  now: Date,
): Promise<void> {
  const { clock } = change;
  await tx
    .update(complaints)
    .set({
      status: change.status,
      firstResponseAt: clock.firstResponseAt,
      responseDueAt: clock.responseDueAt,
      replyDueAt: clock.replyDueAt,
      confirmDueAt: clock.confirmDueAt,
      clockPausedAt: clock.clockPausedAt,
      ...change.columns,
      updatedAt: now,
    })
    .where(and(eq(complaints.id, complaintId), eq(complaints.status, change.from)));
}

/** The enterprise applies to archive or end the complaint; the platform decides. */
export async function addComplaintApplication(
  tx: Transaction,
  application: Pick<
    typeof complaintApplications.$inferInsert,
    "complaintId" | "enterpriseId" | "applicantId" | "kind" | "reason" | "evidenceUrls" | "createdAt"
  >,
): Promise<void> {
  await tx.insert(complaintApplications).values(application);
}

/** pending → approved or refused, by a moderator. */
export async function decideComplaintApplication(
  tx: Transaction,
  applicationId: number,
  decision: { status: "approved" | "refused"; reviewerId: number | null; reviewNote: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(complaintApplications)
    .set({ ...decision, reviewedAt: now })
    .where(and(eq(complaintApplications.id, applicationId), eq(complaintApplications.status, "pending")));
}

/** The author's complaint joins a collective once; false when it is in one already. */
export async function joinComplaintToCollective(
  tx: Transaction,
  complaintId: number,
  collectiveId: number,
): Promise<boolean> {
  const joined = await tx
    .update(complaints)
    .set({ collectiveId })
    .where(and(eq(complaints.id, complaintId), isNull(complaints.collectiveId)))
    .returning({ id: complaints.id });
  return joined.length > 0;
}

/** The author added evidence or chose whether the public page shows the gallery. */
export async function saveComplaintImageSetting(
  tx: Transaction,
  complaintId: number,
  imagesHidden: boolean,
  now: Date,
): Promise<void> {
  await tx.update(complaints).set({ imagesHidden, updatedAt: now }).where(eq(complaints.id, complaintId));
}

export interface StaffContext {
  staffId: number;
  now: Date;
}

/**
 * Hides or restores a complaint inside the caller's transaction: the flag, a private timeline row
 * (the reason stays internal) and a message to the author. The caller records the staff action,
 * so a report resolved by hiding is logged once, as the report's resolution.
 */
export async function setComplaintHidden(
  tx: Transaction,
  complaint: { id: number; userId: number; title: string },
  hidden: boolean,
  reason: string,
  { staffId, now }: StaffContext,
): Promise<void> {
  await tx
    .update(complaints)
    .set({ isHidden: hidden, updatedAt: now })
    .where(and(eq(complaints.id, complaint.id), eq(complaints.isHidden, !hidden)));
  await tx.insert(complaintOperatorStream).values({
    complaintId: complaint.id,
    actorType: "platform",
    actorId: staffId,
    action: hidden ? "hidden" : "restored",
    content: reason,
    isPublic: false,
    createdAt: now,
  });
  await createPushMessage(tx, {
    userId: complaint.userId,
    kind: "complaint",
    title: hidden ? "您的投诉已被平台隐藏" : "您的投诉已恢复公开",
    content: hidden
      ? `您的投诉“${complaint.title}”因“${reason}”已暂不公开展示，商家仍可继续处理。`
      : `您的投诉“${complaint.title}”已恢复公开展示。`,
    link: `/complaint/${complaint.id}`,
    complaintId: complaint.id,
    now,
  });
}
