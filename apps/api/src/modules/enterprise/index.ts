// The public surface of the enterprise pages: its routes, registered by the composition root.
export { registerEnterpriseRoutes } from "./routes";
