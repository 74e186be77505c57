// The brand module's public surface: its figures' columns (rankings), booking a recount after a
// lifecycle step, the recount job and the sitemap part.
export { brandSitemap } from "./brand-sitemap";
export { brandStatsJob, scheduleBrandStatsRefresh } from "./brand-stats";
export { tallyColumns, toRateFigures } from "./brand-tallies";
export { registerBrandRoutes } from "./routes";
