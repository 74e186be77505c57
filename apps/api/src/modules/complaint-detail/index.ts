// The complaint page's public surface: its routes, and the view tallies the counters write.
export { registerComplaintDetailRoutes } from "./routes";
export { addViewTallies } from "./view-tallies";
