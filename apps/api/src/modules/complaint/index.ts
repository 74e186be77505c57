// The public surface of the complaint lists: its routes and sitemap part, which the composition root registers.
export { complaintSitemap } from "./complaint-sitemap";
export { registerComplaintRoutes } from "./routes";
