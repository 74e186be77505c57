// What other features and the composition root may use of the auth module.
export { registerAuthRoutes } from "./routes";
export { createSessionLookup } from "./session-lookup";
export { createSession } from "./sessions";
export { consumeSmsCode } from "./sms-codes";
export { deriveSessionTokenKey } from "./tokens";
