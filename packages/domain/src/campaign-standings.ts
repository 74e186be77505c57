import { rateOf } from "./brand-figures";
import type { CampaignState, CampaignTallyVisibility } from "./campaign";

// How a campaign's players stand (docs/decisions/096): ranks and their tie rule, what the public sees
// of the tallies in each state, and the data lists drawn from the platform's figures.

/** The tie rule every campaign publishes with its rules, and the one `rankByVotes` applies. */
export const CAMPAIGN_TIE_RULE =
  "票数相同的选手并列同一名次，其后的名次顺延（例如两位并列第 1 名，下一位为第 3 名）；并列者按报名先后展示。";

/**
 * Ranks entries by valid votes, most first. Equal counts share a rank and the next rank skips
 * (1, 1, 3); tied entries keep the order they came in (the section's order). Standard competition
 * ranking needs nothing but the counts, so anyone can check a published result against them.
 */
export function rankByVotes<T extends { validVotes: number }>(
  entries: readonly T[],
): (T & { rank: number })[] {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.validVotes - a.entry.validVotes || a.index - b.index);
  let rank = 0;
  return ordered.map(({ entry }, position) => {
    const previous = ordered[position - 1]?.entry;
    if (!previous || previous.validVotes !== entry.validVotes) rank = position + 1;
    return { ...entry, rank };
  });
}

/** What a player's card shows of its votes; `null` fields are not shown. */
export interface ShownTally {
  rank: number;
  /** Share of the section's valid votes (0.347 is 34.7%). */
  share: number | null;
  validVotes: number | null;
  /** Only after the close: votes staff voided, which count for nothing. */
  voidedVotes: number | null;
}

/**
 * The tallies the public sees: nothing before voting starts; while it runs what the campaign's
 * `tally_visibility` says (rank and share of the section, exact numbers, or nothing until the
 * close); after the close exact numbers with the voided ones.
 */
export function shownTally(
  visibility: CampaignTallyVisibility,
  state: CampaignState,
  standing: { rank: number; validVotes: number; voidedVotes: number },
  sectionValidVotes: number,
): ShownTally | null {
  if (state === "upcoming") return null;
  if (state === "voting_closed" || state === "results_published") {
    return {
      rank: standing.rank,
      share: rateOf(standing.validVotes, sectionValidVotes),
      validVotes: standing.validVotes,
      voidedVotes: standing.voidedVotes,
    };
  }
  if (visibility === "hidden_until_close") return null;
  if (visibility === "exact") {
    return { rank: standing.rank, share: null, validVotes: standing.validVotes, voidedVotes: null };
  }
  return {
    rank: standing.rank,
    share: rateOf(standing.validVotes, sectionValidVotes),
    validVotes: null,
    voidedVotes: null,
  };
}

/** What a campaign's page says of its tallies while voting runs. */
export const CAMPAIGN_TALLY_VISIBILITY_TEXTS: Record<CampaignTallyVisibility, string> = {
  rank_and_share: "投票期间公开每位选手的名次和所占票数比例，截止后公布准确票数。",
  exact: "投票期间公开每位选手的准确票数，截止后同时公布被作废的票数。",
  hidden_until_close: "投票期间不公开票数和名次，截止后公布准确票数。",
};

/** The platform figures a data list may rank companies by. */
export const CAMPAIGN_DATA_FIGURES = ["reply_rate", "completion_rate", "satisfaction"] as const;
export type CampaignDataFigure = (typeof CAMPAIGN_DATA_FIGURES)[number];

export const CAMPAIGN_DATA_FIGURE_LABELS: Record<CampaignDataFigure, string> = {
  reply_rate: "回复率",
  completion_rate: "完成率",
  satisfaction: "满意度",
};

/** A data list's rule, as staff set it in `campaign_sections.data_rule`. */
export interface CampaignDataRule {
  figure: CampaignDataFigure;
  order: "desc" | "asc";
  /** A brand with fewer published complaints in the period is not listed: too few to say anything. */
  minComplaints: number;
  /** How many brands the list shows. */
  limit: number;
  /** The period counted: this many days up to the campaign's close (or today, while it runs). */
  periodDays: number;
}

export const CAMPAIGN_DATA_LIST_MAX = 50;

/** Reads a stored `data_rule`; `null` when it is not a rule this code knows. */
export function parseCampaignDataRule(value: unknown): CampaignDataRule | null {
  if (typeof value !== "object" || value === null) return null;
  const rule = value as Record<string, unknown>;
  const whole = (n: unknown, min: number, max: number): n is number =>
    typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;
  if (!CAMPAIGN_DATA_FIGURES.includes(rule.figure as CampaignDataFigure)) return null;
  if (rule.order !== "desc" && rule.order !== "asc") return null;
  if (!whole(rule.min_complaints, 1, 100_000)) return null;
  if (!whole(rule.limit, 1, CAMPAIGN_DATA_LIST_MAX)) return null;
  if (!whole(rule.period_days, 1, 3660)) return null;
  return {
    figure: rule.figure as CampaignDataFigure,
    order: rule.order,
    minComplaints: rule.min_complaints,
    limit: rule.limit,
    periodDays: rule.period_days,
  };
}

/** The rule as stored (`data_rule`). */
export function storedCampaignDataRule(rule: CampaignDataRule): Record<string, unknown> {
  return {
    figure: rule.figure,
    order: rule.order,
    min_complaints: rule.minComplaints,
    limit: rule.limit,
    period_days: rule.periodDays,
  };
}

/** The rule in the words printed above the list. */
export function campaignDataRuleText(rule: CampaignDataRule): string {
  const label = CAMPAIGN_DATA_FIGURE_LABELS[rule.figure];
  return `按近 ${rule.periodDays} 天平台公开投诉计算的${label}${rule.order === "desc" ? "从高到低" : "从低到高"}排列，列出前 ${rule.limit} 名；期间公开投诉少于 ${rule.minComplaints} 件的企业样本不足，不列入。`;
}

/**
 * A data list: the brands with at least the minimum sample and a figure, by the figure in the
 * rule's order; equal figures rank by more complaints (the larger sample), then by name. Ranks follow
 * the list's order without ties: the figure is a measurement, not a vote.
 */
export function rankDataList<T extends { complaintCount: number; value: number | null; name: string }>(
  rows: readonly T[],
  rule: CampaignDataRule,
): (T & { rank: number; value: number })[] {
  const direction = rule.order === "desc" ? -1 : 1;
  return rows
    .filter(
      (row): row is T & { value: number } => row.complaintCount >= rule.minComplaints && row.value !== null,
    )
    .sort(
      (a, b) =>
        direction * (a.value - b.value) ||
        b.complaintCount - a.complaintCount ||
        a.name.localeCompare(b.name, "zh-Hans-CN"),
    )
    .slice(0, rule.limit)
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
