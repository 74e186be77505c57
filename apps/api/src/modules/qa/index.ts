// The public surface of questions and answers: its routes, what a reader may report and what a
// report does to a post, and the public questions a sitemap lists.

export { hideWhenReportedEnough } from "./qa-moderation";
export { findPublicPostAuthor } from "./qa-posts";
export { questionSitemap } from "./qa-sitemap";
export { registerQaRoutes } from "./routes";
