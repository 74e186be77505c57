import type { DatabaseOrTransaction } from "@tousu/db";
import { type SQL, sql } from "drizzle-orm";
import { JOB_SCHEMA } from "../jobs/job-queue";

export interface QueuedJob {
  name: string;
  /** The dedupe key it was scheduled with. */
  key: string | null;
  payload: Record<string, unknown>;
  runAt: Date;
  /** pg-boss's state: created, retry, active, completed, cancelled or failed. */
  state: string;
  /** Null until it ran to completion. */
  doneAt: Date | null;
}

/** The jobs in pg-boss's table (not yet archived) by name, key or complaint, oldest due first. */
export async function queuedJobs(
  db: DatabaseOrTransaction,
  filter: { name?: string; key?: string; complaintId?: number },
): Promise<QueuedJob[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.name !== undefined) conditions.push(sql`name = ${filter.name}`);
  if (filter.key !== undefined) conditions.push(sql`singleton_key = ${filter.key}`);
  if (filter.complaintId !== undefined)
    conditions.push(sql`data->>'complaint_id' = ${String(filter.complaintId)}`);
  const result = await db.execute<{
    name: string;
    key: string | null;
    state: string;
    payload: Record<string, unknown> | null;
    runAtMs: number;
    doneAtMs: number | null;
  }>(sql`
    select name, singleton_key as key, state::text as state, data as payload,
      (extract(epoch from start_after) * 1000)::float8 as "runAtMs",
      (extract(epoch from completed_on) * 1000)::float8 as "doneAtMs"
    from ${sql.raw(`${JOB_SCHEMA}.job`)}
    where ${sql.join(conditions, sql` and `)}
    order by start_after, singleton_key`);
  return result.rows.map((row) => ({
    name: row.name,
    key: row.key,
    state: row.state,
    payload: row.payload ?? {},
    runAt: new Date(row.runAtMs),
    doneAt: row.doneAtMs === null ? null : new Date(row.doneAtMs),
  }));
}
