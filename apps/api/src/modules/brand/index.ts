// The brand module's public surface: its figures' columns (rankings), and booking a recount
// after a lifecycle step.
export { scheduleBrandStatsRefresh } from "./brand-stats";
export { tallyColumns, toRateFigures } from "./brand-tallies";
export { registerBrandRoutes } from "./routes";
