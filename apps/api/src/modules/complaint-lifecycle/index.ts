// The complaint lifecycle's public surface: its routes, and booking deadlines missed at start-up.
export { scheduleMissingDeadlineJobs } from "./deadline-jobs";
export { registerComplaintLifecycleRoutes } from "./routes";
