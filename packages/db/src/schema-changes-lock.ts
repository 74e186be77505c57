import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** The advisory lock's key: any number no other lock of ours uses. */
const SCHEMA_CHANGES_LOCK = 5_104_001;

/**
 * Runs `work` while no other node runs its own: the schema changes every node makes at start
 * (migrations, the job queue's tables) on one database. Two nodes starting at once would otherwise
 * both apply a migration, or deadlock creating the job queues (decision 104). The lock is held by
 * a transaction of its own, on one pooled connection, while `work` runs on the others; it ends with
 * that transaction.
 */
export async function withSchemaChangesLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_CHANGES_LOCK})`);
    return work();
  });
}
