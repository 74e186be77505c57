// The public surface of the complaint lists: its manifest (its routes and sitemap part).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { complaintSitemap } from "./complaint-sitemap";
import { registerComplaintRoutes } from "./routes";

export const complaintFeature: FeatureManifest = {
  name: "complaint",
  registerRoutes: registerComplaintRoutes,
  sitemaps: [complaintSitemap],
};
