// What the composition root may use of the search module.
export { registerSearchRoutes } from "./routes";
export { addSearchCounts } from "./search-keywords";
