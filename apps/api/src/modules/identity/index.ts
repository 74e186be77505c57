// The public surface of real-name verification: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerIdentityRoutes } from "./routes";

export const identityFeature: FeatureManifest = {
  name: "identity",
  registerRoutes: registerIdentityRoutes,
};
