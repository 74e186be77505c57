import type { CampaignDetail, CampaignPlayer, CampaignSummary } from "@tousu/contracts";
import {
  type CAMPAIGN_PLAYER_KINDS,
  type CampaignDataFigure,
  type CampaignState,
  formatCount,
  formatDateTime,
  formatRate,
  formatSatisfaction,
} from "@tousu/domain";

// What both sites' campaign pages say alike (decision 096): the voting period in words, a player's
// figures and tally, a data list's value.

/** "2027年3月1日 00:00 至 2027年4月1日 00:00". */
export function campaignPeriodText(
  campaign: Pick<CampaignSummary, "voting_starts_at" | "voting_ends_at">,
): string {
  return `${formatDateTime(campaign.voting_starts_at)} 至 ${formatDateTime(campaign.voting_ends_at)}`;
}

/**
 * Where a player's vote button stands on the page, what is said of the voting instead: when it
 * opens, runs until, closed, or the results' date.
 */
export function votingNoteText(
  campaign: Pick<CampaignSummary, "state" | "voting_starts_at" | "voting_ends_at" | "results_published_at">,
): string {
  switch (campaign.state) {
    case "upcoming":
      return `投票将于 ${formatDateTime(campaign.voting_starts_at)} 开始`;
    case "running":
      return `投票进行中，${formatDateTime(campaign.voting_ends_at)} 截止`;
    case "voting_closed":
      return `投票已于 ${formatDateTime(campaign.voting_ends_at)} 截止，结果待公布`;
    case "results_published":
      return `结果已于 ${formatDateTime(campaign.results_published_at ?? campaign.voting_ends_at)} 公布`;
  }
}

/** The limits in one line, as the rules state them. */
export function voteLimitsText(
  campaign: Pick<CampaignDetail, "votes_per_day" | "votes_per_player_per_day">,
): string {
  return `每个账号每天最多 ${campaign.votes_per_day} 票，同一选手每天最多 ${campaign.votes_per_player_per_day} 票`;
}

/** What a section says while it has nothing to show: no approved player yet, no company over the sample. */
export const CAMPAIGN_EMPTY_TEXTS = {
  players: "选手审核通过后将在这里公布",
  dataList: "统计期内没有企业达到最少样本数",
} as const;

/** What a vote's answer says is left of the voter's day. */
export function votesLeftText(remainingToday: number): string {
  return remainingToday > 0 ? `今日还可投 ${remainingToday} 票` : "今日票数已用完，次日0点（北京时间）恢复";
}

/**
 * A player's vote button: 投票 while the voter has votes left for the player (or while that is not
 * known yet, e.g. for a visitor), 今日已投 once the player's or the day's votes are used.
 */
export function campaignVoteButtonLabel(votesLeftForPlayer: number | null, isVoting: boolean): string {
  if (isVoting) return "投票中…";
  return votesLeftForPlayer === 0 ? "今日已投" : "投票";
}

export const CAMPAIGN_PLAYER_KIND_LABELS: Record<(typeof CAMPAIGN_PLAYER_KINDS)[number], string> = {
  enterprise: "企业",
  brand: "品牌",
  story: "维权故事",
};

/** A player's platform figures as labelled values. */
export function playerFigureTexts(figures: CampaignPlayer["figures"]): { label: string; value: string }[] {
  if (!figures) return [];
  return [
    { label: "投诉量", value: formatCount(figures.complaint_count) },
    { label: "回复率", value: formatRate(figures.reply_rate) },
    { label: "完成率", value: formatRate(figures.completion_rate) },
    { label: "满意度", value: formatSatisfaction(figures.satisfaction) },
  ];
}

/** Votes in full, thousands grouped: a result is checked to the vote, never rounded to 万. */
const exactCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** What a player's card says of its votes: its rank, then share or counts as shown; none when hidden. */
export function playerTallyTexts(tally: CampaignPlayer["tally"]): { rank: string; details: string[] } | null {
  if (!tally) return null;
  const details = [
    ...(tally.valid_votes === null ? [] : [`${exactCount(tally.valid_votes)} 票`]),
    ...(tally.share === null ? [] : [`占本单元 ${formatRate(tally.share)}`]),
    ...(tally.voided_votes === null ? [] : [`作废 ${exactCount(tally.voided_votes)} 票`]),
  ];
  return { rank: `第 ${tally.rank} 名`, details };
}

/** A data list's value: a rate as a percentage, satisfaction out of 5. */
export function dataListValueText(figure: CampaignDataFigure, value: number): string {
  return figure === "satisfaction" ? formatSatisfaction(value) : formatRate(value);
}

/**
 * A state badge's colours on both sites (Tailwind classes): running stands out, what is to come is
 * calm, what is over is grey, published results green. Each pair passes AA contrast.
 */
export const CAMPAIGN_STATE_BADGE_CLASSES: Record<CampaignState, string> = {
  running: "bg-brand-600 text-white",
  upcoming: "bg-amber-100 text-amber-900",
  voting_closed: "bg-gray-100 text-gray-700",
  results_published: "bg-emerald-50 text-emerald-800",
};
