// The search module's public surface: its routes, the keyword counts the counters write (and the
// hot words they make, which the article pages show too), and the
// recent words index's job.

export { recentWordsJob } from "./recent-words-index";
export { registerSearchRoutes } from "./routes";
export { addSearchCounts, listHotKeywords } from "./search-keywords";
