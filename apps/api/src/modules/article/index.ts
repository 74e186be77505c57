// The public surface of the article module: its routes, registered by the composition root.
export { registerArticleRoutes } from "./routes";
export { sanitizeArticleHtml } from "./sanitize-article-html";
