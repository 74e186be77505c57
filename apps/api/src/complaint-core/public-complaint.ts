import { schema } from "@tousu/db";
import { PUBLIC_COMPLAINT_STATUSES } from "@tousu/domain";
import type { SQL } from "drizzle-orm";

const { complaints, publicComplaintCondition } = schema;

/** What every public complaint list shares (docs/decisions/009). */
export function isPublicComplaint(): SQL {
  return publicComplaintCondition(complaints);
}

/** Published (once approved, in a public status) and not hidden by a moderator. */
export function isPubliclyVisible(
  complaint: Pick<typeof complaints.$inferSelect, "status" | "dispatchedAt" | "isHidden">,
): boolean {
  return (
    PUBLIC_COMPLAINT_STATUSES.includes(complaint.status) &&
    complaint.dispatchedAt !== null &&
    !complaint.isHidden
  );
}
