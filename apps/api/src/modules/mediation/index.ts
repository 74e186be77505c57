export { mediationDeadlineJob } from "./mediation-deadlines";
export { registerMediationRoutes } from "./routes";
