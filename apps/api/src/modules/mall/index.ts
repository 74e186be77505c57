// The points mall (decision 111): the benefits points buy, redemptions spent once from the points
// ledger, and the console's list where staff send the printed packages.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerMallRoutes } from "./routes";

export { releaseConsultationCredit, useConsultationCredit } from "./redemption-steps";

export const mallFeature: FeatureManifest = {
  name: "mall",
  registerRoutes: registerMallRoutes,
};
