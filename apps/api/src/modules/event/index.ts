// The event service (decision 101): streams of server-sent events, registered by the composition root.
export { registerEventService } from "./routes";
