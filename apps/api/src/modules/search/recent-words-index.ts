import type { Database, DatabaseOrTransaction } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, type JobHandler, scheduleNextRun } from "../../jobs/job-queue";

/**
 * A second words index holds the newest published complaints only: a search windowed to recent
 * filing reads it, so what the index makes it read (every posting of the key's words) stays what
 * it is at this many complaints, however many there are (docs/decisions/032). Built when the
 * published complaints reach twice this many, and built again, a boundary further on, whenever
 * those past its boundary do.
 */
export const RECENT_WORDS_COMPLAINTS = 100_000;
const INDEX_PREFIX = "complaints_recent_words_";
const INDEX_NAME_PATTERN = `^${INDEX_PREFIX}[0-9]+$`;
/** Matches decision 018's limit for the complaints' other text indexes. */
const GIN_PENDING_LIST_LIMIT_KB = 256;

export const RECENT_WORDS_JOB = "search.recent-words-index";
const CHECK_INTERVAL_MS = 60 * 60_000;

export interface RecentWordsIndex {
  /** The index holds the published complaints from this id on. */
  fromId: number;
  /** At most this many, while the hourly check keeps up. */
  rows: number;
  /** The newest filing of any complaint before `fromId`: a window starting later lies within the index. */
  after: Date;
}

/** The newest valid recent words index, or null while there is none (a small table needs none). */
export async function readRecentWordsIndex(db: Database): Promise<RecentWordsIndex | null> {
  const [newest] = await validIndexes(db);
  return newest?.recorded
    ? { fromId: newest.fromId, rows: 2 * newest.recorded.size, after: newest.recorded.after }
    : null;
}

/**
 * Builds the index for the newest `size` published complaints when there is none and the table has
 * twice as many, or when twice as many are past the current one's boundary; then drops the ones it
 * replaces. Concurrently, so that filing and searching go on meanwhile: it runs outside a
 * transaction, and a build that fails leaves an invalid index, which the next run drops. The
 * index's comment records its size and `after`, which only complaints filed before the build set.
 */
export async function maintainRecentWordsIndex(db: Database, size = RECENT_WORDS_COMPLAINTS): Promise<void> {
  const [current] = await validIndexes(db);
  const past = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select 1 from complaints
      where dispatched_at is not null and not is_hidden and id >= ${current?.fromId ?? 0}
      order by id desc limit ${2 * size + 1}) newest`);
  if ((past.rows[0]?.count ?? 0) > 2 * size) {
    const boundary = await db.execute<{ id: number }>(sql`
      select id::float8 as id from complaints
      where dispatched_at is not null and not is_hidden
      order by id desc offset ${size - 1} limit 1`);
    const fromId = Number(boundary.rows[0]?.id);
    await db.execute(
      sql.raw(`create index concurrently if not exists ${INDEX_PREFIX}${fromId} on complaints
        using gin (search_vector) with (gin_pending_list_limit = ${GIN_PENDING_LIST_LIMIT_KB})
        where id >= ${fromId} and dispatched_at is not null and not is_hidden`),
    );
  }
  const [newest] = await validIndexes(db);
  if (newest && !newest.recorded) {
    const before = await db.execute<{ seconds: number }>(sql`
      select extract(epoch from coalesce(max(created_at), 'epoch'))::float8 as seconds
      from complaints where id < ${newest.fromId}`);
    const after = new Date(Number(before.rows[0]?.seconds) * 1000).toISOString();
    const recorded = JSON.stringify({ size, after });
    await db.execute(sql.raw(`comment on index ${newest.name} is '${recorded}'`));
  }
  for (const name of await indexNames(db)) {
    if (name !== newest?.name) await db.execute(sql.raw(`drop index concurrently if exists ${name}`));
  }
}

/** Checks the index hourly. */
export function scheduleRecentWordsCheck(db: DatabaseOrTransaction, now: Date): Promise<void> {
  return scheduleNextRun(db, RECENT_WORDS_JOB, CHECK_INTERVAL_MS, now);
}

export function createRecentWordsJobHandler(deps: AppDeps): JobHandler {
  return async (_payload, now) => {
    await maintainRecentWordsIndex(deps.db);
    await scheduleRecentWordsCheck(deps.db, now);
  };
}

/** The hourly check; at start, the next one is booked. */
export function recentWordsJob(deps: AppDeps): JobDefinition {
  return {
    name: RECENT_WORDS_JOB,
    handle: createRecentWordsJobHandler(deps),
    atStart: (now) => scheduleRecentWordsCheck(deps.db, now),
  };
}

interface Recorded {
  size: number;
  after: Date;
}

/** The valid recent words indexes, newest boundary first, with what their comment records. */
async function validIndexes(
  db: Database,
): Promise<{ name: string; fromId: number; recorded: Recorded | null }[]> {
  const result = await db.execute<{ name: string; recorded: string | null }>(sql`
    select c.relname as name, obj_description(c.oid, 'pg_class') as recorded
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'complaints'::regclass and c.relname ~ ${INDEX_NAME_PATTERN}
      and i.indisvalid and i.indisready`);
  return result.rows
    .map((row) => ({
      name: row.name,
      fromId: Number(row.name.slice(INDEX_PREFIX.length)),
      recorded: readRecorded(row.recorded),
    }))
    .sort((a, b) => b.fromId - a.fromId);
}

/** Null for a comment that is not ours, which the next check writes anew. */
function readRecorded(comment: string | null): Recorded | null {
  try {
    const { size, after } = JSON.parse(comment ?? "") as { size?: unknown; after?: unknown };
    const at = new Date(String(after));
    return typeof size === "number" && !Number.isNaN(at.getTime()) ? { size, after: at } : null;
  } catch {
    return null;
  }
}

/** Every recent words index, valid or left invalid by a failed build. */
async function indexNames(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'complaints'::regclass and c.relname ~ ${INDEX_NAME_PATTERN}`);
  return result.rows.map((row) => row.name);
}
