// The public surface of entrustments: their routes on the lawyer service, the job that lapses
// requests a lawyer left unanswered, and who acts as an entrustment's lawyer (for its messages).

export { isActingLawyer } from "./entrustment-steps";
export { entrustmentLapseJob } from "./lapse-job";
export { registerEntrustmentRoutes } from "./routes";
