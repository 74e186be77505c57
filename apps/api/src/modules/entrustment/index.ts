// The public surface of entrustments: their routes on the lawyer service, the job that lapses
// requests a lawyer left unanswered, who acts as an entrustment's lawyer (for its messages), and
// whether a lawyer stands on an enterprise's side (mediation asks it of a lawyer mediator too).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { entrustmentLapseJob } from "./lapse-job";
import { registerEntrustmentRoutes } from "./routes";

export { conflictsWithEnterprise } from "./conflicts";
export { isActingLawyer } from "./entrustment-steps";

export const entrustmentFeature: FeatureManifest = {
  name: "entrustment",
  registerRoutes: registerEntrustmentRoutes,
  jobs: [entrustmentLapseJob],
};
