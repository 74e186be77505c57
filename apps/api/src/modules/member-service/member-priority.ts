import { schema, type Transaction } from "@tousu/db";
import { isMembershipActive, memberAuditDueAt } from "@tousu/domain";
import { eq } from "drizzle-orm";

const { vipMemberships, memberComplaintPriorities } = schema;

/**
 * Marks a complaint being filed for 加急 audit when its author is a member at the moment of filing,
 * in the filing's transaction. Stored rather than read at queue time: the promise is made at filing,
 * and a membership that ends or is refunded later does not take it back (docs/decisions/093).
 */
export async function addMemberPriority(
  tx: Transaction,
  input: { complaintId: number; userId: number; filedAt: Date },
): Promise<void> {
  const [membership] = await tx
    .select({ endsAt: vipMemberships.endsAt })
    .from(vipMemberships)
    .where(eq(vipMemberships.userId, input.userId));
  if (!isMembershipActive(input.filedAt, membership?.endsAt ?? null)) return;
  await tx.insert(memberComplaintPriorities).values({
    complaintId: input.complaintId,
    auditDueAt: memberAuditDueAt(input.filedAt),
    createdAt: input.filedAt,
  });
}
