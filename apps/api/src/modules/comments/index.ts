// The comments' public surface (complaints and articles share them): what the complaint page reads,
// what may be reported, and the notice a comment sends once a moderator publishes it.
export { readComplaintComments } from "./load-comments";
export { announceComment } from "./post-comment";
export { findPublicComment, findPublicComplaint } from "./public-targets";
export { registerCommentRoutes } from "./routes";
