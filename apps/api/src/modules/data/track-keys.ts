import { createHash, createHmac, hkdfSync } from "node:crypto";
import { createFieldSigner } from "../../lib/signed-fields";

/** A fixed, public salt: it only separates these keys from every other use of the same secret. */
const HKDF_SALT = "tousu-track-v1";

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, purpose, 32));
}

/** How long a page's tracking token is taken: a page left open longer sends nothing more. */
export const TRACK_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** A token issued this far ahead of the data service's clock is still taken (nodes' clocks differ). */
const CLOCK_SKEW_SECONDS = 60;
/**
 * Tokens are dated to the start of a ten-minute window, not the second: a page's bytes, and so its
 * ETag, stay the same between renders, and a browser revalidating gets its 304 (decision 065).
 */
export const TRACK_TOKEN_WINDOW_SECONDS = 10 * 60;

/**
 * The signed per-page token (decision 109): every server-rendered page carries one, bound to its
 * site and the time it was issued, and the data service stores only events that bring a current
 * one. It proves an event comes from a page this server rendered recently, which the encrypted
 * `code` cannot: its key ships to every browser.
 */
export function createTrackPageTokens(secret: string) {
  const signer = createFieldSigner(deriveKey(secret, "track-page-token"), {
    encoding: "base64url",
    bytes: 16,
  });
  // Every render of a window issues the same token for its site: signed once, not once a page.
  const issuedInWindow = new Map<string, { issuedAt: number; token: string }>();
  return {
    issue(site: string, now: Date): string {
      const seconds = Math.floor(now.getTime() / 1000);
      const issuedAt = seconds - (seconds % TRACK_TOKEN_WINDOW_SECONDS);
      const issued = issuedInWindow.get(site);
      if (issued?.issuedAt === issuedAt) return issued.token;
      const token = `${site}.${issuedAt}.${signer.sign(["track", site, issuedAt])}`;
      issuedInWindow.set(site, { issuedAt, token });
      return token;
    },
    /** The site a genuine, current token was issued for; null for any other token. */
    siteOf(token: string, now: Date): string | null {
      const [site, issuedAtText, signature, ...rest] = token.split(".");
      if (!site || !issuedAtText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issuedAtText))
        return null;
      const issuedAt = Number(issuedAtText);
      const nowSeconds = now.getTime() / 1000;
      if (issuedAt > nowSeconds + CLOCK_SKEW_SECONDS) return null;
      const isCurrent = signer.isCurrent(
        ["track", site, issuedAt],
        signature,
        (issuedAt + TRACK_TOKEN_TTL_SECONDS) * 1000,
        now.getTime(),
      );
      return isCurrent ? site : null;
    },
  };
}
export type TrackPageTokens = ReturnType<typeof createTrackPageTokens>;

/**
 * The visitor of one day: a hash of the day's salt, the site, the address and the user agent
 * (as Plausible counts). Once the day's salt is deleted, nobody — us included — can tell whose
 * address made a hash.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash("sha256")
    .update([salt, site, address, userAgent].join("\u0000"))
    .digest("base64url")
    .slice(0, 22);
}

/** A logged-in account as stored with its events: a keyed hash of its id, never the id. */
export function createAccountHasher(secret: string) {
  const key = deriveKey(secret, "track-account-hash");
  return (userId: number): string =>
    createHmac("sha256", key).update(String(userId)).digest("base64url").slice(0, 22);
}

/** The key under which a stored beacon is remembered, so the same one sent again is dropped. */
export function replayKey(visitor: string, code: string): string {
  return createHash("sha256").update(visitor).update("\u0000").update(code).digest("base64url");
}
