// The public surface of the company portal: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerCompanyPortalRoutes } from "./routes";

export const companyPortalFeature: FeatureManifest = {
  name: "company-portal",
  registerRoutes: registerCompanyPortalRoutes,
};
