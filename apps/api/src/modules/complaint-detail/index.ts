// The complaint page's public surface: the view tallies the counters write, and its manifest (its
// routes, the complaint's posters, the job that folds the tallies into the complaints).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { complaintPosterSubjects } from "./poster-subjects";
import { registerComplaintDetailRoutes } from "./routes";
import { viewFoldJob } from "./view-tallies";

export { addViewTallies } from "./view-tallies";

export const complaintDetailFeature: FeatureManifest = {
  name: "complaint-detail",
  registerRoutes: registerComplaintDetailRoutes,
  posterSubjects: complaintPosterSubjects,
  jobs: [viewFoldJob],
};
