import type { CampaignSummary } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { CAMPAIGN_STATE_LABELS, type CampaignSectionKind, campaignState } from "@tousu/domain";
import { and, eq, gt, sql } from "drizzle-orm";

const { campaigns, campaignSections, campaignPlayers } = schema;

/** The columns of a campaign's summary: its own, and how many sections and approved players it has. */
export const campaignSummaryColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  title: campaigns.title,
  summary: campaigns.summary,
  coverUrl: campaigns.coverUrl,
  votingStartsAt: campaigns.votingStartsAt,
  votingEndsAt: campaigns.votingEndsAt,
  resultsPublishedAt: campaigns.resultsPublishedAt,
  sectionCount: sql<number>`(select count(*)::int from ${campaignSections} s where s.campaign_id = "campaigns"."id")`,
  playerCount: sql<number>`(select count(*)::int from ${campaignPlayers} p where p.campaign_id = "campaigns"."id" and p.status = 'approved')`,
};

export type CampaignSummaryRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  votingStartsAt: Date;
  votingEndsAt: Date;
  resultsPublishedAt: Date | null;
  sectionCount: number;
  playerCount: number;
};

export function toCampaignSummary(row: CampaignSummaryRow, now: Date): CampaignSummary {
  const state = campaignState(row, now);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_url: row.coverUrl,
    state,
    state_label: CAMPAIGN_STATE_LABELS[state],
    voting_starts_at: row.votingStartsAt.toISOString(),
    voting_ends_at: row.votingEndsAt.toISOString(),
    results_published_at: row.resultsPublishedAt?.toISOString() ?? null,
    section_count: row.sectionCount,
    player_count: row.playerCount,
  };
}

/**
 * A section of `kind` that still takes entries (a company's application, a consumer's story): of a
 * visible campaign whose voting has not ended. Joined with `campaigns` by the caller.
 */
export function openSectionOf(kind: CampaignSectionKind, now: Date) {
  return and(
    eq(schema.campaignSections.kind, kind),
    eq(campaigns.visible, true),
    gt(campaigns.votingEndsAt, now),
  );
}
