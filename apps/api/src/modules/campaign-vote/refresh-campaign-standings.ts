import { CAMPAIGN_STANDINGS_INTERVAL_MS, LIVE_EVENT_TYPES, liveTopics } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";

/**
 * The campaign's tallies moved: its page's open streams hear its public standings (decision 101),
 * read and sent at most once a second over all nodes, without holding up the vote's answer.
 */
export function refreshCampaignStandings(deps: Pick<AppDeps, "liveEvents">, campaignId: number): void {
  void deps.liveEvents.refreshFigure(
    LIVE_EVENT_TYPES.campaignStandings,
    liveTopics.campaign(campaignId),
    campaignId,
    CAMPAIGN_STANDINGS_INTERVAL_MS,
  );
}
