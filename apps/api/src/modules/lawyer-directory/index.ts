// The public surface of the lawyer directory: its routes (/law's list, a lawyer's profile) and the
// cards entrustments show of their lawyers and recommend, and the reads the lawyer posters draw from.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerLawyerDirectoryRoutes } from "./routes";

export { AVAILABILITY_ORDER, readLawyerCards } from "./lawyer-cards";
export { readLawyerProfile, searchLawyers } from "./lawyer-search";

export const lawyerDirectoryFeature: FeatureManifest = {
  name: "lawyer-directory",
  registerRoutes: registerLawyerDirectoryRoutes,
};
