// The collective complaints' public surface: their summaries, as the complaint page and the
// moderation console show them.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerCollectiveRoutes } from "./routes";

export { loadCollectivePage, loadCollectiveSummary } from "./collective-summaries";

export const collectiveFeature: FeatureManifest = {
  name: "collective",
  registerRoutes: registerCollectiveRoutes,
};
