import { type DatabaseOrTransaction, schema } from "@tousu/db";

/** The rate limit of every console write: staff writes are few and deliberate; it only stops a runaway script. */
export const STAFF_WRITE_LIMIT = { max: 120, timeWindow: "1 minute" };

export interface StaffActionInput {
  staffId: number;
  /** What was done, as a stable code: 'complaint.approve', 'user.ban', 'sensitive_word.add' … */
  action: string;
  targetType: string;
  targetId: string | number;
  complaintId?: number;
  detail?: Record<string, unknown>;
  /** Shown on the complaint's public audit log (GET /v2/progressAuditLog/{id}). */
  isPublic?: boolean;
  now: Date;
}

/** Appends to the staff log in the caller's transaction, so an action and its record commit together. */
export async function recordStaffAction(db: DatabaseOrTransaction, entry: StaffActionInput): Promise<void> {
  await db.insert(schema.staffActions).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    complaintId: entry.complaintId ?? null,
    detail: entry.detail ?? {},
    isPublic: entry.isPublic ?? false,
    createdAt: entry.now,
  });
}
