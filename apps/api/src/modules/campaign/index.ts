// The campaign module's public surface (decision 096): its manifest (the public pages' reads, the
// console's campaigns, a company's applications, the player and vote posters). The tallies, and the
// lookup of a campaign by its address, are the vote feature's.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { campaignPosterSubjects } from "./poster-subject";
import { registerCampaignRoutes } from "./routes";

export { readCampaignStandings } from "./read-campaign-standings";

export const campaignFeature: FeatureManifest = {
  name: "campaign",
  registerRoutes: registerCampaignRoutes,
  posterSubjects: campaignPosterSubjects,
};
