import { type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import { redactError } from "../lib/log-redaction";

export interface JobRequest {
  name: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Scheduling the same key twice is a no-op, so retried requests never double a deadline. */
  dedupeKey?: string;
}

/** Adds a durable job in the caller's transaction: it exists exactly when the change that needs it commits. */
export async function scheduleJob(db: DatabaseOrTransaction, job: JobRequest): Promise<void> {
  await db
    .insert(schema.jobs)
    .values({ name: job.name, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null })
    .onConflictDoNothing();
}

/**
 * Books a recurring job at the next multiple of its interval; each run books the next. Booking the
 * same one twice is a no-op, so every node may book it at start-up, which restarts a broken chain.
 */
export async function scheduleNextRun(
  db: DatabaseOrTransaction,
  name: string,
  intervalMs: number,
  now: Date,
): Promise<void> {
  const runAt = new Date((Math.floor(now.getTime() / intervalMs) + 1) * intervalMs);
  await scheduleJob(db, { name, payload: {}, runAt, dedupeKey: `${name}:${runAt.toISOString()}` });
}

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

type ClaimedJob = {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
};

// A worker that died mid-job leaves its lock behind; after this long another worker may take the job.
const LOCK_TIMEOUT_MS = 5 * 60_000;
const RETRY_BACKOFF_MS = 60_000;

export interface JobRunSummary {
  done: number;
  failed: number;
}

/**
 * Runs the jobs due at `now`, a batch at a time. Claims use FOR UPDATE SKIP LOCKED, so several app
 * nodes can poll the same table; handlers must be idempotent because a crash between a handler's
 * work and `done_at` runs the job again.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: {
    now: Date;
    workerId: string;
    batchSize?: number;
    onError?: (error: unknown, job: string) => void;
  },
): Promise<JobRunSummary> {
  const summary: JobRunSummary = { done: 0, failed: 0 };
  const batchSize = options.batchSize ?? 50;
  for (;;) {
    const claimed = await db.execute<ClaimedJob>(sql`
      update jobs set locked_at = ${options.now}, locked_by = ${options.workerId}, attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= ${options.now} and attempts < max_attempts
          and (locked_at is null or locked_at < ${new Date(options.now.getTime() - LOCK_TIMEOUT_MS)})
        order by run_at
        limit ${batchSize}
        for update skip locked)
      returning id, name, payload, attempts`);
    for (const job of claimed.rows) {
      const handler = handlers[job.name];
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.payload, options.now);
        await db.execute(
          sql`update jobs set done_at = ${options.now}, locked_at = null where id = ${job.id}`,
        );
        summary.done += 1;
      } catch (error) {
        summary.failed += 1;
        options.onError?.(error, job.name);
        // Kept where operators read it, so redacted like a log line (a failed query's values stay out).
        const { message } = redactError(error);
        await db.execute(sql`
          update jobs set locked_at = null, last_error = ${message.slice(0, 500)},
            run_at = ${new Date(options.now.getTime() + RETRY_BACKOFF_MS * job.attempts)}
          where id = ${job.id}`);
      }
    }
    if (claimed.rows.length < batchSize) return summary;
  }
}

/** Polls for due jobs until stopped; one tick at a time so a slow batch never overlaps the next. */
export function startJobWorker(
  run: () => Promise<unknown>,
  intervalMs: number,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = run()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
