// The public surface of entrustments: their routes on the lawyer service, the job that lapses
// requests a lawyer left unanswered, and who acts as an entrustment's lawyer (for its messages).

export { isActingLawyer } from "./entrustment-steps";
// Whether a lawyer stands on an enterprise's side: mediation asks it of a lawyer mediator too.
export { conflictsWithEnterprise } from "./conflicts";
export { entrustmentLapseJob } from "./lapse-job";
export { registerEntrustmentRoutes } from "./routes";
