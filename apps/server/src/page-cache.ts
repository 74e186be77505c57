import { createHash } from "node:crypto";

/** How long a CDN serves a page before asking again, and how long it may serve it stale meanwhile. */
export interface SharedLifetime {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

// docs/decisions/065 explains the numbers. Worst-case staleness is the sum: a hidden complaint
// lingers up to six minutes on a detail page unless the CDN is purged.
const LISTS: SharedLifetime = { sMaxAge: 30, staleWhileRevalidate: 60 };
const DETAILS: SharedLifetime = { sMaxAge: 60, staleWhileRevalidate: 300 };
const RANKINGS: SharedLifetime = { sMaxAge: 300, staleWhileRevalidate: 600 };
const STATIC_TEXT: SharedLifetime = { sMaxAge: 3600, staleWhileRevalidate: 86_400 };
// The routes behind a page's links (docs/decisions/079): the address names the build's version and the
// paths, and a new build answers an old version with a reload, so only a day's bound is needed.
const ROUTE_MANIFEST: SharedLifetime = { sMaxAge: 86_400, staleWhileRevalidate: 86_400 };

/**
 * The public pages a CDN may share, first match wins. Everything else (user centre, /company,
 * /admin, the filing flow, the owner's complaint view, pages added later) stays private until
 * listed here on purpose.
 */
const SHARED_PAGES: ReadonlyArray<readonly [RegExp, SharedLifetime]> = [
  [/^\/$/, LISTS],
  [/^\/tousu$/, LISTS],
  [/^\/tousu\/collective\/list$/, LISTS],
  [/^\/tousu\/collective\/[^/]+$/, DETAILS],
  [/^\/tousu\/[^/]+$/, DETAILS],
  [/^\/complaints\/[^/]+$/, LISTS],
  [/^\/complaint\/tags\/[^/]+$/, LISTS],
  [/^\/search$/, LISTS],
  [/^\/article$/, LISTS],
  [/^\/article\/(classify|tags)\/[^/]+$/, LISTS],
  // /article/comment/{id?} is where a visitor writes, not reads.
  [/^\/article\/(?!comment$)[^/]+$/, DETAILS],
  [/^\/(institute|static\/institute)$/, LISTS],
  // A report changes only when staff regenerate, edit or withdraw it.
  [/^\/institute\/[^/]+$/, DETAILS],
  [/^\/static\/institute\/[^/]+\.html$/, DETAILS],
  [/^\/law$/, LISTS],
  [/^\/law\/lawyer\/[^/]+$/, DETAILS],
  [/^\/qa$/, LISTS],
  [/^\/qa\/list\/[^/]+$/, LISTS],
  [/^\/qa\/[^/]+$/, DETAILS],
  [/^\/(brands\/rank|ranking)$/, RANKINGS],
  [/^\/brands\/[^/]+$/, DETAILS],
  [/^\/enterprise\/[^/]+$/, DETAILS],
  [/^\/static\/notice$/, LISTS],
  [/^\/(saas|static\/(agreement|privacy|download|life|report))$/, STATIC_TEXT],
  [/^\/__manifest$/, ROUTE_MANIFEST],
];

/**
 * The shared-cache lifetime for this request's page, or null when only the visitor's own browser
 * may see the answer: a method other than GET/HEAD, or a page not listed above. React Router's data
 * requests (`/tousu.data`) follow their page. A logged-in visitor gets a private page anyway (ssr.ts).
 */
export function sharedLifetimeFor(method: string, url: string): SharedLifetime | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const pathname = url.split("?", 1)[0] ?? "";
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return SHARED_PAGES.find(([pattern]) => pattern.test(page))?.[1] ?? null;
}

/** Browsers revalidate every time (a cheap 304 with the ETag); the CDN keeps the page as long as listed. */
export function sharedCacheControl({ sMaxAge, staleWhileRevalidate }: SharedLifetime): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Pages with the viewer's data, errors, answers that set cookies: no cache keeps them. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * What a shared page varies on. Cookie: a logged-in visitor must not get the anonymous copy (CDNs
 * should rather bypass the cache when `web-token` is present). User-Agent only while phones are
 * redirected to the mobile site: otherwise a cached desktop page would keep phones here.
 * Lower case, because @fastify/compress adds `accept-encoding` unless it finds it spelled so.
 */
export function sharedPageVary(isMobileRedirectOn: boolean): string {
  return ["cookie", ...(isMobileRedirectOn ? ["user-agent"] : []), "accept-encoding"].join(", ");
}

/**
 * Weak, because compression happens after: the br, gzip and plain bytes are one representation.
 * Taken from the page as sent, so a new build (other asset names) changes it as well as new data.
 */
export function pageEtag(body: Uint8Array): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
