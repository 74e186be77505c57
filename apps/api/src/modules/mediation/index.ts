// Mediation's public surface: a complaint's mediation as its page shows it, and the feature's two
// manifests: the consumer and enterprise side with its deadline job on the main service, and the
// lawyer mediator's side on the lawyer service.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { mediationDeadlineJob } from "./mediation-deadlines";
import { registerLawyerMediatorRoutes, registerMediationRoutes } from "./routes";

export { readComplaintMediation } from "./complaint-mediation";

export const mediationFeature: FeatureManifest = {
  name: "mediation",
  registerRoutes: registerMediationRoutes,
  jobs: [mediationDeadlineJob],
};

export const lawyerMediatorFeature: FeatureManifest = {
  name: "mediation",
  registerRoutes: registerLawyerMediatorRoutes,
};
