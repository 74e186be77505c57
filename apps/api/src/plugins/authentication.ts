import { readTokenCookie, type StaffRole } from "@tousu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthenticatedUser } from "../lib/request-user";
import { createMemoryCacheStore } from "../providers/cache/memory-cache-store";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The user a session token stands for, or null. A token this server did not issue (malformed, or
     * without its signature) is null without a lookup; an issued one whose session is over is
     * remembered as such for a while, so sending junk tokens costs what sending none does.
     */
    sessionUserOf(token: string): Promise<AuthenticatedUser | null>;
    /** The short-lived token a 402 hands out, good only for binding a phone to this account. */
    bindAccessTokenFor(userId: number): string;
  }
}

/**
 * Safe to remember: a token unknown now can never become a session later (tokens are random and
 * issued only with their session), and a revoked or expired one stays dead. Only tokens this server
 * signed get here, so a client cannot invent fresh ones to spend a lookup each.
 */
const UNKNOWN_TOKEN_TTL_MS = 60_000;
const UNKNOWN_TOKENS_KEPT = 10_000;
/** What is kept for an unknown token: only that it is there matters. */
const NOTHING = Buffer.alloc(0);

/** How a bearer token becomes a user; the auth module provides it, the composition root hands it here. */
export interface SessionLookup {
  /** True for a token this server signed: anything else is no session, without a lookup. */
  isIssued(token: string): boolean;
  /** The user of an unexpired, unrevoked session of an active user, or null. */
  findUser(token: string): Promise<AuthenticatedUser | null>;
  /** A token naming the account, for `POST /auth/login_bind` alone (decision 046). */
  bindAccessTokenFor(userId: number): string;
  /** The staff roles the account holds (none for everybody else). */
  staffRolesOf(userId: number): Promise<StaffRole[]>;
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthenticatedUser | null>>();
const resolvedRoles = new WeakMap<FastifyRequest, Promise<StaffRole[]>>();

/**
 * The bearer header (docs/product/api.md#every-request): SSR loaders forward the web-token cookie's value as a
 * bearer token, so the API never authenticates a write by cookie and needs no CSRF defence. The one
 * exception is an event stream (decision 101): a browser's `EventSource` can send no header of the
 * page's choosing, only the site's cookies, so a GET asking for `text/event-stream` is read with the
 * web-token cookie. It only reads, and another site can neither send the Lax cookie with it nor read
 * the answer.
 */
function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim();
  if (request.method === "GET" && request.headers.accept === "text/event-stream") {
    return readTokenCookie(request.headers.cookie);
  }
  return null;
}

export function registerAuthentication(app: FastifyInstance, sessions: SessionLookup): void {
  const unknownTokens = createMemoryCacheStore({ maxEntries: UNKNOWN_TOKENS_KEPT });

  async function sessionUserOf(token: string): Promise<AuthenticatedUser | null> {
    if (!sessions.isIssued(token) || (await unknownTokens.get(token)) !== null) return null;
    const user = await sessions.findUser(token);
    if (!user) await unknownTokens.set(token, NOTHING, UNKNOWN_TOKEN_TTL_MS);
    return user;
  }

  app.decorate("sessionUserOf", sessionUserOf);
  app.decorate("bindAccessTokenFor", sessions.bindAccessTokenFor);
  app.decorateRequest("resolveUser", function resolveUser(this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      const token = readToken(this);
      pending = token ? sessionUserOf(token) : Promise.resolve(null);
      resolved.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest("resolveStaffRoles", function resolveStaffRoles(this: FastifyRequest) {
    let pending = resolvedRoles.get(this);
    if (!pending) {
      pending = this.resolveUser().then((user) => (user ? sessions.staffRolesOf(user.id) : []));
      resolvedRoles.set(this, pending);
    }
    return pending;
  });
}
