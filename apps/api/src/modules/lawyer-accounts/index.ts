// Lawyer accounts: applying, the applicant's own profile, staff verification and the yearly re-check.
export { lawyerRecheckJob } from "./recheck-job";
export { registerLawyerAccountRoutes } from "./routes";
