// The comments' public surface: what the complaint page reads, what may be reported, and the
// notice a comment sends once a moderator publishes it.
export { readComplaintComments } from "./load-comments";
export { announceComment } from "./post-complaint-comment";
export { findPublicComment, findPublicComplaint } from "./public-targets";
export { registerComplaintCommentRoutes } from "./routes";
