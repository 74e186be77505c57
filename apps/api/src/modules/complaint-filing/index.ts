// Complaint filing's public surface: reading a complaint's text, which a resubmission checks as a
// filing does.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerComplaintFilingRoutes } from "./routes";

export { readComplaintText } from "./read-complaint-text";

export const complaintFilingFeature: FeatureManifest = {
  name: "complaint-filing",
  registerRoutes: registerComplaintFilingRoutes,
};
