// The public surface of the article module: its manifest (the readers' routes and the console's
// CMS, which writes the articles and their taxonomy; the sitemap part), the write its read counter
// goes through, which articles readers may see (comments are written under those only), its
// poster, the reads the article page's one read is made of, and the purge of an article's page
// after its comments were moderated.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { articleSitemap } from "./article-sitemap";
import { articlePosterSubjects } from "./poster-subject";
import { registerArticleRoutes } from "./routes";

export { purgeArticlePage } from "./article-pages";
export { addArticleViews } from "./article-reads";

export {
  readArticle,
  readArticleCategories,
  readArticleHotInfo,
  readArticleRelated,
  readHotArticleTags,
} from "./cached-reads";
export { isPublished } from "./published";

export const articleFeature: FeatureManifest = {
  name: "article",
  registerRoutes: registerArticleRoutes,
  posterSubjects: articlePosterSubjects,
  sitemaps: [articleSitemap],
};
