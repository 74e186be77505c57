// The brand module's public surface: its figures' columns (rankings), booking a recount after a
// lifecycle step, the recount job, the sitemap part and the page's data (share posters).
export { brandSitemap } from "./brand-sitemap";
export { brandStatsJob, scheduleBrandStatsRefresh } from "./brand-stats";
export { tallyColumns, toRateFigures } from "./brand-tallies";
export { loadBrandPage } from "./load-brand-page";
export { registerBrandRoutes } from "./routes";
