// The user module's public surface: members by phone (login, filing and the portal's invitations
// create them) and their unread messages.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerUserRoutes } from "./routes";

export { countUnreadMessages, findOrCreateUserByPhone, findUserByPhone } from "./user-repository";

export const userFeature: FeatureManifest = {
  name: "user",
  registerRoutes: registerUserRoutes,
};
