// The public surface of the complaint types: its routes, registered by the composition root.
export { registerTaxonomyRoutes } from "./routes";
