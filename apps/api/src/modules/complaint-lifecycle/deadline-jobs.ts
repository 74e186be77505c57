import type { DatabaseOrTransaction, Transaction } from "@tousu/db";
import { COMPLAINT_DEADLINES, type ComplaintClock, type LifecycleAction } from "@tousu/domain";
import { sql } from "drizzle-orm";
import { JOB_SCHEMA, type JobRequest, scheduleJob, scheduleJobs } from "../../jobs/job-queue";

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
    for (const job of deadlineJobs(complaintId, name, due, now)) await scheduleJob(tx, job);
  }
}

/** A deadline's job, keyed by complaint, deadline and due time, and its reminder while that is ahead. */
function deadlineJobs(complaintId: number, name: DeadlineName, due: Date, now: Date): JobRequest[] {
  const payload = (reminder: boolean): DeadlineJobPayload => ({
    complaint_id: complaintId,
    deadline: name,
    due_at: due.toISOString(),
    reminder,
  });
  const key = `${complaintId}:${name}:${due.toISOString()}`;
  const jobs: JobRequest[] = [
    { name: DEADLINE_JOB, payload: { ...payload(false) }, runAt: due, dedupeKey: key },
  ];
  const remindAt = new Date(due.getTime() - REMINDER_MS);
  if (remindAt > now) {
    jobs.push({
      name: DEADLINE_JOB,
      payload: { ...payload(true) },
      runAt: remindAt,
      dedupeKey: `${key}:reminder`,
    });
  }
  return jobs;
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
 * Schedules the jobs of every running deadline that has none waiting: complaints written without
 * the lifecycle engine (the demo seed, a data import) have due dates but no jobs. The same payload
 * and key as `scheduleDeadlineJobs`, so running it at every start only ever adds what is missing. A
 * deadline still runs while its date is set (a step that ends or meets it clears the date) and,
 * for the first response, while the complaint is not yet flagged 超时; reminders only ahead of time.
 */
export async function scheduleMissingDeadlineJobs(db: DatabaseOrTransaction, now: Date): Promise<number> {
  const missing: JobRequest[] = [];
  for (const [name, deadline] of Object.entries(DEADLINES) as [
    DeadlineName,
    (typeof DEADLINES)[DeadlineName],
  ][]) {
    const due = sql.identifier(COLUMN_OF[deadline.field]);
    const running = sql`${due} is not null and clock_paused_at is null
      ${name === "response" ? sql`and not is_overdue` : sql``}`;
    const complaints = await db.execute<{ id: number; dueMs: number }>(sql`
      select id::float8 as id, (extract(epoch from ${due}) * 1000)::float8 as "dueMs"
      from complaints where ${running} order by id`);
    for (const complaint of complaints.rows) {
      missing.push(...deadlineJobs(complaint.id, name, new Date(complaint.dueMs), now));
    }
  }
  const waiting = await waitingKeys(
    db,
    missing.map((job) => job.dedupeKey),
  );
  const added = missing.filter((job) => !waiting.has(job.dedupeKey));
  for (let from = 0; from < added.length; from += BACKFILL_BATCH) {
    await scheduleJobs(db, added.slice(from, from + BACKFILL_BATCH));
  }
  return added.length;
}

const BACKFILL_BATCH = 1_000;

/** The keys among `keys` of deadline jobs waiting, waiting to be retried, or running. */
async function waitingKeys(db: DatabaseOrTransaction, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.execute<{ key: string }>(sql`
    select singleton_key as key from ${sql.raw(`${JOB_SCHEMA}.job`)}
    where name = ${DEADLINE_JOB} and state <= 'active' and singleton_key = any(${sql.param(keys)}::text[])`);
  return new Set(result.rows.map((row) => row.key));
}

const COLUMN_OF: Record<keyof ComplaintClock, string> = {
  firstResponseAt: "first_response_at",
  responseDueAt: "response_due_at",
  replyDueAt: "reply_due_at",
  confirmDueAt: "confirm_due_at",
  clockPausedAt: "clock_paused_at",
};
