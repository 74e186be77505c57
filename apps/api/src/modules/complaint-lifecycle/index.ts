// The complaint lifecycle's public surface: its routes, its deadline job, and booking deadlines
// missed at start-up.
export { scheduleMissingDeadlineJobs } from "./deadline-jobs";
export { registerComplaintLifecycleRoutes } from "./routes";
export { deadlineJob } from "./run-deadline-job";
