// The public surface of the user centre: its routes, registered by the composition root.
export { registerUserCentreRoutes } from "./routes";
