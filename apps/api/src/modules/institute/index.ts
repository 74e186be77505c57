// The public surface of the institute module: its routes, and the published reports a sitemap lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { instituteSitemap } from "./institute-sitemap";
import { registerInstituteRoutes } from "./routes";

export const instituteFeature: FeatureManifest = {
  name: "institute",
  registerRoutes: registerInstituteRoutes,
  sitemaps: [instituteSitemap],
};
