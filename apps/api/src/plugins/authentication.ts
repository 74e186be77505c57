import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../app";
import type { AuthenticatedUser } from "../lib/request-user";
import { findSessionUser } from "../modules/auth/sessions";

const resolved = new WeakMap<FastifyRequest, Promise<AuthenticatedUser | null>>();

/**
 * Only the bearer header (spec §7): SSR loaders forward the web-token cookie's value as a
 * bearer token, so the API never authenticates by cookie and needs no CSRF defence.
 */
function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export function registerAuthentication(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest("resolveUser", function resolveUser(this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      const token = readToken(this);
      pending = token ? findSessionUser(deps.db, token, deps.providers.now()) : Promise.resolve(null);
      resolved.set(this, pending);
    }
    return pending;
  });
}
