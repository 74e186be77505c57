// The public surface of the staff's own console: its manifest (who the staff member is, users and
// bans, the sensitive-word list, the staff log) and one complaint's staff log, which its review shows.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerStaffRoutes } from "./routes";

export { loadComplaintStaffActions } from "./staff-log";

export const staffFeature: FeatureManifest = {
  name: "staff",
  registerRoutes: registerStaffRoutes,
};
