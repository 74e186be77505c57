// Votes in 3·15 campaigns (decision 097): casting one under the per-account slots, the captcha and
// the ceilings per address and network; the bursts flagged for moderators, who void or dismiss them;
// the tallies served from shared counters or `campaign_tallies`, reconciled with the votes hourly.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { tallyReconcileJob } from "./reconcile-tallies";
import { registerCampaignVoteRoutes } from "./routes";
import { voteBurstsJob } from "./vote-bursts";

// The campaign the public sees at an address, which the campaign pages look up here too.
export { findVisibleCampaign, type VisibleCampaign } from "./find-visible-campaign";
// The tallies: as served to readers (`readPlayerTallies`), and as recorded with the votes, which
// results are published from (`readRecordedTallies`).
export {
  NO_VOTES,
  type PlayerTally,
  readPlayerTallies,
  readRecordedTallies,
  type TallyDeps,
} from "./player-tallies";

export const campaignVoteFeature: FeatureManifest = {
  name: "campaign-vote",
  registerRoutes: registerCampaignVoteRoutes,
  jobs: [voteBurstsJob, tallyReconcileJob],
};
