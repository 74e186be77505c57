// The collective complaints' public surface: their summaries, as the complaint page and the
// moderation console show them.
export { loadCollectivePage, loadCollectiveSummary } from "./collective-summaries";
export { registerCollectiveRoutes } from "./routes";
