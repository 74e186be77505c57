// The public surface of the common module: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerCommonRoutes } from "./routes";

export const commonFeature: FeatureManifest = {
  name: "common",
  registerRoutes: registerCommonRoutes,
};
