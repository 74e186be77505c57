// Share posters (docs/decisions/043, 060): the route that answers a poster's image under its content hash,
// and the hourly clean-up of posters whose subject is no longer public.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { posterCleanupJob } from "./poster-cleanup";
import { registerPosterRoutes } from "./routes";

export const posterFeature: FeatureManifest = {
  name: "poster",
  registerRoutes: registerPosterRoutes,
  jobs: [posterCleanupJob],
};
