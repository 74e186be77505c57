// The complaint page's public surface: its routes, the view tallies the counters write, and the job
// that folds them into the complaints.
export { registerComplaintDetailRoutes } from "./routes";
export { addViewTallies, viewFoldJob } from "./view-tallies";
