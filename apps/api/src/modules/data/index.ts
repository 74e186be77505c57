// The public surface of the data service: its routes, registered by the composition root.
export { registerDataService } from "./routes";
