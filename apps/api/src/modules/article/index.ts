// The public surface of the article module: its routes and sitemap part, which the composition root registers.
export { articleSitemap } from "./article-sitemap";
export { registerArticleRoutes } from "./routes";
export { sanitizeArticleHtml } from "./sanitize-article-html";
