import type { CompanyCampaigns } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { CAMPAIGN_STATE_LABELS, campaignState } from "@tousu/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { openSectionOf } from "./campaign-rows";

// A company's side of the campaigns (decision 096): its players across campaigns, and applying to a
// company section of a campaign to come or running, which staff then approve or refuse.

const { campaigns, campaignSections, campaignPlayers } = schema;

const campaignRef = (row: typeof campaigns.$inferSelect, now: Date) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  state_label: CAMPAIGN_STATE_LABELS[campaignState(row, now)],
});

export async function loadCompanyCampaigns(
  deps: Pick<AppDeps, "db" | "providers">,
  enterpriseId: number,
): Promise<CompanyCampaigns> {
  const now = deps.providers.now();
  const [entries, open] = await Promise.all([
    deps.db
      .select({ player: campaignPlayers, section: campaignSections, campaign: campaigns })
      .from(campaignPlayers)
      .innerJoin(campaignSections, eq(campaignSections.id, campaignPlayers.sectionId))
      .innerJoin(campaigns, eq(campaigns.id, campaignPlayers.campaignId))
      .where(and(eq(campaignPlayers.kind, "enterprise"), eq(campaignPlayers.enterpriseId, enterpriseId)))
      .orderBy(desc(campaigns.votingStartsAt), desc(campaignPlayers.id)),
    deps.db
      .select({ section: campaignSections, campaign: campaigns })
      .from(campaignSections)
      .innerJoin(campaigns, eq(campaigns.id, campaignSections.campaignId))
      .where(openSectionOf("company_vote", now))
      .orderBy(asc(campaigns.votingStartsAt), asc(campaignSections.sortOrder)),
  ]);
  const entered = new Set(entries.map((entry) => entry.section.id));
  return {
    entries: entries.map(({ player, section, campaign }) => ({
      player_id: player.id,
      campaign: campaignRef(campaign, now),
      section_title: section.title,
      source: player.source,
      status: player.status,
      statement: player.statement,
      review_note: player.reviewNote,
      created_at: player.createdAt.toISOString(),
    })),
    open_sections: open
      .filter(({ section }) => !entered.has(section.id))
      .map(({ section, campaign }) => ({
        section_id: section.id,
        section_title: section.title,
        campaign: campaignRef(campaign, now),
        voting_starts_at: campaign.votingStartsAt.toISOString(),
        voting_ends_at: campaign.votingEndsAt.toISOString(),
      })),
  };
}

/**
 * The enterprise applies with its statement; pending until staff decide. Applying again to the same
 * section answers the entry it already has (the section's unique key), whatever its status.
 */
export async function applyToCampaign(
  deps: Pick<AppDeps, "db" | "providers">,
  input: { enterpriseId: number; userId: number; sectionId: number; statement: string },
) {
  const now = deps.providers.now();
  const db: Database = deps.db;
  const [open] = await db
    .select({ campaignId: campaignSections.campaignId })
    .from(campaignSections)
    .innerJoin(campaigns, eq(campaigns.id, campaignSections.campaignId))
    .where(and(eq(campaignSections.id, input.sectionId), openSectionOf("company_vote", now)));
  if (!open) throw badRequest("该单元不接受报名");
  const [created] = await db
    .insert(campaignPlayers)
    .values({
      campaignId: open.campaignId,
      sectionId: input.sectionId,
      kind: "enterprise",
      enterpriseId: input.enterpriseId,
      source: "company_application",
      status: "pending",
      statement: input.statement,
      nominatedBy: input.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: campaignPlayers.id, status: campaignPlayers.status });
  const entry =
    created ??
    (
      await db
        .select({ id: campaignPlayers.id, status: campaignPlayers.status })
        .from(campaignPlayers)
        .where(
          and(
            eq(campaignPlayers.sectionId, input.sectionId),
            eq(campaignPlayers.kind, "enterprise"),
            eq(campaignPlayers.enterpriseId, input.enterpriseId),
          ),
        )
    )[0];
  if (!entry) throw notFound("报名不存在");
  return { player_id: entry.id, status: entry.status };
}
