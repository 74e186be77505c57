// The public surface of the institute module: its routes, and the published reports a sitemap lists.
export { publishedReportEntries } from "./institute-reports";
export { registerInstituteRoutes } from "./routes";
