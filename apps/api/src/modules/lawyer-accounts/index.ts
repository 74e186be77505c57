// Lawyer accounts: applying, the applicant's own profile, staff verification and the yearly re-check.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { lawyerRecheckJob } from "./recheck-job";
import { registerLawyerAccountRoutes } from "./routes";

export const lawyerAccountsFeature: FeatureManifest = {
  name: "lawyer-accounts",
  registerRoutes: registerLawyerAccountRoutes,
  jobs: [lawyerRecheckJob],
};
