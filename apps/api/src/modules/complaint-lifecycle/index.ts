// The complaint lifecycle's public surface: its routes, its deadline job, and booking deadlines
// missed at start-up.

// Notices other steps of a complaint's life send the same way (mediation).
export { sendNotices } from "./apply-lifecycle-action";
export { scheduleMissingDeadlineJobs } from "./deadline-jobs";
export { enterpriseMemberIds, smsTo } from "./lifecycle-notifications";
export { registerComplaintLifecycleRoutes } from "./routes";
export { deadlineJob } from "./run-deadline-job";
