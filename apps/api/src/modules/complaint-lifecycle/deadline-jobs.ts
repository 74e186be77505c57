import type { Transaction } from "@tousu/db";
import { COMPLAINT_DEADLINES, type ComplaintClock, type LifecycleAction } from "@tousu/domain";
import { scheduleJob } from "../../jobs/job-queue";

export const DEADLINE_JOB = "complaint.deadline";

/** The clock field each deadline job watches, the step it takes when due, and who is reminded before. */
export const DEADLINES = {
  response: { field: "responseDueAt", action: "flag_overdue", remind: "company" },
  reply: { field: "replyDueAt", action: "close_unanswered", remind: "company" },
  confirm: { field: "confirmDueAt", action: "auto_complete", remind: "consumer" },
} as const satisfies Record<
  string,
  { field: keyof ComplaintClock; action: LifecycleAction; remind: "company" | "consumer" }
>;

export type DeadlineName = keyof typeof DEADLINES;

export interface DeadlineJobPayload {
  complaint_id: number;
  deadline: DeadlineName;
  /** The due time the job was scheduled for; a moved deadline leaves the old job with nothing to do. */
  due_at: string;
  /** A reminder ahead of the deadline rather than the deadline itself. */
  reminder: boolean;
}

const REMINDER_MS = COMPLAINT_DEADLINES.reminderHours * 3_600_000;

/**
 * Schedules the jobs for every deadline the step set or moved. Jobs are keyed by complaint, deadline
 * and due time, so scheduling twice is harmless, and a job whose deadline has since moved or been
 * met finds nothing to do when it runs (see runDeadlineJob).
 */
export async function scheduleDeadlineJobs(
  tx: Transaction,
  complaintId: number,
  before: ComplaintClock,
  after: ComplaintClock,
  now: Date,
): Promise<void> {
  for (const [name, deadline] of Object.entries(DEADLINES) as [
    DeadlineName,
    (typeof DEADLINES)[DeadlineName],
  ][]) {
    const due = after[deadline.field];
    if (!due || after.clockPausedAt || due.getTime() === before[deadline.field]?.getTime()) continue;
    const payload = (reminder: boolean): DeadlineJobPayload => ({
      complaint_id: complaintId,
      deadline: name,
      due_at: due.toISOString(),
      reminder,
    });
    const key = `${complaintId}:${name}:${due.toISOString()}`;
    await scheduleJob(tx, { name: DEADLINE_JOB, payload: { ...payload(false) }, runAt: due, dedupeKey: key });
    const remindAt = new Date(due.getTime() - REMINDER_MS);
    if (remindAt > now) {
      await scheduleJob(tx, {
        name: DEADLINE_JOB,
        payload: { ...payload(true) },
        runAt: remindAt,
        dedupeKey: `${key}:reminder`,
      });
    }
  }
}

export function isDeadlineJobPayload(
  value: Record<string, unknown>,
): value is Record<string, unknown> & DeadlineJobPayload {
  return (
    typeof value.complaint_id === "number" &&
    typeof value.deadline === "string" &&
    Object.hasOwn(DEADLINES, value.deadline) &&
    typeof value.due_at === "string" &&
    typeof value.reminder === "boolean"
  );
}
