import type { AppDeps } from "../../app-deps";
import { staffRolesOf } from "../../lib/authorization";
import type { SessionLookup } from "../../plugins/authentication";
import { issueBindAccessToken } from "./bind-access-token";
import { findSessionUser } from "./sessions";
import { isIssuedSessionToken } from "./tokens";

/** The sessions this module issues, as the authentication plugin reads bearer tokens. */
export function createSessionLookup(
  deps: Pick<AppDeps, "db" | "sessionTokenKey" | "providers">,
): SessionLookup {
  return {
    isIssued: (token) => isIssuedSessionToken(token, deps.sessionTokenKey),
    findUser: (token) => findSessionUser(deps.db, token, deps.providers.now()),
    bindAccessTokenFor: (userId) => issueBindAccessToken(deps.sessionTokenKey, userId, deps.providers.now()),
    staffRolesOf: (userId) => staffRolesOf(deps.db, userId),
  };
}
