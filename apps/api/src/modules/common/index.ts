// The public surface of the common module: its routes, registered by the composition root.
export { registerCommonRoutes } from "./routes";
