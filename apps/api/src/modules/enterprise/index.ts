// The public surface of the enterprise pages: its routes, registered by the composition root, and
// the page's data (share posters).
export { loadEnterprisePage } from "./load-enterprise-page";
export { registerEnterpriseRoutes } from "./routes";
