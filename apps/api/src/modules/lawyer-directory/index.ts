// The public surface of the lawyer directory: its routes (/law's list, a lawyer's profile) and the
// cards entrustments show of their lawyers and recommend, the lawyers' posters, and the search the
// find-a-lawyer poster counts from.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { lawyerPosterSubjects } from "./poster-subjects";
import { registerLawyerDirectoryRoutes } from "./routes";

export { AVAILABILITY_ORDER, readLawyerCards } from "./lawyer-cards";
export { searchLawyers } from "./lawyer-search";

export const lawyerDirectoryFeature: FeatureManifest = {
  name: "lawyer-directory",
  registerRoutes: registerLawyerDirectoryRoutes,
  posterSubjects: lawyerPosterSubjects,
};
