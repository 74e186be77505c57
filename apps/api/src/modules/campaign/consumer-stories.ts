import type { ComplaintStoryCampaigns } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { CAMPAIGN_STATE_LABELS, campaignState } from "@tousu/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { badRequest, notFound } from "../../lib/app-error";
import { openSectionOf } from "./campaign-rows";

// A consumer's own completed complaint told as a story (decision 096): its author nominates it to a
// stories section with their recorded consent; staff approve it before it is shown, masked.

const { campaigns, campaignSections, campaignPlayers, complaints } = schema;

const COMPLAINT_NOT_FOUND = "投诉不存在或已删除";

/** The author's complaint and whether it may be a story: completed by their confirmation, public. */
async function authorsComplaint(deps: Pick<AppDeps, "db">, userId: number, complaintId: number) {
  const [complaint] = await deps.db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  if (!complaint) throw notFound(COMPLAINT_NOT_FOUND);
  return {
    complaint,
    eligible: complaint.status === "completed" && !complaint.isAutoCompleted && isPubliclyVisible(complaint),
  };
}

export async function loadComplaintStoryCampaigns(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  complaintId: number,
): Promise<ComplaintStoryCampaigns> {
  const now = deps.providers.now();
  const { eligible } = await authorsComplaint(deps, userId, complaintId);
  const [entries, open] = await Promise.all([
    deps.db
      .select({ player: campaignPlayers, section: campaignSections, campaign: campaigns })
      .from(campaignPlayers)
      .innerJoin(campaignSections, eq(campaignSections.id, campaignPlayers.sectionId))
      .innerJoin(campaigns, eq(campaigns.id, campaignPlayers.campaignId))
      .where(and(eq(campaignPlayers.kind, "story"), eq(campaignPlayers.complaintId, complaintId)))
      .orderBy(desc(campaignPlayers.id)),
    eligible
      ? deps.db
          .select({ section: campaignSections, campaign: campaigns })
          .from(campaignSections)
          .innerJoin(campaigns, eq(campaigns.id, campaignSections.campaignId))
          .where(openSectionOf("consumer_stories", now))
          .orderBy(asc(campaigns.votingStartsAt), asc(campaignSections.sortOrder))
      : [],
  ]);
  const entered = new Set(entries.map((entry) => entry.section.id));
  return {
    eligible,
    entries: entries.map(({ player, section, campaign }) => ({
      player_id: player.id,
      campaign: { slug: campaign.slug, title: campaign.title },
      section_title: section.title,
      status: player.status,
      review_note: player.reviewNote,
    })),
    open_sections: open
      .filter(({ section }) => !entered.has(section.id))
      .map(({ section, campaign }) => ({
        section_id: section.id,
        section_title: section.title,
        campaign: {
          slug: campaign.slug,
          title: campaign.title,
          state_label: CAMPAIGN_STATE_LABELS[campaignState(campaign, now)],
        },
      })),
  };
}

/**
 * The author nominates their complaint, consenting now (recorded); pending until staff decide.
 * Nominating it again to the same section answers the entry it has (the section's unique key).
 */
export async function nominateComplaintStory(
  deps: Pick<AppDeps, "db" | "providers">,
  input: { userId: number; complaintId: number; sectionId: number; statement: string },
) {
  const now = deps.providers.now();
  const { eligible } = await authorsComplaint(deps, input.userId, input.complaintId);
  if (!eligible) throw badRequest("只有您确认完成并已公开的投诉可以报名维权故事");
  const [open] = await deps.db
    .select({ campaignId: campaignSections.campaignId })
    .from(campaignSections)
    .innerJoin(campaigns, eq(campaigns.id, campaignSections.campaignId))
    .where(and(eq(campaignSections.id, input.sectionId), openSectionOf("consumer_stories", now)));
  if (!open) throw badRequest("该单元不接受报名");
  const [created] = await deps.db
    .insert(campaignPlayers)
    .values({
      campaignId: open.campaignId,
      sectionId: input.sectionId,
      kind: "story",
      complaintId: input.complaintId,
      source: "consumer_nomination",
      status: "pending",
      statement: input.statement,
      nominatedBy: input.userId,
      consentedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: campaignPlayers.id, status: campaignPlayers.status });
  const [entry] = created
    ? [created]
    : await deps.db
        .select({ id: campaignPlayers.id, status: campaignPlayers.status })
        .from(campaignPlayers)
        .where(
          and(
            eq(campaignPlayers.sectionId, input.sectionId),
            eq(campaignPlayers.kind, "story"),
            eq(campaignPlayers.complaintId, input.complaintId),
          ),
        );
  return { player_id: entry!.id, status: entry!.status };
}
