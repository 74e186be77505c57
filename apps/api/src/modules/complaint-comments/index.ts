// The comments' public surface: what the complaint page reads, what may be reported, the notice a
// comment sends once a moderator publishes it, and the public name of a member who writes.
export { readComplaintComments } from "./load-comments";
export { announceComment } from "./post-complaint-comment";
export { publicNickname } from "./public-author";
export { findPublicComment, findPublicComplaint } from "./public-targets";
export { registerComplaintCommentRoutes } from "./routes";
