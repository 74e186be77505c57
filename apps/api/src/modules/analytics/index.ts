// The console's visit figures (decision 112): the tracking's roll-ups and latest events read per
// panel, for analytics staff and admins, as JSON and as one CSV file.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerAnalyticsRoutes } from "./routes";

export const analyticsFeature: FeatureManifest = {
  name: "analytics",
  registerRoutes: registerAnalyticsRoutes,
};
