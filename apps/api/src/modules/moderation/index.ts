// The public surface of the moderation console: its manifest (its routes and the CDN
// re-purge job).

import { cdnRepurgeJob } from "../../complaint-core/public-page-refresh";
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerModerationRoutes } from "./routes";

export const moderationFeature: FeatureManifest = {
  name: "moderation",
  registerRoutes: registerModerationRoutes,
  jobs: [cdnRepurgeJob],
};
