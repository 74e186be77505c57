import type { ContractData, getUserComplaint } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { type ComplaintStatus, FOLLOW_UP_OUTCOME_LABELS, followUpWordsForMember } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";

const { memberComplaintPriorities, memberFollowUps } = schema;

/**
 * What the membership does for a complaint, for its author's own view only: the 加急 audit target
 * and the staff follow-up. Null for a complaint filed without a membership.
 */
export async function loadMemberService(
  db: DatabaseOrTransaction,
  complaint: { id: number; status: ComplaintStatus },
): Promise<ContractData<typeof getUserComplaint>["member_service"]> {
  const [row] = await db
    .select({
      auditDueAt: memberComplaintPriorities.auditDueAt,
      followUpState: memberFollowUps.state,
      openedAt: memberFollowUps.openedAt,
      outcome: memberFollowUps.outcome,
      closedAt: memberFollowUps.closedAt,
    })
    .from(memberComplaintPriorities)
    .leftJoin(memberFollowUps, eq(memberFollowUps.complaintId, memberComplaintPriorities.complaintId))
    .where(eq(memberComplaintPriorities.complaintId, complaint.id));
  if (!row) return null;
  return {
    audit_due_at: toIso(row.auditDueAt),
    // Approved, rejected or asked for more: a moderator has answered it, which is what the target promises.
    audited: complaint.status !== "pending_review",
    follow_up:
      row.followUpState && row.openedAt
        ? {
            state: row.followUpState,
            label: followUpWordsForMember(row.followUpState),
            opened_at: toIso(row.openedAt),
            outcome_label: row.outcome ? FOLLOW_UP_OUTCOME_LABELS[row.outcome] : null,
            closed_at: toIsoOrNull(row.closedAt),
          }
        : null,
  };
}
