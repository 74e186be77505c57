// The public surface of content reports: its manifest (readers' and visitors' reports, and the
// console's queues that resolve them), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerContentReportRoutes } from "./routes";

export const contentReportsFeature: FeatureManifest = {
  name: "content-reports",
  registerRoutes: registerContentReportRoutes,
};
