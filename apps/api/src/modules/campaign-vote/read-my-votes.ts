import { schema } from "@tousu/db";
import { CAMPAIGN_VOTE_MESSAGES, campaignVoteDay, campaignVoteDayResetsAt } from "@tousu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { findVisibleCampaign } from "./find-visible-campaign";

/**
 * What the account has cast today in the campaign and what is left, per approved player: a player's
 * remainder is its own limit's, never more than the day's.
 */
export async function readMyCampaignVotes(
  deps: Pick<AppDeps, "db" | "providers">,
  campaignRef: string,
  userId: number,
) {
  const { campaignVotes, campaignPlayers } = schema;
  const campaign = await findVisibleCampaign(deps.db, campaignRef);
  if (!campaign) throw notFound(CAMPAIGN_VOTE_MESSAGES.campaignNotFound);
  const day = campaignVoteDay(deps.providers.now());
  const [cast, players] = await Promise.all([
    deps.db
      .select({ playerId: campaignVotes.playerId, votes: sql<number>`count(*)::int` })
      .from(campaignVotes)
      .where(
        and(
          eq(campaignVotes.campaignId, campaign.id),
          eq(campaignVotes.userId, userId),
          eq(campaignVotes.voteDay, day),
        ),
      )
      .groupBy(campaignVotes.playerId),
    deps.db
      .select({ id: campaignPlayers.id })
      .from(campaignPlayers)
      .where(and(eq(campaignPlayers.campaignId, campaign.id), eq(campaignPlayers.status, "approved")))
      .orderBy(asc(campaignPlayers.sectionId), asc(campaignPlayers.sortOrder), asc(campaignPlayers.id)),
  ]);
  const castFor = new Map(cast.map((row) => [row.playerId, row.votes]));
  const votesToday = cast.reduce((sum, row) => sum + row.votes, 0);
  const remainingToday = Math.max(0, campaign.votesPerDay - votesToday);
  return {
    vote_day: day,
    votes_per_day: campaign.votesPerDay,
    votes_per_player_per_day: campaign.votesPerPlayerPerDay,
    votes_today: votesToday,
    remaining_today: remainingToday,
    resets_at: campaignVoteDayResetsAt(day).toISOString(),
    players: players.map((player) => {
      const votes = castFor.get(player.id) ?? 0;
      return {
        player_id: player.id,
        votes_today: votes,
        remaining: Math.min(remainingToday, Math.max(0, campaign.votesPerPlayerPerDay - votes)),
      };
    }),
  };
}
