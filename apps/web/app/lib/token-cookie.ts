import { readTokenCookie, serializeExpiredTokenCookie, serializeTokenCookie } from "@tousu/domain";

// The token lives in a readable cookie (not HttpOnly) because the browser must also send it as a
// bearer header; SameSite=Lax keeps it off cross-site POSTs. The cookie lets SSR see the login (docs/product/entities.md#session-and-user-store).

// Shared with the page server, which decides by them whether a request gets the shared page.
export { readTokenCookie, serializeExpiredTokenCookie, serializeTokenCookie };

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
