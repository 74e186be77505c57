// The brand lookup's public surface: the brand lists that filing and the complaint lists offer.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerBrandLookupRoutes } from "./routes";

export { listBrands, searchBrands } from "./find-brands";

export const brandLookupFeature: FeatureManifest = {
  name: "brand-lookup",
  registerRoutes: registerBrandLookupRoutes,
};
