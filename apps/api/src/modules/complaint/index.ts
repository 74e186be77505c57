// The public surface of the complaint lists: its routes, registered by the composition root.
export { registerComplaintRoutes } from "./routes";
