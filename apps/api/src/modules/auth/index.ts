// The auth module's public surface: sessions, SMS codes and the 402 token, the session lookup the
// authentication plugin is given, and what the WeChat callback needs of scan-login tickets.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerAuthRoutes } from "./routes";
import { loginTicketCleanupJob } from "./scan-login";

export { readBindAccessToken } from "./bind-access-token";

export {
  announceTicketState,
  claimLoginTicket,
  holdsLiveLoginTicket,
  isTicketLive,
  type TicketClaim,
} from "./scan-login";
export { createSessionLookup } from "./session-lookup";
export { createSession, endLawyerSessions, issueWebSession, NOT_A_VERIFIED_LAWYER } from "./sessions";
export { checkSmsCode, consumeSmsCode, sendSmsCode, spendSmsCode } from "./sms-codes";
export { deriveSessionTokenKey } from "./tokens";
export { ticketOfLoginScene } from "./wechat-login-code";
export { issueWechatScanPass } from "./wechat-scan-pass";

export const authFeature: FeatureManifest = {
  name: "auth",
  registerRoutes: registerAuthRoutes,
  jobs: [loginTicketCleanupJob],
};
