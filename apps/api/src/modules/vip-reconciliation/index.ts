// The daily reconciliation of the payment channels' trade bills with the membership's orders and
// refunds (decision 094): a job per bill day and provider, and the finance console's view of it.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { vipReconciliationJob } from "./reconciliation-job";
import { registerVipReconciliationRoutes } from "./routes";

export const vipReconciliationFeature: FeatureManifest = {
  name: "vip-reconciliation",
  registerRoutes: registerVipReconciliationRoutes,
  jobs: [vipReconciliationJob],
};
