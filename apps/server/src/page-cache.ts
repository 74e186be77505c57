import { createHash } from "node:crypto";
import { h5SitePath } from "@tousu/domain";
import type { PageSite } from "./sites";

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
 * The public pages a CDN may share, first match wins, by their path on their site: the H5 site
 * (decision 085) shares its pages at the PC paths as their PC twins are shared, and the mobile-only
 * reading pages below. Everything else (user centre, /company, /admin, the filing flow, login, the
 * owner's complaint view, comment forms, pages added later) stays private until listed here on purpose.
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
  // A campaign's tallies move while it takes votes: a list's lifetime, and no drop per vote; a
  // staff change drops its pages on every node (`dropCampaignPage`).
  [/^\/activity$/, LISTS],
  [/^\/activity\/[^/]+$/, LISTS],
  [/^\/static\/notice$/, LISTS],
  [/^\/(saas|static\/(agreement|privacy|download|life|report))$/, STATIC_TEXT],
  [/^\/__manifest$/, ROUTE_MANIFEST],
];

/** The H5 site's: its PC twins', and its own reading pages (decision 005's mobile paths). */
const H5_SHARED_PAGES: ReadonlyArray<readonly [RegExp, SharedLifetime]> = [
  ...SHARED_PAGES,
  [/^\/pages\/(complaint|article)\/details$/, DETAILS],
];

/**
 * The shared-cache lifetime for this request's page on its site, or null when only the visitor's own
 * browser may see the answer: a method other than GET/HEAD, or a page not listed above. React
 * Router's data requests (`/tousu.data`) follow their page. A logged-in visitor gets a private page
 * anyway (ssr.ts).
 */
export function sharedLifetimeFor(method: string, url: string, site: PageSite): SharedLifetime | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const page = pageOf(url, site);
  return (
    (site === "pc" ? SHARED_PAGES : H5_SHARED_PAGES).find(([pattern]) => pattern.test(page))?.[1] ?? null
  );
}

/**
 * Whether a request for `url` on `site` asks for the page at `address` (a page's path on its site,
 * with the query fields it must carry: `/pages/complaint/details?id=7`): the same page, its data
 * request or under `/h5` included, whatever else its query holds. What a change names to drop
 * from the rendered pages (decision 099).
 */
export function isPageAt(url: string, site: PageSite, address: string): boolean {
  const [addressPath, addressQuery = ""] = address.split("?", 2);
  if (pageOf(url, site) !== addressPath) return false;
  const query = new URLSearchParams(url.split("?", 2)[1] ?? "");
  for (const [name, value] of new URLSearchParams(addressQuery)) if (query.get(name) !== value) return false;
  return true;
}

/** The page a request is for, as a path of its site: without `/h5`, and a data request as its page. */
function pageOf(url: string, site: PageSite): string {
  const requested = url.split("?", 1)[0] ?? "";
  const pathname = site === "h5-prefixed" ? h5SitePath(requested) : requested;
  return pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
}

/** Browsers revalidate every time (a cheap 304 with the ETag); the CDN keeps the page as long as listed. */
export function sharedCacheControl({ sMaxAge, staleWhileRevalidate }: SharedLifetime): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Pages with the viewer's data, errors, answers that set cookies: no cache keeps them. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * What a shared page varies on. Cookie: a logged-in visitor must not get the anonymous copy (CDNs
 * should rather bypass the cache when `web-token` is present). User-Agent only for the PC site while
 * phones are redirected to the mobile site: otherwise a cached desktop page would keep phones
 * there. The H5 site sends no device anywhere (redirects.ts), so its pages do not vary on it.
 * Lower case, because @fastify/compress adds `accept-encoding` unless it finds it spelled so.
 */
export function sharedPageVary(site: PageSite, isMobileRedirectOn: boolean): string {
  const isDeviceRedirected = site === "pc" && isMobileRedirectOn;
  return ["cookie", ...(isDeviceRedirected ? ["user-agent"] : []), "accept-encoding"].join(", ");
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
