import { schema, type Transaction } from "@tousu/db";
import { memberAuditDueAt } from "@tousu/domain";
import { readVipMembership } from "../../lib/vip-membership";

/**
 * Marks a complaint being filed for 加急 audit when its author is a member at the moment of filing,
 * in the filing's transaction. Stored rather than read at queue time: the promise is made at filing,
 * and a membership that ends or is refunded later does not take it back (docs/decisions/093).
 */
export async function addMemberPriority(
  tx: Transaction,
  input: { complaintId: number; userId: number; filedAt: Date },
): Promise<void> {
  if (!(await readVipMembership(tx, input.userId, input.filedAt))) return;
  await tx.insert(schema.memberComplaintPriorities).values({
    complaintId: input.complaintId,
    auditDueAt: memberAuditDueAt(input.filedAt),
    createdAt: input.filedAt,
  });
}
