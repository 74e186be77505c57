// The brand module's public surface: its figures' columns (rankings), booking a recount after a
// lifecycle step, and its manifest (routes, the recount job, the sitemap part, the page's poster).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { brandSitemap } from "./brand-sitemap";
import { brandStatsJob } from "./brand-stats";
import { brandPosterSubjects } from "./poster-subject";
import { registerBrandRoutes } from "./routes";

export { scheduleBrandStatsRefresh } from "./brand-stats";
export { tallyColumns, toRateFigures } from "./brand-tallies";

export const brandFeature: FeatureManifest = {
  name: "brand",
  registerRoutes: registerBrandRoutes,
  posterSubjects: brandPosterSubjects,
  jobs: [brandStatsJob],
  sitemaps: [brandSitemap],
};
