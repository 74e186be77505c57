import type { Database, DatabaseOrTransaction } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, type JobHandler, scheduleNextRun } from "../../jobs/job-queue";

export const VIEW_FOLD_JOB = "complaint-views.fold";
/** How far the "most viewed" order may lag behind the view counts pages show. */
export const VIEW_FOLD_INTERVAL_MS = 10 * 60_000;
/** Complaints rewritten per statement, so a fold never holds many complaint rows locked at once. */
const FOLD_BATCH = 500;

/**
 * Adds a batch of counted views to the complaints' tallies (docs/decisions/017). Ids of complaints
 * deleted meanwhile are dropped rather than failing the batch on the foreign key.
 */
export async function addViewTallies(db: Database, batch: ReadonlyMap<number, number>): Promise<void> {
  await db.execute(sql`
    insert into complaint_view_tallies (complaint_id, views)
    select v.id, v.views
    from (values ${sql.join(
      [...batch].map(([id, views]) => sql`(${id}::bigint, ${views}::int)`),
      sql`, `,
    )}) as v(id, views)
    join complaints c on c.id = v.id
    order by v.id
    on conflict (complaint_id) do update set views = complaint_view_tallies.views + excluded.views`);
}

/**
 * Moves every tally into `complaints.view_count`, a batch per statement. A view counted while a batch
 * moves waits for it and then starts a new tally, so none is lost or counted twice. `updated_at`
 * keeps its value: a view is not an edit. Returns how many complaints it rewrote.
 */
export async function foldViewTallies(db: Database, batchSize = FOLD_BATCH): Promise<number> {
  let folded = 0;
  for (;;) {
    const result = await db.execute(sql`
      with moved as (
        delete from complaint_view_tallies
        where complaint_id in (
          select complaint_id from complaint_view_tallies
          order by complaint_id limit ${batchSize} for update skip locked)
        returning complaint_id, views)
      update complaints c set view_count = c.view_count + moved.views
      from moved where c.id = moved.complaint_id`);
    const rewritten = result.rowCount ?? 0;
    folded += rewritten;
    if (rewritten < batchSize) return folded;
  }
}

/** Books the fold at the next multiple of the interval. */
export function scheduleNextViewFold(db: DatabaseOrTransaction, now: Date): Promise<void> {
  return scheduleNextRun(db, VIEW_FOLD_JOB, VIEW_FOLD_INTERVAL_MS, now);
}

/** Folds the tallies, then books the next fold: the chain restarts at every start-up if it broke. */
export function createViewFoldJobHandler(deps: AppDeps): JobHandler {
  return async (_payload, now) => {
    await foldViewTallies(deps.db);
    await scheduleNextViewFold(deps.db, now);
  };
}

/** The fold every interval; at start, the next one is booked. */
export function viewFoldJob(deps: AppDeps): JobDefinition {
  return {
    name: VIEW_FOLD_JOB,
    handle: createViewFoldJobHandler(deps),
    atStart: (now) => scheduleNextViewFold(deps.db, now),
  };
}
