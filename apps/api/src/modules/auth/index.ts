// The auth module's public surface: sessions, SMS codes and the 402 token, and the session lookup the
// authentication plugin is given.
export { BIND_ACCESS_TOKEN_TTL_MS, readBindAccessToken } from "./bind-access-token";
export { registerAuthRoutes } from "./routes";
export { loginTicketCleanupJob } from "./scan-login";
export { createSessionLookup } from "./session-lookup";
export { createSession, endLawyerSessions, issueWebSession } from "./sessions";
export { checkSmsCode, consumeSmsCode, sendSmsCode, spendSmsCode } from "./sms-codes";
export { deriveSessionTokenKey } from "./tokens";
