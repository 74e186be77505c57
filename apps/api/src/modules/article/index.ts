// The public surface of the article module: its manifest (routes and sitemap part),
// the write its read counter goes through, which articles readers may see
// (comments are written under those only), its poster, the reads the article page's one read is made of, and the sanitiser the console's
// editor renders through.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { articleSitemap } from "./article-sitemap";
import { articlePosterSubjects } from "./poster-subject";
import { registerArticleRoutes } from "./routes";

export { addArticleViews } from "./article-reads";

export {
  readArticle,
  readArticleCategories,
  readArticleHotInfo,
  readArticleRelated,
  readHotArticleTags,
} from "./cached-reads";
export { isPublished } from "./published";

export { isArticleImageSource, isArticleLinkTarget, sanitizeArticleHtml } from "./sanitize-article-html";

export const articleFeature: FeatureManifest = {
  name: "article",
  registerRoutes: registerArticleRoutes,
  posterSubjects: articlePosterSubjects,
  sitemaps: [articleSitemap],
};
