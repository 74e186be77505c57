// The public surface of the review queue: its manifest (the moderators' queues and the CDN re-purge
// job their hiding books), and hiding a complaint or a comment inside a caller's transaction, which
// resolving a report does too.
import { cdnRepurgeJob } from "../../complaint-core/public-page-refresh";
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerComplaintReviewRoutes } from "./routes";

export { lockComment, setCommentStatus } from "./comment-status";
export { lockComplaint, type StaffContext, setComplaintHidden } from "./complaint-visibility";

export const complaintReviewFeature: FeatureManifest = {
  name: "complaint-review",
  registerRoutes: registerComplaintReviewRoutes,
  jobs: [cdnRepurgeJob],
};
