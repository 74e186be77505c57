// The search module's public surface: its routes, the keyword counts the counters write (and the
// hot words they make, which the article pages show too), and the
// recent words index's job.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { recentWordsJob } from "./recent-words-index";
import { registerSearchRoutes } from "./routes";

export { addSearchCounts, listHotKeywords } from "./search-keywords";

export const searchFeature: FeatureManifest = {
  name: "search",
  registerRoutes: registerSearchRoutes,
  jobs: [recentWordsJob],
};
