import type { CampaignPlayer } from "@tousu/contracts";
import type { AppDeps } from "../../app-deps";
import type { TallyDeps } from "../campaign-vote";
import { readCampaign } from "./load-campaign";

/**
 * A running campaign's standings as its page shows them (the same read, so the same visibility
 * rule), for its open streams (decision 101): each voting section's players in their order with
 * their public tallies. Null when nothing is shown while voting (tallies hidden until the close) or
 * the campaign is not running.
 */
export async function readCampaignStandings(deps: TallyDeps & Pick<AppDeps, "db">, campaignId: number) {
  const campaign = await readCampaign(deps, String(campaignId));
  if (campaign.state !== "running") return null;
  const sections = campaign.sections
    .filter((section) => section.kind !== "data_list")
    .map((section) => ({
      id: section.id,
      players: section.players.map((player: CampaignPlayer) => ({ id: player.id, tally: player.tally })),
    }));
  if (sections.every((section) => section.players.every((player) => player.tally === null))) return null;
  return { campaign_id: campaign.id, sections };
}
