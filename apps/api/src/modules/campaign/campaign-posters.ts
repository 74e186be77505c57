import type { AppDeps } from "../../app-deps";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { dropCampaignPage } from "./load-campaign";

/**
 * After players stopped being shown (withdrawn, or their campaign hidden) and the step committed:
 * their stored posters go at once rather than at the hourly clean-up (decision 060), and so does the
 * campaign's vote poster, whose player count changed; its page is dropped on every node (decision
 * 099). A request for such a player's poster then finds no approved player (404) and draws nothing;
 * one drawn meanwhile is taken back by its own request (`modules/poster`).
 */
export async function takeDownPlayerPosters(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  campaign: { id: number; slug: string },
  playerIds: readonly number[],
): Promise<void> {
  for (const playerId of playerIds) await deleteSubjectPosters(deps, "player", playerId);
  await deleteSubjectPosters(deps, "campaign", campaign.id);
  await dropCampaignPage(deps.cache, campaign);
}
