// The brand module's public surface: its figures' columns (rankings), booking a recount after a
// lifecycle step, the recount job, the sitemap part and the page's data (share posters).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { brandSitemap } from "./brand-sitemap";
import { brandStatsJob } from "./brand-stats";
import { registerBrandRoutes } from "./routes";

export { scheduleBrandStatsRefresh } from "./brand-stats";
export { tallyColumns, toRateFigures } from "./brand-tallies";
export { loadBrandPage } from "./load-brand-page";

export const brandFeature: FeatureManifest = {
  name: "brand",
  registerRoutes: registerBrandRoutes,
  jobs: [brandStatsJob],
  sitemaps: [brandSitemap],
};
