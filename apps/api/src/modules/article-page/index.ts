// The article page's one read: its route, registered by the composition root.
export { registerArticlePageRoutes } from "./routes";
