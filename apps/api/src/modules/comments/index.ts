// The comments' public surface (complaints and articles share them): what the complaint and article pages read,
// what may be reported, the notice a comment sends once a moderator publishes it, and the public
// name of a member who writes.
export { listArticleComments, readComplaintComments } from "./load-comments";
export { announceComment } from "./post-comment";
export { publicNickname } from "./public-author";
export { findPublicComment, findPublicComplaint } from "./public-targets";
export { registerCommentRoutes } from "./routes";
