// What the membership buys of the platform's work on a complaint (docs/decisions/093): the 加急
// audit mark written at filing, the staff follow-up the deadline job opens, the console's list of
// follow-ups and the author's view of both. Nothing here is read by a public or company view.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerMemberServiceRoutes } from "./routes";

export { openFollowUp as openMemberFollowUp } from "./follow-up-steps";
export { loadMemberService } from "./load-member-service";
export { addMemberPriority } from "./member-priority";

export const memberServiceFeature: FeatureManifest = {
  name: "member-service",
  registerRoutes: registerMemberServiceRoutes,
};
