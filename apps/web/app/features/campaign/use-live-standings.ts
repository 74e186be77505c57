import type { CampaignDetail } from "@tousu/contracts";
import { type CampaignStandings, liveStreamUrls, useCampaignStandings } from "@tousu/page-kit/live-events";
import { useRootData } from "../../lib/root-data";

type Tally = CampaignDetail["sections"][number]["players"][number]["tally"];

/**
 * The campaign as its page shows it, its players' tallies and order following the standings the
 * event service sends while voting runs (decision 101). Without a stream the page shows what it
 * loaded, as before.
 */
export function useLiveStandings(campaign: CampaignDetail): CampaignDetail {
  const eventBaseUrl = useRootData()?.publicConfig.eventBaseUrl;
  const standings = useCampaignStandings<Tally>(
    campaign.state === "running" && eventBaseUrl !== undefined
      ? liveStreamUrls.campaign(eventBaseUrl, campaign.id)
      : null,
    campaign.id,
  );
  return standings ? withStandings(campaign, standings) : campaign;
}

/** `campaign` with each voting section's players carrying the standings' tallies, in their order. */
export function withStandings(campaign: CampaignDetail, standings: CampaignStandings<Tally>): CampaignDetail {
  return {
    ...campaign,
    sections: campaign.sections.map((section) => {
      const live = standings.sections.find((candidate) => candidate.id === section.id);
      if (!live) return section;
      const order = new Map(live.players.map((player, index) => [player.id, index]));
      const tallies = new Map(live.players.map((player) => [player.id, player.tally]));
      const place = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
      return {
        ...section,
        players: section.players
          .map((player) =>
            tallies.has(player.id) ? { ...player, tally: tallies.get(player.id) ?? null } : player,
          )
          .sort((a, b) => place(a.id) - place(b.id)),
      };
    }),
  };
}
