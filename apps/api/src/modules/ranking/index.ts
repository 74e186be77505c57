// The public surface of the rankings: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerRankingRoutes } from "./routes";

export const rankingFeature: FeatureManifest = {
  name: "ranking",
  registerRoutes: registerRankingRoutes,
};
