import { WEB_TOKEN_COOKIE } from "./constants";

/** A session token as the API issues it: 32 bytes (random bits and their signature) in base64url, 43 characters. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be a session token at all; anything else is known to be none without a lookup. */
export function isWellFormedSessionToken(token: string): boolean {
  return SESSION_TOKEN_SHAPE.test(token);
}

/** A cookie's value from a `Cookie` header (server) or `document.cookie` (browser), or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** The token from a `Cookie` header (server) or `document.cookie` (browser), or null. */
export function readTokenCookie(cookieHeader: string | null | undefined): string | null {
  return readCookie(cookieHeader, WEB_TOKEN_COOKIE);
}

/**
 * The token cookie after a login, living exactly as long as the token (`expiresAt` is the API's ISO
 * timestamp). Readable by scripts (not HttpOnly): the browser also sends the token as a bearer
 * header; SameSite=Lax keeps it off cross-site POSTs.
 */
export function serializeTokenCookie(
  token: string,
  expiresAt: string,
  { now = Date.now(), secure = false } = {},
): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${WEB_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Drops the token cookie: the browser forgets a token that is no session (or is logged out). */
export function serializeExpiredTokenCookie(): string {
  return `${WEB_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
