// The public surface of the enterprise pages: its manifest (its routes and the page's poster).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { enterprisePosterSubjects } from "./poster-subject";
import { registerEnterpriseRoutes } from "./routes";

export const enterpriseFeature: FeatureManifest = {
  name: "enterprise",
  registerRoutes: registerEnterpriseRoutes,
  posterSubjects: enterprisePosterSubjects,
};
