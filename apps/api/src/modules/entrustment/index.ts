// The public surface of entrustments: their routes on the lawyer service and the job that lapses
// requests a lawyer left unanswered.
export { entrustmentLapseJob } from "./lapse-job";
export { registerEntrustmentRoutes } from "./routes";
