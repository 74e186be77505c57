// The complaint page's public surface: its routes, the public complaint as posters draw it, the view
// tallies the counters write, and the job that folds them into the complaints.
export { readPublicComplaint } from "./load-complaint-detail";
export { registerComplaintDetailRoutes } from "./routes";
export { addViewTallies, viewFoldJob } from "./view-tallies";
