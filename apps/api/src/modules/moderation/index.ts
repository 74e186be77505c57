// The public surface of the moderation console: its routes, registered by the composition root.
export { registerModerationRoutes } from "./routes";
