// The public surface of entrustment messages: the conversation between an entrustment's consumer
// and its lawyer, on the lawyer service.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerEntrustmentMessageRoutes } from "./routes";

export const entrustmentMessagesFeature: FeatureManifest = {
  name: "entrustment-messages",
  registerRoutes: registerEntrustmentMessageRoutes,
};
