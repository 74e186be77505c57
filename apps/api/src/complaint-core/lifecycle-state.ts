import { schema } from "@tousu/db";
import type { ComplaintLifecycleState } from "@tousu/domain";
import { sql } from "drizzle-orm";

const { complaints, complaintRatings, complaintApplications } = schema;

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
