// The brand module's public surface: its figures' columns (rankings), booking a recount after a
// lifecycle step, and the recount job.
export { brandStatsJob, scheduleBrandStatsRefresh } from "./brand-stats";
export { tallyColumns, toRateFigures } from "./brand-tallies";
export { registerBrandRoutes } from "./routes";
