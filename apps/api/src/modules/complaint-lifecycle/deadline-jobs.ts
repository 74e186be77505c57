import type { DatabaseOrTransaction, Transaction } from "@tousu/db";
import { COMPLAINT_DEADLINES, type ComplaintClock, type LifecycleAction } from "@tousu/domain";
import { sql } from "drizzle-orm";
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

/**
 * Schedules the jobs of every running deadline that has none: complaints written without the
 * lifecycle engine (the demo seed, a data import) have due dates but no jobs. One INSERT … SELECT
 * per deadline with the same payload and key as `scheduleDeadlineJobs`, so running it at every boot
 * only ever adds what is missing.
 */
export async function scheduleMissingDeadlineJobs(db: DatabaseOrTransaction, now: Date): Promise<number> {
  let scheduled = 0;
  for (const [name, deadline] of Object.entries(DEADLINES) as [
    DeadlineName,
    (typeof DEADLINES)[DeadlineName],
  ][]) {
    const due = sql.identifier(COLUMN_OF[deadline.field]);
    // The same text as Date.prototype.toISOString, which keys the jobs the engine schedules.
    const iso = sql`to_char(${due} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    for (const reminder of [false, true]) {
      const runAt = reminder
        ? sql`${due} - make_interval(hours => ${COMPLAINT_DEADLINES.reminderHours}::int)`
        : due;
      const result = await db.execute(sql`
        insert into jobs (name, payload, run_at, dedupe_key)
        select ${DEADLINE_JOB},
               jsonb_build_object('complaint_id', id, 'deadline', ${name}::text, 'due_at', ${iso}, 'reminder', ${reminder}::boolean),
               ${runAt},
               id || ':' || ${name}::text || ':' || ${iso} || ${reminder ? ":reminder" : ""}::text
        from complaints
        where ${due} is not null and clock_paused_at is null ${reminder ? sql`and ${runAt} > ${now}` : sql``}
        on conflict (dedupe_key) do nothing`);
      scheduled += result.rowCount ?? 0;
    }
  }
  return scheduled;
}

const COLUMN_OF: Record<keyof ComplaintClock, string> = {
  firstResponseAt: "first_response_at",
  responseDueAt: "response_due_at",
  replyDueAt: "reply_due_at",
  confirmDueAt: "confirm_due_at",
  clockPausedAt: "clock_paused_at",
};
