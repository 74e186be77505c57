import type { Database, DatabaseOrTransaction } from "@tousu/db";
import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { redactError } from "../lib/log-redaction";

/** The schema pg-boss creates and migrates itself at start (docs/decisions/031). */
export const JOB_SCHEMA = "pgboss";

export interface JobRequest {
  name: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** A job waiting under the same key makes scheduling it again a no-op, so retried requests never double a deadline. */
  dedupeKey: string;
}

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

/** What a module contributes to the queue: a job name, its handler, and what every node books when it starts. */
export interface JobDefinition {
  name: string;
  handle: JobHandler;
  atStart?: (now: Date) => Promise<void>;
}

/**
 * pg-boss runs its statements through this: our pool, or the caller's transaction, so a job exists
 * exactly when the change that needs it commits. pg-boss numbers its parameters ($1…); drizzle's
 * `execute` takes them as SQL chunks, each value bound as one parameter (an array stays an array).
 */
export function jobExecutor(db: DatabaseOrTransaction): PgBoss.Db {
  return {
    executeSql: (text, values) => db.execute(values?.length ? withParameters(text, values) : sql.raw(text)),
  };
}

function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql``,
  );
}

/**
 * Writes jobs only, never started: every send names the executor it runs on, so modules schedule with
 * nothing but the database or transaction in hand.
 */
const writer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error("job writer used without an executor")),
  },
  schema: JOB_SCHEMA,
});

/** Adds a durable job in the caller's transaction: it exists exactly when the change that needs it commits. */
export async function scheduleJob(db: DatabaseOrTransaction, job: JobRequest): Promise<void> {
  await writer.send(job.name, job.payload, {
    db: jobExecutor(db),
    startAfter: job.runAt,
    singletonKey: job.dedupeKey,
  });
}

/** Adds many jobs in one statement; those whose key is already waiting are skipped. */
export async function scheduleJobs(db: DatabaseOrTransaction, jobs: readonly JobRequest[]): Promise<void> {
  if (jobs.length === 0) return;
  await writer.insert(
    jobs.map((job) => ({
      name: job.name,
      data: job.payload,
      startAfter: job.runAt.toISOString(),
      singletonKey: job.dedupeKey,
    })),
    { db: jobExecutor(db) },
  );
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

/**
 * Each job name is a pg-boss queue of the `short` policy: one job per key may wait (the key is the
 * dedupe key); a failed run is retried with growing back-off, then kept as failed.
 */
export const QUEUE_OPTIONS = {
  policy: "short",
  retryLimit: 4,
  retryDelay: 60,
  retryBackoff: true,
  // A recount or an index build can take long; pg-boss fails a run that exceeds this.
  expireInSeconds: 60 * 60,
} as const satisfies Omit<PgBoss.Queue, "name">;

export interface JobRunSummary {
  done: number;
  failed: number;
}

type ClaimedJob = {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
};

/**
 * Runs the jobs due at `now` — the app's clock, which tests move — a batch at a time, oldest due
 * first. Claimed like pg-boss's own fetch (FOR UPDATE SKIP LOCKED, state `active`) but by `now`
 * rather than the database's clock, then completed or failed through pg-boss; a failure's retry is
 * counted from `now` too. Handlers must be idempotent: a crash between their work and completion
 * runs the job again.
 */
export async function runDueJobs(
  db: Database,
  definitions: readonly JobDefinition[],
  options: { now: Date; batchSize?: number; onError?: (error: unknown, job: string) => void },
): Promise<JobRunSummary> {
  const summary: JobRunSummary = { done: 0, failed: 0 };
  const handlers = new Map(definitions.map((definition) => [definition.name, definition.handle]));
  const batchSize = options.batchSize ?? 50;
  const executor = jobExecutor(db);
  const jobTable = sql.raw(`${JOB_SCHEMA}.job`);
  for (;;) {
    const claimed = await db.execute<ClaimedJob>(sql`
      with due as (
        select name, id from ${jobTable}
        where name = any(${sql.param([...handlers.keys()])}::text[]) and state < 'active'
          and start_after <= ${options.now}
        order by start_after, created_on, id
        limit ${batchSize}
        for update skip locked)
      update ${jobTable} j set state = 'active', started_on = now(),
        retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
      from due where j.name = due.name and j.id = due.id
      returning j.id, j.name, j.data`);
    for (const job of claimed.rows) {
      try {
        const handler = handlers.get(job.name);
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.data ?? {}, options.now);
        await writer.complete(job.name, job.id, {}, { db: executor });
        summary.done += 1;
      } catch (error) {
        summary.failed += 1;
        options.onError?.(error, job.name);
        // Kept where operators read it, so redacted like a log line (a failed query's values stay out).
        const { message } = redactError(error);
        await writer.fail(job.name, job.id, { message: message.slice(0, 500) }, { db: executor });
        await db.execute(sql`
          update ${jobTable} set start_after = start_after + (${options.now}::timestamptz - now())
          where name = ${job.name} and id = ${job.id}::uuid and state = 'retry'`);
      }
    }
    if (claimed.rows.length < batchSize) return summary;
  }
}

/** A queue's jobs in one state: waiting past their time (due), waiting for it, running, or failed for good. */
export type JobCount = {
  queue: string;
  state: "due" | "scheduled" | "active" | "failed";
  count: number;
};

/**
 * How many jobs each queue holds, by state, for the nodes' metrics (decision 105): due by the app's
 * clock as `runDueJobs` reads it, the statement cut short after `timeoutMs` so a slow database delays
 * no scrape for long. The figures are the platform's, the same whichever node reads them.
 */
export async function countJobs(db: Database, now: Date, timeoutMs: number): Promise<JobCount[]> {
  const jobTable = sql.raw(`${JOB_SCHEMA}.job`);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(timeoutMs)}`));
    const counted = await tx.execute<JobCount>(sql`
      select name as queue, count(*)::int as count,
        case when state = 'active' then 'active' when state = 'failed' then 'failed'
          when start_after <= ${now} then 'due' else 'scheduled' end as state
      from ${jobTable}
      where state in ('created', 'retry', 'active', 'failed')
      group by name, 3`);
    return counted.rows;
  });
}
