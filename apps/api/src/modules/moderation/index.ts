// The public surface of the moderation console: its routes and the CDN re-purge job, both handed in
// by the composition root.

export { cdnRepurgeJob } from "./public-page-refresh";
export { registerModerationRoutes } from "./routes";
