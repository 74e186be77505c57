// What other features and the composition root may use of the complaint page's module.
export { registerComplaintDetailRoutes } from "./routes";
export { addViewTallies } from "./view-tallies";
