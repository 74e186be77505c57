// Mini-program codes (decision 044): the scene table, the codes stored in object storage, the routes.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerMiniProgramCodeRoutes } from "./routes";

export { codeFor, codeVersion, type StoredMiniProgramCode } from "./code-images";
export { registerGoodsCodeRoutes } from "./routes";

export const miniProgramCodeFeature: FeatureManifest = {
  name: "mini-program-code",
  registerRoutes: registerMiniProgramCodeRoutes,
};
