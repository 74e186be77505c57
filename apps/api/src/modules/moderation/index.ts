// The public surface of the moderation console: its manifest (its routes and the CDN
// re-purge job).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { cdnRepurgeJob } from "./public-page-refresh";
import { registerModerationRoutes } from "./routes";

export const moderationFeature: FeatureManifest = {
  name: "moderation",
  registerRoutes: registerModerationRoutes,
  jobs: [cdnRepurgeJob],
};
