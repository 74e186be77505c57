// The article page's one read: its manifest (its route), which the main service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerArticlePageRoutes } from "./routes";

export const articlePageFeature: FeatureManifest = {
  name: "article-page",
  registerRoutes: registerArticlePageRoutes,
};
