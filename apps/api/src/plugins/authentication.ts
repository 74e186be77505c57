import { WEB_TOKEN_COOKIE } from "@tousu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../app";
import type { AuthenticatedUser } from "../lib/request-user";
import { findSessionUser } from "../modules/auth/sessions";

const resolved = new WeakMap<FastifyRequest, Promise<AuthenticatedUser | null>>();

/** The bearer token (spec §7), or the web-token cookie that SSR requests carry. */
function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const cookie = request.cookies[WEB_TOKEN_COOKIE];
  return cookie && cookie.length <= 200 ? cookie : null;
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
