import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

export interface PlayerTally {
  validVotes: number;
  voidedVotes: number;
}

/** A player without a tally row has no votes. */
export const NO_VOTES: PlayerTally = { validVotes: 0, voidedVotes: 0 };

/** What reading and moving the tallies needs: the clock and the shared counters of the providers. */
export type TallyDeps = Pick<AppDeps, "db" | "config" | "log"> & {
  providers: Pick<AppDeps["providers"], "now" | "sharedCounters">;
};

/** The Redis hash of a campaign's tallies: `{player}:valid` and `{player}:voided` per player. */
function talliesKey(config: AppDeps["config"], campaignId: number): string {
  return `${config.CACHE_NAMESPACE}:campaign-tallies:${campaignId}`;
}

/** The tallies as `campaign_tallies` records them, the votes' own transactions having changed them. */
export async function readRecordedTallies(
  db: DatabaseOrTransaction,
  campaignId: number,
): Promise<Map<number, PlayerTally>> {
  const { campaignTallies } = schema;
  const rows = await db
    .select({
      playerId: campaignTallies.playerId,
      validVotes: campaignTallies.validVotes,
      voidedVotes: campaignTallies.voidedVotes,
    })
    .from(campaignTallies)
    .where(eq(campaignTallies.campaignId, campaignId));
  return new Map(
    rows.map((row) => [row.playerId, { validVotes: row.validVotes, voidedVotes: row.voidedVotes }]),
  );
}

function toFields(tallies: ReadonlyMap<number, PlayerTally>): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const [playerId, tally] of tallies) {
    fields[`${playerId}:valid`] = tally.validVotes;
    fields[`${playerId}:voided`] = tally.voidedVotes;
  }
  return fields;
}

function fromFields(fields: Record<string, number>): Map<number, PlayerTally> {
  const tallies = new Map<number, PlayerTally>();
  for (const [field, value] of Object.entries(fields)) {
    const [player, kind] = field.split(":");
    const playerId = Number(player);
    const tally = tallies.get(playerId) ?? { validVotes: 0, voidedVotes: 0 };
    if (kind === "valid") tally.validVotes = value;
    else tally.voidedVotes = value;
    tallies.set(playerId, tally);
  }
  return tallies;
}

/**
 * A campaign's valid and voided votes per player (players without votes are absent). With Redis,
 * from its counters, rebuilt from `campaign_tallies` when missing; without it, or while Redis
 * fails, from `campaign_tallies` itself, which the votes' transactions keep exact.
 */
export async function readPlayerTallies(
  deps: TallyDeps,
  campaignId: number,
): Promise<Map<number, PlayerTally>> {
  const counters = deps.providers.sharedCounters;
  if (!counters) return readRecordedTallies(deps.db, campaignId);
  const key = talliesKey(deps.config, campaignId);
  try {
    const fields = await counters.read(key);
    if (fields) return fromFields(fields);
    const recorded = await readRecordedTallies(deps.db, campaignId);
    await counters.replace(key, toFields(recorded));
    return recorded;
  } catch (error) {
    deps.log.warn(
      { err: error, campaignId },
      "campaign tallies served from PostgreSQL: counters unavailable",
    );
    return readRecordedTallies(deps.db, campaignId);
  }
}

/**
 * Moves the shared counters after a committed change of `campaign_tallies` (a vote, a voiding). A
 * failure only leaves the counters behind the record; the reconciliation repairs them.
 */
export async function addToTallyCounters(
  deps: TallyDeps,
  campaignId: number,
  changes: ReadonlyMap<number, PlayerTally>,
): Promise<void> {
  const counters = deps.providers.sharedCounters;
  if (!counters || changes.size === 0) return;
  await counters
    .addIfPresent(talliesKey(deps.config, campaignId), toFields(changes))
    .catch((error: unknown) => {
      deps.log.warn(
        { err: error, campaignId },
        "campaign tally counters not moved; reconciliation repairs them",
      );
    });
}

/** Replaces a campaign's shared counters with figures known to be right (the reconciliation's). */
export async function resetTallyCounters(
  deps: TallyDeps,
  campaignId: number,
  tallies: Map<number, PlayerTally>,
): Promise<void> {
  await deps.providers.sharedCounters?.replace(talliesKey(deps.config, campaignId), toFields(tallies));
}

/** The shared counters as they stand, or null without Redis or while they are missing. */
export async function readTallyCounters(
  deps: TallyDeps,
  campaignId: number,
): Promise<Map<number, PlayerTally> | null> {
  const fields = await deps.providers.sharedCounters?.read(talliesKey(deps.config, campaignId));
  return fields ? fromFields(fields) : null;
}
