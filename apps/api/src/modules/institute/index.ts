// The public surface of the institute module: its routes, and the published reports a sitemap lists.
export { instituteSitemap } from "./institute-sitemap";
export { registerInstituteRoutes } from "./routes";
