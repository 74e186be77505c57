// The public surface of real-name verification: its routes, registered by the composition root.
export { registerIdentityRoutes } from "./routes";
