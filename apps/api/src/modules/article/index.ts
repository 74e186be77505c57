// The public surface of the article module: its routes, registered by the composition root, the
// write its read counter goes through, and which articles readers may see (comments are written
// under those only).
export { addArticleViews } from "./article-reads";
export { isPublished } from "./published";
export { registerArticleRoutes } from "./routes";
