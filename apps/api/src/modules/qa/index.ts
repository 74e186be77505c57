// The public surface of questions and answers: its routes, what a reader may report and what a
// report does to a post, and the public questions a sitemap lists.
export { listPublicQuestionEntries, type PublicQuestionEntry } from "./qa-lists";
export { hideWhenReportedEnough } from "./qa-moderation";
export { findPublicPostAuthor } from "./qa-posts";
export { registerQaRoutes } from "./routes";
