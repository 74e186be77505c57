export { readComplaintMediation } from "./complaint-mediation";
export { mediationDeadlineJob } from "./mediation-deadlines";
export { registerMediationRoutes } from "./routes";
