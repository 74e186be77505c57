// The public surface of the rankings: its routes, registered by the composition root.
export { registerRankingRoutes } from "./routes";
