// The auth module's public surface: sessions and SMS codes, and the session lookup the
// authentication plugin is given.
export { registerAuthRoutes } from "./routes";
export { loginTicketCleanupJob } from "./scan-login";
export { createSessionLookup } from "./session-lookup";
export { createSession } from "./sessions";
export { consumeSmsCode } from "./sms-codes";
export { deriveSessionTokenKey } from "./tokens";
