// The public surface of entrustment messages: the conversation between an entrustment's consumer
// and its lawyer, on the lawyer service.
export { registerEntrustmentMessageRoutes } from "./routes";
