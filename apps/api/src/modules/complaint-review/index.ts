// The public surface of the review queue: its manifest (the moderators' queues and the CDN re-purge
// job their hiding books), locking a complaint and hiding a comment inside a caller's transaction,
// which resolving a report does too; the complaint's own hiding is its step (`complaint-core/complaint-steps.ts`).
import { cdnRepurgeJob } from "../../complaint-core/public-page-refresh";
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerComplaintReviewRoutes } from "./routes";

export { lockComment, setCommentStatus } from "./comment-status";
export { lockComplaint } from "./lock-complaint";

export const complaintReviewFeature: FeatureManifest = {
  name: "complaint-review",
  registerRoutes: registerComplaintReviewRoutes,
  jobs: [cdnRepurgeJob],
};
