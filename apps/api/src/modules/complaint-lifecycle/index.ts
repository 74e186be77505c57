// The complaint lifecycle's public surface: its routes, its deadline job, and booking deadlines
// missed at start-up.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerComplaintLifecycleRoutes } from "./routes";
import { deadlineJob } from "./run-deadline-job";

// Notices other steps of a complaint's life send the same way (mediation).
export { sendNotices } from "./apply-lifecycle-action";
export { scheduleMissingDeadlineJobs } from "./deadline-jobs";
export { enterpriseMemberIds, smsTo } from "./lifecycle-notifications";

export const complaintLifecycleFeature: FeatureManifest = {
  name: "complaint-lifecycle",
  registerRoutes: registerComplaintLifecycleRoutes,
  jobs: [deadlineJob],
};
