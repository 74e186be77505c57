import { schema } from "@tousu/db";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";
import {
  type PlayerTally,
  readRecordedTallies,
  readTallyCounters,
  resetTallyCounters,
  type TallyDeps,
} from "./player-tallies";

export const TALLY_RECONCILE_JOB = "campaign-vote.reconcile";
const TALLY_RECONCILE_INTERVAL_MS = 60 * 60_000;
/** A campaign is reconciled while it runs and for a day after its close, until its late votes are voided. */
const RECONCILED_AFTER_CLOSE_MS = 24 * 60 * 60_000;

export interface TallyDrift {
  /** Players whose `campaign_tallies` row differed from the count of their votes. */
  recordRepaired: number;
  /** Players whose shared counter differed from the record (0 without Redis). */
  countersRepaired: number;
  /** The sum of every difference found, valid and voided, record and counters. */
  votesOff: number;
}

function differences(expected: Map<number, PlayerTally>, actual: Map<number, PlayerTally>) {
  let players = 0;
  let votes = 0;
  for (const playerId of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(playerId) ?? { validVotes: 0, voidedVotes: 0 };
    const have = actual.get(playerId) ?? { validVotes: 0, voidedVotes: 0 };
    const off = Math.abs(want.validVotes - have.validVotes) + Math.abs(want.voidedVotes - have.voidedVotes);
    if (off > 0) {
      players += 1;
      votes += off;
    }
  }
  return { players, votes };
}

/**
 * Compares a campaign's tallies with `count(*)` of its votes and repairs them (decision 097): first
 * `campaign_tallies`, whose rows are locked so that no vote commits between the count and the repair
 * (a vote waits on its player's row), then the shared counters against the repaired record. Only
 * figures are logged.
 */
export async function reconcileCampaignTallies(deps: TallyDeps, campaignId: number): Promise<TallyDrift> {
  const { campaignTallies, campaignVotes } = schema;
  const record = await deps.db.transaction(async (tx) => {
    await tx
      .select({ playerId: campaignTallies.playerId })
      .from(campaignTallies)
      .where(eq(campaignTallies.campaignId, campaignId))
      .for("update");
    const recorded = await readRecordedTallies(tx, campaignId);
    const rows = await tx
      .select({
        playerId: campaignVotes.playerId,
        validVotes: sql<number>`(count(*) filter (where ${campaignVotes.voidedAt} is null))::int`,
        voidedVotes: sql<number>`(count(*) filter (where ${campaignVotes.voidedAt} is not null))::int`,
      })
      .from(campaignVotes)
      .where(eq(campaignVotes.campaignId, campaignId))
      .groupBy(campaignVotes.playerId);
    const counted = new Map(
      rows.map((row) => [row.playerId, { validVotes: row.validVotes, voidedVotes: row.voidedVotes }]),
    );
    const drift = differences(counted, recorded);
    for (const [playerId, tally] of counted) {
      const had = recorded.get(playerId);
      if (had && had.validVotes === tally.validVotes && had.voidedVotes === tally.voidedVotes) continue;
      if (had) {
        await tx
          .update(campaignTallies)
          .set({ ...tally, updatedAt: deps.providers.now() })
          .where(eq(campaignTallies.playerId, playerId));
      } else {
        // A row missing here may be one a player's first vote is inserting right now, which is
        // right as that vote writes it: it is kept.
        await tx
          .insert(campaignTallies)
          .values({ playerId, campaignId, ...tally })
          .onConflictDoNothing();
      }
    }
    for (const playerId of recorded.keys()) {
      if (counted.has(playerId)) continue;
      await tx
        .update(campaignTallies)
        .set({ validVotes: 0, voidedVotes: 0 })
        .where(eq(campaignTallies.playerId, playerId));
    }
    return { repaired: drift, tallies: counted };
  });

  let countersRepaired = 0;
  let countersOff = 0;
  const counters = await readTallyCounters(deps, campaignId).catch(() => null);
  if (counters) {
    const drift = differences(record.tallies, counters);
    if (drift.players > 0) {
      await resetTallyCounters(deps, campaignId, record.tallies);
      countersRepaired = drift.players;
      countersOff = drift.votes;
    }
  }
  return {
    recordRepaired: record.repaired.players,
    countersRepaired,
    votesOff: record.repaired.votes + countersOff,
  };
}

/** Reconciles every campaign voting now or closed within the last day; logs the drift as figures. */
export async function reconcileRecentCampaigns(deps: TallyDeps, now: Date): Promise<void> {
  const { campaigns } = schema;
  const recent = await deps.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        lte(campaigns.votingStartsAt, now),
        gte(campaigns.votingEndsAt, new Date(now.getTime() - RECONCILED_AFTER_CLOSE_MS)),
      ),
    );
  for (const { id } of recent) {
    const drift = await reconcileCampaignTallies(deps, id);
    if (drift.votesOff > 0) deps.log.warn({ campaignId: id, ...drift }, "campaign tallies repaired");
  }
}

/** The hourly reconciliation; each run books the next, and every start mends a broken chain. */
export function tallyReconcileJob(deps: TallyDeps): JobDefinition {
  return {
    name: TALLY_RECONCILE_JOB,
    handle: async (_payload, now) => {
      await reconcileRecentCampaigns(deps, now);
      await scheduleNextRun(deps.db, TALLY_RECONCILE_JOB, TALLY_RECONCILE_INTERVAL_MS, now);
    },
    atStart: (now) => scheduleNextRun(deps.db, TALLY_RECONCILE_JOB, TALLY_RECONCILE_INTERVAL_MS, now),
  };
}
