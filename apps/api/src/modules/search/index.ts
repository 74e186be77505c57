// The search module's public surface: its routes, and the keyword counts the counters write.
export { registerSearchRoutes } from "./routes";
export { addSearchCounts } from "./search-keywords";
