// The complaint page's public surface: its routes, the public complaint as posters draw it, the view
// tallies the counters write, and the job that folds them into the complaints.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerComplaintDetailRoutes } from "./routes";
import { viewFoldJob } from "./view-tallies";

export { readPublicComplaint } from "./load-complaint-detail";

export { addViewTallies } from "./view-tallies";

export const complaintDetailFeature: FeatureManifest = {
  name: "complaint-detail",
  registerRoutes: registerComplaintDetailRoutes,
  jobs: [viewFoldJob],
};
