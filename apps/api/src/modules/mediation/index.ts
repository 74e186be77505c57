export { readComplaintMediation } from "./complaint-mediation";
export { mediationDeadlineJob } from "./mediation-deadlines";
export { registerLawyerMediatorRoutes, registerMediationRoutes } from "./routes";
