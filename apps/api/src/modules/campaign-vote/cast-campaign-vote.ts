import { schema, type Transaction } from "@tousu/db";
import {
  CAMPAIGN_ADDRESS_VOTE_CEILING,
  CAMPAIGN_CAPTCHA_ACCOUNT_WINDOW_MS,
  CAMPAIGN_NETWORK_VOTE_CEILING,
  CAMPAIGN_VOTE_MESSAGES,
  CAMPAIGN_VOTE_RATE_WINDOW_MS,
  campaignState,
  campaignVoteDay,
  campaignVoteDayResetsAt,
  dailyVotesUsedMessage,
  nextFreeSlot,
  playerVotesUsedMessage,
  type RecentVotes,
  voteCeiling,
  voteNeedsCaptcha,
} from "@tousu/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, busy, overLimit } from "../../lib/app-error";
import { findVotingCampaign, type VotingCampaign } from "./find-voting-campaign";
import { addToTallyCounters, type TallyDeps } from "./player-tallies";
import { refreshCampaignStandings } from "./refresh-campaign-standings";
import { type VoterKeys, voterKeysOf } from "./voter-keys";

/**
 * How often a vote looks for free slots again after a concurrent vote of the same account took the
 * ones it picked. Each retry reads that vote, so a second loss needs a third vote racing; past this,
 * the caller is asked to try again rather than held.
 */
const SLOT_ATTEMPTS = 5;

export interface VoteRequest {
  userId: number;
  playerId: number;
  /** The voter's address, as the request came; only its keyed hashes are stored. */
  address: string;
  captchaToken: string | undefined;
}

export interface VoteOutcome {
  player_id: number;
  vote_day: string;
  votes_per_day: number;
  votes_per_player_per_day: number;
  remaining_today: number;
  remaining_for_player: number;
  resets_at: string;
  captcha_required: boolean;
}

type VoteDeps = TallyDeps & Pick<AppDeps, "captcha" | "liveEvents">;

/** Refuses a vote for a campaign whose voting is not open at `now`. */
export function assertVotingOpen(campaign: VotingCampaign, now: Date): void {
  const state = campaignState(campaign, now);
  if (state === "upcoming") throw badRequest(CAMPAIGN_VOTE_MESSAGES.notStarted);
  if (state !== "running") throw badRequest(CAMPAIGN_VOTE_MESSAGES.closed);
}

/** The player voted for, which must be an approved player of this campaign. */
async function assertVotablePlayer(deps: VoteDeps, campaignId: number, playerId: number): Promise<void> {
  const { campaignPlayers } = schema;
  const [player] = await deps.db
    .select({ campaignId: campaignPlayers.campaignId, status: campaignPlayers.status })
    .from(campaignPlayers)
    .where(eq(campaignPlayers.id, playerId));
  if (!player || player.campaignId !== campaignId)
    throw badRequest(CAMPAIGN_VOTE_MESSAGES.playerNotInCampaign);
  if (player.status !== "approved") throw badRequest(CAMPAIGN_VOTE_MESSAGES.playerNotVotable);
}

/** The votes from the voter's network within the rate window: all of them, and the address's. */
async function readNetworkVotes(tx: Transaction, campaignId: number, keys: VoterKeys, since: Date) {
  const { campaignVotes } = schema;
  const [row] = await tx
    .select({
      networkVotes: sql<number>`count(*)::int`,
      networkAccounts: sql<number>`count(distinct ${campaignVotes.userId})::int`,
      addressVotes: sql<number>`(count(*) filter (where ${campaignVotes.addressKey} = ${keys.addressKey}))::int`,
      addressAccounts: sql<number>`(count(distinct ${campaignVotes.userId}) filter (where ${campaignVotes.addressKey} = ${keys.addressKey}))::int`,
    })
    .from(campaignVotes)
    .where(
      and(
        eq(campaignVotes.campaignId, campaignId),
        eq(campaignVotes.networkKey, keys.networkKey),
        gt(campaignVotes.createdAt, since),
      ),
    );
  return row!;
}

/**
 * Casts one vote (decision 097). The campaign must be running and the player an approved player of
 * it; the account takes the next free day slot and player slot, whose unique keys hold its limits
 * whatever runs concurrently; an account or address voting fast must have solved a captcha; an
 * address and a network stay under their ceilings. The vote and its tally commit together; nothing
 * is stored for a refusal.
 */
export async function castCampaignVote(
  deps: VoteDeps,
  campaignRef: string,
  request: VoteRequest,
): Promise<VoteOutcome> {
  const now = deps.providers.now();
  const campaign = await findVotingCampaign(deps.db, campaignRef);
  assertVotingOpen(campaign, now);
  await assertVotablePlayer(deps, campaign.id, request.playerId);

  const day = campaignVoteDay(now);
  const resetsAt = campaignVoteDayResetsAt(day);
  const keys = voterKeysOf(deps.config.PII_SECRET, request.address);
  // A captcha token is good once: spent at the first attempt that needs it, remembered for the retries.
  let captchaSolved: Promise<boolean> | undefined;
  const solvedCaptcha = () => {
    captchaSolved ??= deps.captcha.consumeToken(request.captchaToken);
    return captchaSolved;
  };

  const outcome = await deps.db.transaction(async (tx) => {
    const { campaignVotes, campaignTallies } = schema;
    for (let attempt = 0; attempt < SLOT_ATTEMPTS; attempt += 1) {
      const taken = await tx
        .select({
          daySlot: campaignVotes.daySlot,
          playerId: campaignVotes.playerId,
          playerSlot: campaignVotes.playerSlot,
          createdAt: campaignVotes.createdAt,
        })
        .from(campaignVotes)
        .where(
          and(
            eq(campaignVotes.campaignId, campaign.id),
            eq(campaignVotes.userId, request.userId),
            eq(campaignVotes.voteDay, day),
          ),
        );
      const secondsToReset = (resetsAt.getTime() - now.getTime()) / 1000;
      const daySlot = nextFreeSlot(
        taken.map((vote) => vote.daySlot),
        campaign.votesPerDay,
      );
      if (daySlot === null) throw overLimit(dailyVotesUsedMessage(campaign.votesPerDay), secondsToReset);
      const forPlayer = taken.filter((vote) => vote.playerId === request.playerId);
      const playerSlot = nextFreeSlot(
        forPlayer.map((vote) => vote.playerSlot),
        campaign.votesPerPlayerPerDay,
      );
      if (playerSlot === null) {
        throw overLimit(playerVotesUsedMessage(campaign.votesPerPlayerPerDay), secondsToReset);
      }

      const minuteAgo = now.getTime() - CAMPAIGN_CAPTCHA_ACCOUNT_WINDOW_MS;
      const network = await readNetworkVotes(
        tx,
        campaign.id,
        keys,
        new Date(now.getTime() - CAMPAIGN_VOTE_RATE_WINDOW_MS),
      );
      const recent: RecentVotes = {
        accountLastMinute: taken.filter((vote) => vote.createdAt.getTime() > minuteAgo).length,
        addressInWindow: network.addressVotes,
      };
      if (voteNeedsCaptcha(recent) && !(await solvedCaptcha())) {
        throw badRequest(CAMPAIGN_VOTE_MESSAGES.captchaRequired, { captcha_required: true });
      }
      if (
        network.addressVotes >= voteCeiling(CAMPAIGN_ADDRESS_VOTE_CEILING, network.addressAccounts) ||
        network.networkVotes >= voteCeiling(CAMPAIGN_NETWORK_VOTE_CEILING, network.networkAccounts)
      ) {
        throw overLimit(CAMPAIGN_VOTE_MESSAGES.addressOverLimit, CAMPAIGN_VOTE_RATE_WINDOW_MS / 1000);
      }

      // A concurrent vote of the same account that took either slot first makes this insert a no-op
      // (it waits for that vote to commit); the next attempt reads it and picks again.
      const inserted = await tx
        .insert(campaignVotes)
        .values({
          campaignId: campaign.id,
          playerId: request.playerId,
          userId: request.userId,
          voteDay: day,
          daySlot,
          playerSlot,
          networkKey: keys.networkKey,
          addressKey: keys.addressKey,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: campaignVotes.id });
      if (inserted.length === 0) continue;

      await tx
        .insert(campaignTallies)
        .values({ playerId: request.playerId, campaignId: campaign.id, validVotes: 1 })
        .onConflictDoUpdate({
          target: campaignTallies.playerId,
          set: { validVotes: sql`${campaignTallies.validVotes} + 1`, updatedAt: now },
        });

      const remainingToday = campaign.votesPerDay - taken.length - 1;
      return {
        player_id: request.playerId,
        vote_day: day,
        votes_per_day: campaign.votesPerDay,
        votes_per_player_per_day: campaign.votesPerPlayerPerDay,
        remaining_today: remainingToday,
        remaining_for_player: Math.min(remainingToday, campaign.votesPerPlayerPerDay - forPlayer.length - 1),
        resets_at: resetsAt.toISOString(),
        captcha_required: voteNeedsCaptcha({
          accountLastMinute: recent.accountLastMinute + 1,
          addressInWindow: recent.addressInWindow + 1,
        }),
      };
    }
    return null;
  });
  if (!outcome) throw busy(CAMPAIGN_VOTE_MESSAGES.busy, 1);

  await addToTallyCounters(
    deps,
    campaign.id,
    new Map([[request.playerId, { validVotes: 1, voidedVotes: 0 }]]),
  );
  refreshCampaignStandings(deps, campaign.id);
  return outcome;
}
