import { type Database, poolOf, schema } from "@tousu/db";
import {
  CAMPAIGN_ADDRESS_VOTE_CEILING,
  CAMPAIGN_CAPTCHA_ACCOUNT_WINDOW_MS,
  CAMPAIGN_NETWORK_VOTE_CEILING,
  CAMPAIGN_VOTE_MESSAGES,
  CAMPAIGN_VOTE_RATE_WINDOW_MS,
  type CampaignPlayerStatus,
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
import { eq, getTableName, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, busy, notFound, overLimit } from "../../lib/app-error";
import { preparedStatement } from "../../lib/prepared-statement";
import { type CampaignAddressKind, campaignAddressKind, visibleCampaignWhere } from "./find-visible-campaign";
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

/** A vote of the account's day, as its slots and the time are what the next vote is decided by. */
interface TakenSlot {
  daySlot: number;
  playerId: number;
  playerSlot: number;
  /** When it was cast, in epoch milliseconds. */
  castAt: number;
}

/** The votes from the voter's network within the rate window: all of them, and the address's. */
interface NetworkVotes {
  networkVotes: number;
  networkAccounts: number;
  addressVotes: number;
  addressAccounts: number;
}

interface StoredVote {
  campaignId: number;
  playerId: number;
  userId: number;
  voteDay: string;
  daySlot: number;
  playerSlot: number;
  networkKey: string;
  addressKey: string;
  createdAt: Date;
}

/** Everything a vote is decided by, read in one statement. */
interface Ballot {
  campaign: {
    id: number;
    votingStartsAt: Date;
    votingEndsAt: Date;
    resultsPublishedAt: Date | null;
    votesPerDay: number;
    votesPerPlayerPerDay: number;
  };
  /** The player's campaign and status; null when no player has the number. */
  playerCampaignId: number | null;
  playerStatus: CampaignPlayerStatus | null;
  taken: TakenSlot[];
  network: NetworkVotes;
}

const { campaigns, campaignPlayers, campaignVotes, campaignTallies } = schema;

/**
 * The campaign at an address of `kind`, the player, the account's votes of the day and the network's
 * of the rate window, in one round trip, planned once per connection: a vote's statements are what
 * its speed depends on (docs/performance.md).
 */
const selectBallot = (kind: CampaignAddressKind) =>
  preparedStatement((db: Database) =>
    db
      .select({
        id: campaigns.id,
        votingStartsAt: campaigns.votingStartsAt,
        votingEndsAt: campaigns.votingEndsAt,
        resultsPublishedAt: campaigns.resultsPublishedAt,
        votesPerDay: campaigns.votesPerDay,
        votesPerPlayerPerDay: campaigns.votesPerPlayerPerDay,
        playerCampaignId: campaignPlayers.campaignId,
        playerStatus: campaignPlayers.status,
        taken: sql<TakenSlot[]>`(
          select coalesce(json_agg(json_build_object(
            'daySlot', ${campaignVotes.daySlot},
            'playerId', ${campaignVotes.playerId},
            'playerSlot', ${campaignVotes.playerSlot},
            'castAt', extract(epoch from ${campaignVotes.createdAt}) * 1000)), '[]'::json)
          from ${campaignVotes}
          where ${campaignVotes.campaignId} = ${campaigns.id}
            and ${campaignVotes.userId} = ${sql.placeholder("userId")}
            and ${campaignVotes.voteDay} = ${sql.placeholder("day")})`,
        network: sql<NetworkVotes>`(
          select json_build_object(
            'networkVotes', count(*),
            'networkAccounts', count(distinct ${campaignVotes.userId}),
            'addressVotes', count(*) filter (where ${campaignVotes.addressKey} = ${sql.placeholder("addressKey")}),
            'addressAccounts', count(distinct ${campaignVotes.userId})
              filter (where ${campaignVotes.addressKey} = ${sql.placeholder("addressKey")}))
          from ${campaignVotes}
          where ${campaignVotes.campaignId} = ${campaigns.id}
            and ${campaignVotes.networkKey} = ${sql.placeholder("networkKey")}
            and ${campaignVotes.createdAt} > ${sql.placeholder("windowStart")})`,
      })
      .from(campaigns)
      .leftJoin(campaignPlayers, eq(campaignPlayers.id, sql.placeholder("playerId")))
      .where(visibleCampaignWhere(kind, sql.placeholder("ref")))
      .prepare(`campaign_ballot_by_${kind}`),
  );
const BALLOT_BY = { id: selectBallot("id"), slug: selectBallot("slug") };

/** Everything the vote at `ref` is decided by; null when the public sees no campaign there. */
async function readBallot(
  db: Database,
  ref: string,
  request: VoteRequest,
  day: string,
  keys: VoterKeys,
  windowStart: Date,
): Promise<Ballot | null> {
  const kind = campaignAddressKind(ref);
  const [row] = await BALLOT_BY[kind](db).execute({
    ref: kind === "id" ? Number(ref) : ref,
    playerId: request.playerId,
    userId: request.userId,
    day,
    addressKey: keys.addressKey,
    networkKey: keys.networkKey,
    windowStart: windowStart.toISOString(),
  });
  if (!row) return null;
  const { playerCampaignId, playerStatus, taken, network, ...campaign } = row;
  return { campaign, playerCampaignId, playerStatus, taken, network };
}

/**
 * Stores the vote and adds it to its player's tally in one statement, which commits both or neither:
 * the tally moves only when the insert took its slots. Named, so each connection plans it once.
 */
const STORE_VOTE = {
  name: "campaign_vote_store",
  text: `
    with stored as (
      insert into ${getTableName(campaignVotes)}
        (campaign_id, player_id, user_id, vote_day, day_slot, player_slot, network_key, address_key, created_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      on conflict do nothing
      returning player_id, campaign_id)
    insert into ${getTableName(campaignTallies)} (player_id, campaign_id, valid_votes)
    select player_id, campaign_id, 1 from stored
    on conflict (player_id) do update
      set valid_votes = ${getTableName(campaignTallies)}.valid_votes + 1, updated_at = $9
    returning player_id`,
};

/**
 * False when a concurrent vote of the account took either slot first (the insert waits for that
 * vote to commit, then does nothing).
 */
async function storeVote(db: Database, vote: StoredVote): Promise<boolean> {
  const tallied = await poolOf(db).query({
    ...STORE_VOTE,
    values: [
      vote.campaignId,
      vote.playerId,
      vote.userId,
      vote.voteDay,
      vote.daySlot,
      vote.playerSlot,
      vote.networkKey,
      vote.addressKey,
      vote.createdAt.toISOString(),
    ],
  });
  return tallied.rows.length > 0;
}

/** Refuses a vote for a campaign whose voting is not open at `now`. */
function assertVotingOpen(campaign: Ballot["campaign"], now: Date): void {
  const state = campaignState(campaign, now);
  if (state === "upcoming") throw badRequest(CAMPAIGN_VOTE_MESSAGES.notStarted);
  if (state !== "running") throw badRequest(CAMPAIGN_VOTE_MESSAGES.closed);
}

/** The player voted for, which must be an approved player of this campaign. */
function assertVotablePlayer(ballot: Ballot): void {
  if (ballot.playerCampaignId !== ballot.campaign.id) {
    throw badRequest(CAMPAIGN_VOTE_MESSAGES.playerNotInCampaign);
  }
  if (ballot.playerStatus !== "approved") throw badRequest(CAMPAIGN_VOTE_MESSAGES.playerNotVotable);
}

/**
 * Casts one vote (decision 097, its statements decision 102). The campaign must be running and the
 * player an approved player of it; the account takes the next free day slot and player slot, whose
 * unique keys hold its limits whatever runs concurrently; an account or address voting fast must have
 * solved a captcha; an address and a network stay under their ceilings. The vote and its tally commit
 * together; nothing is stored for a refusal.
 */
export async function castCampaignVote(
  deps: VoteDeps,
  campaignRef: string,
  request: VoteRequest,
): Promise<VoteOutcome> {
  const now = deps.providers.now();
  const day = campaignVoteDay(now);
  const resetsAt = campaignVoteDayResetsAt(day);
  const secondsToReset = (resetsAt.getTime() - now.getTime()) / 1000;
  const keys = voterKeysOf(deps.config.PII_SECRET, request.address);
  const windowStart = new Date(now.getTime() - CAMPAIGN_VOTE_RATE_WINDOW_MS);
  // A captcha token is good once: spent at the first attempt that needs it, remembered for the retries.
  let captchaSolved: Promise<boolean> | undefined;
  const solvedCaptcha = () => {
    captchaSolved ??= deps.captcha.consumeToken(request.captchaToken);
    return captchaSolved;
  };

  for (let attempt = 0; attempt < SLOT_ATTEMPTS; attempt += 1) {
    const ballot = await readBallot(deps.db, campaignRef, request, day, keys, windowStart);
    if (!ballot) throw notFound(CAMPAIGN_VOTE_MESSAGES.campaignNotFound);
    const { campaign, taken, network } = ballot;
    assertVotingOpen(campaign, now);
    assertVotablePlayer(ballot);

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
    const recent: RecentVotes = {
      accountLastMinute: taken.filter((vote) => vote.castAt > minuteAgo).length,
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

    // A concurrent vote of the same account that took either slot first leaves this one unstored;
    // the next attempt reads it and picks again.
    const stored = await storeVote(deps.db, {
      campaignId: campaign.id,
      playerId: request.playerId,
      userId: request.userId,
      voteDay: day,
      daySlot,
      playerSlot,
      networkKey: keys.networkKey,
      addressKey: keys.addressKey,
      createdAt: now,
    });
    if (!stored) continue;

    await addToTallyCounters(
      deps,
      campaign.id,
      new Map([[request.playerId, { validVotes: 1, voidedVotes: 0 }]]),
    );
    refreshCampaignStandings(deps, campaign.id);
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
  throw busy(CAMPAIGN_VOTE_MESSAGES.busy, 1);
}
