// The public surface of content reports: its routes, registered by the composition root.
export { registerContentReportRoutes } from "./routes";
