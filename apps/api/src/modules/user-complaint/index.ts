// The public surface of a member's own complaint: its routes, registered by the composition root.
export { registerUserComplaintRoutes } from "./routes";
