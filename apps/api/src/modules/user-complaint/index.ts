// The public surface of a member's own complaint: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerUserComplaintRoutes } from "./routes";

export const userComplaintFeature: FeatureManifest = {
  name: "user-complaint",
  registerRoutes: registerUserComplaintRoutes,
};
