// The public surface of the user centre: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerUserCentreRoutes } from "./routes";

export const userCentreFeature: FeatureManifest = {
  name: "user-centre",
  registerRoutes: registerUserCentreRoutes,
};
