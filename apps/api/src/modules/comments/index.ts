// The comments' public surface (complaints and articles share them): what the complaint and article pages read,
// what may be reported, the notice a comment sends once a moderator publishes it, and the public
// name of a member who writes.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerCommentRoutes } from "./routes";

export { listArticleComments, readComplaintComments } from "./load-comments";
export { announceComment } from "./post-comment";
export { publicNickname } from "./public-author";
export { findPublicComment, findPublicComplaint } from "./public-targets";

export const commentsFeature: FeatureManifest = {
  name: "comments",
  registerRoutes: registerCommentRoutes,
};
