import { schema, type Transaction } from "@tousu/db";
import { eq } from "drizzle-orm";
import { createPushMessage } from "../../lib/push-messages";

const { complaints, complaintOperatorStream } = schema;

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
    .where(eq(complaints.id, complaint.id));
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

/** The complaint with what places it in the public lists, locked for the caller's transaction. */
export async function lockComplaint(tx: Transaction, complaintId: number) {
  const [complaint] = await tx
    .select({
      id: complaints.id,
      userId: complaints.userId,
      title: complaints.title,
      isHidden: complaints.isHidden,
      status: complaints.status,
      dispatchedAt: complaints.dispatchedAt,
      brandId: complaints.brandId,
      enterpriseId: complaints.enterpriseId,
      collectiveId: complaints.collectiveId,
    })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .for("update");
  return complaint;
}
