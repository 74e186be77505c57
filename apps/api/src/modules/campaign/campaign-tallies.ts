import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { eq } from "drizzle-orm";

export interface PlayerTally {
  validVotes: number;
  voidedVotes: number;
}

/**
 * A campaign's counters by player, the one read of the tallies the pages, the console and result
 * publishing share (decision 096): from `campaign_tallies` today, from the vote feature's Redis
 * counters where they serve. A player without a row has no votes.
 */
export async function readCampaignTallies(
  db: DatabaseOrTransaction,
  campaignId: number,
): Promise<Map<number, PlayerTally>> {
  const rows = await db
    .select({
      playerId: schema.campaignTallies.playerId,
      validVotes: schema.campaignTallies.validVotes,
      voidedVotes: schema.campaignTallies.voidedVotes,
    })
    .from(schema.campaignTallies)
    .where(eq(schema.campaignTallies.campaignId, campaignId));
  return new Map(
    rows.map((row) => [row.playerId, { validVotes: row.validVotes, voidedVotes: row.voidedVotes }]),
  );
}

export const NO_VOTES: PlayerTally = { validVotes: 0, voidedVotes: 0 };
