// The public surface of questions and answers: its routes, what a reader may report and what a
// report does to a post, and the public questions a sitemap lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { questionSitemap } from "./qa-sitemap";
import { registerQaRoutes } from "./routes";

export { hideWhenReportedEnough } from "./qa-moderation";
export { findPublicPostAuthor } from "./qa-posts";

export const qaFeature: FeatureManifest = {
  name: "qa",
  registerRoutes: registerQaRoutes,
  sitemaps: [questionSitemap],
};
