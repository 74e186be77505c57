// The public surface of title suggestions: its manifest (its routes), which the service lists.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerLlmRoutes } from "./routes";

export const llmFeature: FeatureManifest = {
  name: "llm",
  registerRoutes: registerLlmRoutes,
};
