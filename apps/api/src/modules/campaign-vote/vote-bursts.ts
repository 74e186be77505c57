import type { Database } from "@tousu/db";
import { burstWindowOf, CAMPAIGN_BURST_VOTES, CAMPAIGN_BURST_WINDOW_MS } from "@tousu/domain";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";

export const VOTE_BURSTS_JOB = "campaign-vote.bursts";

/**
 * Flags every network that cast at least `CAMPAIGN_BURST_VOTES` votes in a campaign within one burst
 * window, over the window before `now`'s and `now`'s own (decision 097). One flag per campaign,
 * network and window, so runs on several nodes, or again, flag once; an open flag's counts follow
 * the votes, a handled one stays as staff left it. Returns how many flags were written.
 */
export async function flagVoteBursts(db: Database, now: Date): Promise<number> {
  const seconds = CAMPAIGN_BURST_WINDOW_MS / 1000;
  const since = new Date(burstWindowOf(now).start.getTime() - CAMPAIGN_BURST_WINDOW_MS);
  const result = await db.execute(sql`
    insert into campaign_vote_flags
      (campaign_id, network_key, window_start, window_end, vote_count, account_count, created_at)
    select campaign_id, network_key, window_start, window_start + make_interval(secs => ${seconds}),
           count(*), count(distinct user_id), ${now}
    from (
      select campaign_id, network_key, user_id,
             to_timestamp(floor(extract(epoch from created_at) / ${seconds}) * ${seconds}) as window_start
      from campaign_votes
      where created_at >= ${since} and created_at <= ${now}
    ) votes
    group by campaign_id, network_key, window_start
    having count(*) >= ${CAMPAIGN_BURST_VOTES}
    on conflict (campaign_id, network_key, window_start) do update
      set vote_count = excluded.vote_count, account_count = excluded.account_count
      where campaign_vote_flags.state = 'open'`);
  return result.rowCount ?? 0;
}

/** Looks for bursts every burst window; each run books the next, and every start mends a broken chain. */
export function voteBurstsJob(deps: Pick<AppDeps, "db" | "log">): JobDefinition {
  return {
    name: VOTE_BURSTS_JOB,
    handle: async (_payload, now) => {
      const flagged = await flagVoteBursts(deps.db, now);
      if (flagged > 0) deps.log.info({ flagged }, "campaign vote bursts flagged");
      await scheduleNextRun(deps.db, VOTE_BURSTS_JOB, CAMPAIGN_BURST_WINDOW_MS, now);
    },
    atStart: (now) => scheduleNextRun(deps.db, VOTE_BURSTS_JOB, CAMPAIGN_BURST_WINDOW_MS, now),
  };
}
