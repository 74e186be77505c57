// 3·15 campaigns (docs/decisions/095): a campaign's course in time, its sections and players, and
// the votes that rank them. The lists here are the database's enums; adding a value needs a migration.

/** Where a campaign stands, derived from its dates and whether staff published the results. */
export const CAMPAIGN_STATES = ["upcoming", "running", "voting_closed", "results_published"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  upcoming: "即将开始",
  running: "投票进行中",
  voting_closed: "投票已截止",
  results_published: "结果已公布",
};

export interface CampaignSchedule {
  votingStartsAt: Date;
  votingEndsAt: Date;
  resultsPublishedAt: Date | null;
}

/** A campaign's state at `now`: results once published, otherwise by the voting period (start inclusive, end exclusive). */
export function campaignState(schedule: CampaignSchedule, now: Date): CampaignState {
  if (schedule.resultsPublishedAt && schedule.resultsPublishedAt.getTime() <= now.getTime()) {
    return "results_published";
  }
  if (now.getTime() < schedule.votingStartsAt.getTime()) return "upcoming";
  if (now.getTime() < schedule.votingEndsAt.getTime()) return "running";
  return "voting_closed";
}

/**
 * A section of a campaign: companies voted on (服务之星), consumers' stories of rights obtained
 * (voted on too), or a list drawn from the platform's own figures (no votes; a minimum sample).
 */
export const CAMPAIGN_SECTION_KINDS = ["company_vote", "consumer_stories", "data_list"] as const;
export type CampaignSectionKind = (typeof CAMPAIGN_SECTION_KINDS)[number];

/** What a player is: an enterprise, one of its brands, or a consumer's completed complaint told as a story. */
export const CAMPAIGN_PLAYER_KINDS = ["enterprise", "brand", "story"] as const;
export type CampaignPlayerKind = (typeof CAMPAIGN_PLAYER_KINDS)[number];

/** How a player came in: nominated by staff, applied for by its company, or a consumer's own story. */
export const CAMPAIGN_PLAYER_SOURCES = ["staff", "company_application", "consumer_nomination"] as const;
export type CampaignPlayerSource = (typeof CAMPAIGN_PLAYER_SOURCES)[number];

/** A player is shown and voted for only once `approved`; `withdrawn` keeps its votes on record, unranked. */
export const CAMPAIGN_PLAYER_STATUSES = ["pending", "approved", "refused", "withdrawn"] as const;
export type CampaignPlayerStatus = (typeof CAMPAIGN_PLAYER_STATUSES)[number];

/**
 * What the public sees of the tallies while voting runs, as the campaign's rules say: rank and share
 * of the section's votes, exact numbers, or nothing until the close. After the close, exact numbers.
 */
export const CAMPAIGN_TALLY_VISIBILITIES = ["rank_and_share", "exact", "hidden_until_close"] as const;
export type CampaignTallyVisibility = (typeof CAMPAIGN_TALLY_VISIBILITIES)[number];

/** The most votes a campaign may allow one account in one day (the vote slot's check, decision 095). */
export const CAMPAIGN_MAX_VOTES_PER_DAY = 20;

/** A burst of votes from one network, flagged for staff: voided with a reason, or dismissed. */
export const CAMPAIGN_VOTE_FLAG_STATES = ["open", "voided", "dismissed"] as const;
export type CampaignVoteFlagState = (typeof CAMPAIGN_VOTE_FLAG_STATES)[number];
