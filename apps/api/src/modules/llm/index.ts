// The public surface of title suggestions: its routes, registered by the composition root.
export { registerLlmRoutes } from "./routes";
