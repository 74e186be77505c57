import { WEB_TOKEN_COOKIE } from "@tousu/domain";

// The token lives in a readable cookie (not HttpOnly) because the browser must also send it as a
// bearer header; SameSite=Lax keeps it off cross-site POSTs. The cookie lets SSR see the login (spec §4).

/** The token from a `Cookie` header (server) or `document.cookie` (browser), or null. */
export function readTokenCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== WEB_TOKEN_COOKIE) continue;
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

/** A cookie that lives exactly as long as the token (`expiresAt` is the API's ISO timestamp). */
export function serializeTokenCookie(
  token: string,
  expiresAt: string,
  { now = Date.now(), secure = false } = {},
): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${WEB_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function serializeExpiredTokenCookie(): string {
  return `${WEB_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

// The Cookie Store API is missing from Firefox and older Safari; the serializers above do the escaping.
function writeDocumentCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above; every value comes from the serializers.
  document.cookie = cookie;
}

/** Browser only: the token cookie after a login. */
export function storeTokenCookie(token: string, expiresAt: string): void {
  writeDocumentCookie(
    serializeTokenCookie(token, expiresAt, { secure: window.location.protocol === "https:" }),
  );
}

/** Browser only: the token cookie on logout. */
export function removeTokenCookie(): void {
  writeDocumentCookie(serializeExpiredTokenCookie());
}
