// The phone-binding module's public surface: its routes (login_bind, the user centre's phone and
// WeChat settings).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerPhoneBindingRoutes } from "./routes";

export const phoneBindingFeature: FeatureManifest = {
  name: "phone-binding",
  registerRoutes: registerPhoneBindingRoutes,
};
