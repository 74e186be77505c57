// The public surface of the enterprise pages: its manifest (its routes), and
// the page's data (share posters).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerEnterpriseRoutes } from "./routes";

export { loadEnterprisePage } from "./load-enterprise-page";

export const enterpriseFeature: FeatureManifest = {
  name: "enterprise",
  registerRoutes: registerEnterpriseRoutes,
};
