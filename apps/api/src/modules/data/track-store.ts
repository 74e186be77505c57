import type { Database } from "@tousu/db";
import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import { ensureMonthPartition } from "./track-partitions";

/** One event as stored: nothing in it identifies a person (decision 109). */
export type StoredTrackEvent = typeof schema.trackEvents.$inferInsert & { occurredAt: Date };

/**
 * Where tracked events go. PostgreSQL's monthly partitions serve today's volume; a column store
 * (ClickHouse) takes over behind this interface past the volume decision 109 names.
 */
export interface TrackStore {
  /** Stores the event unless one with the same replay key was stored lately; false when it was. */
  add(event: StoredTrackEvent, replayKey: string): Promise<boolean>;
}

/** PostgreSQL's `check_violation`, which a row for a month without a partition raises. */
const NO_PARTITION_FOR_ROW = "23514";

export function createPgTrackStore(db: Database): TrackStore {
  const insert = (event: StoredTrackEvent, replayKey: string) =>
    db.transaction(async (tx) => {
      const remembered = await tx
        .insert(schema.trackReplays)
        .values({ key: replayKey, seenAt: event.occurredAt })
        .onConflictDoNothing()
        .returning({ key: schema.trackReplays.key });
      if (remembered.length === 0) return false;
      await tx.insert(schema.trackEvents).values(event);
      return true;
    });
  return {
    async add(event, replayKey) {
      try {
        return await insert(event, replayKey);
      } catch (error) {
        // The jobs create months ahead; a month they have not reached yet (a stopped queue, a
        // test's clock) is created here once, rather than losing the event.
        if (causeCode(error) !== NO_PARTITION_FOR_ROW) throw error;
        await ensureMonthPartition(db, event.occurredAt);
        return insert(event, replayKey);
      }
    },
  };
}

function causeCode(error: unknown): string | undefined {
  let reason = error;
  while (reason instanceof Error) {
    const code = (reason as { code?: unknown }).code;
    if (typeof code === "string") return code;
    reason = reason.cause;
  }
  return undefined;
}

/** Deletes the replay keys older than `before`: a beacon that old brings an expired page token anyway. */
export async function forgetReplaysBefore(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from ${schema.trackReplays} where ${schema.trackReplays.seenAt} < ${before}`);
}
