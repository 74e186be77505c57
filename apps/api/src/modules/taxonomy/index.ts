// The public surface of the complaint types: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerTaxonomyRoutes } from "./routes";

export const taxonomyFeature: FeatureManifest = {
  name: "taxonomy",
  registerRoutes: registerTaxonomyRoutes,
};
