// The public surface of the article module: its routes and sitemap part, registered by the
// composition root, the write its read counter goes through, which articles readers may see
// (comments are written under those only), a published article as its page reads it (share
// posters), the reads the article page's one read is made of, and the sanitiser the console's
// editor renders through.
export { loadArticle } from "./article-detail";
export { addArticleViews } from "./article-reads";
export { articleSitemap } from "./article-sitemap";
export {
  readArticle,
  readArticleCategories,
  readArticleHotInfo,
  readArticleRelated,
  readHotArticleTags,
} from "./cached-reads";
export { isPublished } from "./published";
export { registerArticleRoutes } from "./routes";
export { isArticleImageSource, isArticleLinkTarget, sanitizeArticleHtml } from "./sanitize-article-html";
