import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { rankByVotes } from "@tousu/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { NO_VOTES, readRecordedTallies } from "../campaign-vote";
import { CAMPAIGN_NOT_FOUND } from "./console-campaigns";
import { dropCampaignPage } from "./load-campaign";

const { campaigns, campaignSections, campaignPlayers, campaignResults } = schema;

/**
 * Publishes a campaign's results once its voting closed (decision 096): under the campaign's row
 * lock, each voting section's approved players are ranked by their valid votes (`rankByVotes`, the
 * published tie rule) and their ranks and counts frozen in `campaign_results`. Sent again, it
 * answers the results already published and changes nothing.
 */
export async function publishCampaignResults(
  deps: Pick<AppDeps, "db" | "cache" | "providers">,
  campaignId: number,
  staffId: number,
): Promise<{ published_at: string; ranked: number }> {
  const now = deps.providers.now();
  const published = await deps.db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for("update");
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    if (campaign.resultsPublishedAt) {
      const [ranked] = await tx
        .select({ value: count() })
        .from(campaignResults)
        .where(eq(campaignResults.campaignId, campaignId));
      return { campaign, publishedAt: campaign.resultsPublishedAt, ranked: ranked?.value ?? 0 };
    }
    if (now.getTime() < campaign.votingEndsAt.getTime()) throw badRequest("投票尚未截止，不能公布结果");
    const rows = await rankedRows(tx, campaignId, now);
    if (rows.length > 0) await tx.insert(campaignResults).values(rows);
    await tx
      .update(campaigns)
      .set({ resultsPublishedAt: now, updatedAt: now })
      .where(eq(campaigns.id, campaignId));
    await recordStaffAction(tx, {
      staffId,
      action: "campaign.publish_results",
      targetType: "campaign",
      targetId: campaignId,
      detail: { ranked: rows.length },
      now,
    });
    return { campaign, publishedAt: now, ranked: rows.length };
  });
  await dropCampaignPage(deps.cache, published.campaign);
  return { published_at: published.publishedAt.toISOString(), ranked: published.ranked };
}

async function rankedRows(tx: DatabaseOrTransaction, campaignId: number, now: Date) {
  const [players, tallies] = await Promise.all([
    tx
      .select({ id: campaignPlayers.id, sectionId: campaignPlayers.sectionId })
      .from(campaignPlayers)
      .innerJoin(campaignSections, eq(campaignSections.id, campaignPlayers.sectionId))
      .where(
        and(
          eq(campaignPlayers.campaignId, campaignId),
          eq(campaignPlayers.status, "approved"),
          inArray(campaignSections.kind, ["company_vote", "consumer_stories"]),
        ),
      )
      .orderBy(asc(campaignSections.sortOrder), asc(campaignPlayers.sortOrder), asc(campaignPlayers.id)),
    readRecordedTallies(tx, campaignId),
  ]);
  const sectionIds = [...new Set(players.map((player) => player.sectionId))];
  return sectionIds.flatMap((sectionId) =>
    rankByVotes(
      players
        .filter((player) => player.sectionId === sectionId)
        .map((player) => ({ ...player, ...(tallies.get(player.id) ?? NO_VOTES) })),
    ).map((entry) => ({
      playerId: entry.id,
      campaignId,
      sectionId,
      rank: entry.rank,
      validVotes: entry.validVotes,
      voidedVotes: entry.voidedVotes,
      publishedAt: now,
    })),
  );
}
