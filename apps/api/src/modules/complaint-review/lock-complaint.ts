import { schema, type Transaction } from "@tousu/db";
import { eq } from "drizzle-orm";

const { complaints } = schema;

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
