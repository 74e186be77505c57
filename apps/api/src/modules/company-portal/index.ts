// The public surface of the company portal: its routes, registered by the composition root.
export { registerCompanyPortalRoutes } from "./routes";
