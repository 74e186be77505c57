// The public surface of the services' health and version: its routes, registered by the composition root.
export { registerServiceInfo } from "./routes";
