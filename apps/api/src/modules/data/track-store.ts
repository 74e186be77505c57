import { type Database, poolOf, schema } from "@tousu/db";
import { getTableName, sql } from "drizzle-orm";
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

/**
 * The replay key remembered and the event stored in one statement, which commits both or neither:
 * the event goes in only when the key was new. A second sender of the same beacon waits on the
 * key's row until the first commits, then inserts nothing. Named, so each connection plans it once.
 */
const STORE_EVENT = {
  name: "track_event_store",
  text: `
    with remembered as (
      insert into ${getTableName(schema.trackReplays)} (key, seen_at)
      values ($1, $2)
      on conflict do nothing
      returning key)
    insert into ${getTableName(schema.trackEvents)}
      (occurred_at, event, platform, visitor, user_hash, path, is_entry, referrer_class, referrer_host,
       browser, device, province, city, search_term, search_found)
    select $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16 from remembered
    returning id`,
};

export function createPgTrackStore(db: Database): TrackStore {
  const insert = async (event: StoredTrackEvent, replayKey: string) => {
    const stored = await poolOf(db).query({
      ...STORE_EVENT,
      values: [
        replayKey,
        event.occurredAt.toISOString(),
        event.event,
        event.platform,
        event.visitor,
        event.userHash ?? null,
        event.path,
        event.isEntry,
        event.referrerClass,
        event.referrerHost ?? null,
        event.browser,
        event.device,
        event.province ?? null,
        event.city ?? null,
        event.searchTerm ?? null,
        event.searchFound ?? null,
      ],
    });
    return stored.rows.length > 0;
  };
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
