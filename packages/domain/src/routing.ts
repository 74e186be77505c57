// docs/product/redirects.md and docs/product/routes.md. Pathnames arrive as in the request URL (still
// percent-encoded); `search` with or without "?".

type RedirectRule = { pattern: RegExp; target: (match: RegExpExecArray, query: string) => string };

function toQuery(search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query === "" ? "" : `?${query}`;
}

function applyRedirectRules(rules: readonly RedirectRule[], pathname: string, search: string): string | null {
  // "/vip/" is the same page as "/vip".
  const path = pathname.replace(/(.)\/+$/, "$1");
  for (const rule of rules) {
    const match = rule.pattern.exec(path);
    if (match) return rule.target(match, toQuery(search));
  }
  return null;
}

function searchTarget(query: string): string {
  const key = new URLSearchParams(query).get("searchKey");
  return key ? `/search?key=${encodeURIComponent(key)}` : "/search";
}

// The eight 301 rules; only the ones marked "keeping the query" pass it on
// (docs/product/redirects.md#permanent-redirects-301).
const PERMANENT_REDIRECTS: readonly RedirectRule[] = [
  // A non-numeric /complaints/{id} is a live route and stays.
  { pattern: /^\/complaints\/(\d+)$/, target: ([, id], query) => `/tousu/${id}${query}` },
  { pattern: /^\/complaints$/, target: (_, query) => `/tousu${query}` },
  // One segment only: /article/classify/{id} is a live route.
  { pattern: /^\/article\/[^/]*classify[^/]*$/, target: () => "/article" },
  { pattern: /\/complaints\/step\/stepone/, target: (_, query) => `/complaint/create${query}` },
  { pattern: /^\/article\/list\/(.+)$/, target: ([, rest]) => `/article/tags/${rest}` },
  { pattern: /^\/search\/tousu$/, target: (_, query) => searchTarget(query) },
  { pattern: /^\/vip\/activity$/, target: () => "/vip" },
  { pattern: /^\/article\/details\/([^/]+)$/, target: ([, id]) => `/article/${id}` },
];

/** The 301 target (path and query) for an outdated URL, or null when the URL is current. */
export function resolvePermanentRedirect(pathname: string, search: string): string | null {
  return applyRedirectRules(PERMANENT_REDIRECTS, pathname, search);
}

// The mobile site's page paths are not fixed by the product: they are our choice (decision 005). Ids are
// limited to [\w-] so they can go into a query unescaped; anything else falls back to the same path.
const MOBILE_PAGES: readonly RedirectRule[] = [
  // /article/comment (its id is optional) is a page of its own, not an article called "comment".
  { pattern: /^\/article\/(?!comment$)([\w-]+)$/, target: ([, id]) => `/pages/article/details?id=${id}` },
  { pattern: /^\/tousu\/([\w-]+)$/, target: ([, id]) => `/pages/complaint/details?id=${id}` },
  // The owner's address and a timeline entry's deep link are the same complaint page; numeric ids only,
  // so /complaint/create, /complaint/comment/… and the other pages under /complaint/ keep their own.
  { pattern: /^\/complaint\/(\d+)$/, target: ([, id]) => `/pages/complaint/details?id=${id}` },
  {
    pattern: /^\/complaint\/(\d+)\/(\d+)$/,
    target: ([, id, index]) => `/pages/complaint/details?id=${id}#progress-${index}`,
  },
  { pattern: /^\/vip$/, target: () => "/pages/vip/index" },
];

/** The 302 target on the mobile site: a mapped page for article, complaint and VIP, else the same URL. */
export function resolveMobileRedirect(pathname: string, search: string, mobileOrigin: string): string {
  const origin = mobileOrigin.replace(/\/+$/, "");
  return origin + (applyRedirectRules(MOBILE_PAGES, pathname, search) ?? pathname + toQuery(search));
}

/** Where the H5 site answers on the main origin (decision 078), so that `npm start` shows both sites. */
export const H5_PREFIX = "/h5";

/**
 * A path of the H5 site as its own routes name it, from the path a request arrived at: without the
 * `/h5` it carries on the main origin. No H5 page's own path starts with `/h5` (on the mobile host
 * such a path is a PC address), so the prefix is never part of one.
 */
export function h5SitePath(pathname: string): string {
  if (pathname === H5_PREFIX) return "/";
  return pathname.startsWith(`${H5_PREFIX}/`) ? pathname.slice(H5_PREFIX.length) : pathname;
}

/**
 * What the H5 site (decision 078) does with an address: render its own page (`/` and the mobile
 * paths under `/pages/`), send a PC path to its H5 equivalent (the page map above), or send the
 * visitor to the same address on the PC origin — the PC-only sites (`/company`, `/admin`,
 * `/lawyer-site`) always, other PC pages until their H5 page is built.
 */
export type H5Address = { kind: "page" } | { kind: "h5"; location: string } | { kind: "pc" };

/**
 * The addresses the H5 site draws itself: its home, the mobile paths under `/pages/`, and each PC
 * path whose H5 page is built (same path, drawn for a phone). One line per page.
 */
const H5_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/pages\//,
  /^\/complaint\/comment(?:\/[^/]*)?$/,
  /^\/tousu\/collective\/[^/]+$/,
  /^\/tousu$/,
  // A sector's complaints; a numeric /complaints/{id} took its 301 to /tousu/{id} before.
  /^\/complaints\/(?!\d+$)[^/]+$/,
  /^\/complaint\/tags\/[^/]+$/,
  /^\/brands\/[^/]+$/,
  /^\/enterprise\/[^/]+$/,
  /^\/ranking$/,
  /^\/search$/,
  /^\/complaint$/,
  /^\/complaint\/create(?:\/two)?$/,
  /^\/complaint\/accelerate\/[^/]+$/,
  /^\/article$/,
  /^\/article\/(?:classify|tags)\/[^/]+$/,
  /^\/article\/comment(?:\/[^/]+)?$/,
  /^\/institute(?:\/[^/]+)?$/,
  /^\/activity(?:\/[^/]+)?$/,
  /^\/static\/(?:agreement|privacy|download|life|notice|report)$/,
  /^\/static\/life\/goods\/[^/]+$/,
  /^\/saas$/,
  /^\/transfer$/,
  /^\/user\/?$/,
  /^\/user\/message\/?$/,
  /^\/user\/complaint\/?$/,
  /^\/user\/complaint\/[^/]+\/?$/,
  /^\/user\/answer\/?$/,
  /^\/user\/scores\/?$/,
  /^\/user\/entrust\/?$/,
  /^\/user\/vip\/?$/,
  // Q&A: the list, a category's list (/qa/list/{id}) and a question (/qa/{id}).
  /^\/qa(?:\/list)?(?:\/[^/]+)?\/?$/,
  // Finding a lawyer, a lawyer's profile, entrusting a complaint.
  /^\/law(?:\/(?:lawyer|entrust)\/[^/]+)?\/?$/,
];

export function resolveH5Address(pathname: string, search: string): H5Address {
  if (H5_PAGES.some((page) => page.test(pathname))) return { kind: "page" };
  const mapped = applyRedirectRules(MOBILE_PAGES, pathname, search);
  return mapped ? { kind: "h5", location: mapped } : { kind: "pc" };
}

// Crawler names end in "bot"/"spider" followed by "/", ";", "-", ")" or the end ("Googlebot/2.1",
// "Bytespider;", "AdsBot-Google"), which keeps phones such as "CUBOT X19" out of the match.
const CRAWLER_PATTERN = /(?:bot|spider|crawler)(?:[-/;)+]|$)|slurp|facebookexternalhit|mediapartners/i;
// Tablets have room for the PC site: iPads (iPadOS Safari even sends a Mac UA), Android tablets (whose
// UA lacks "Mobile"), HarmonyOS NEXT's "(Tablet; OpenHarmony …)", Kindles (Silk).
const TABLET_PATTERN = /iPad|Tablet|Kindle|Silk|PlayBook/i;
// "Mobi" is in every phone browser's UA (Android phones, iPhones, WeChat, QQ, HarmonyOS); the rest
// name older phones whose UA lacks it.
const PHONE_PATTERN = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|\(Phone; OpenHarmony/i;

/** True for phones, which are sent to the mobile site; false for desktops, tablets, crawlers and an empty UA. */
export function isPhoneUserAgent(ua: string): boolean {
  return PHONE_PATTERN.test(ua) && !TABLET_PATTERN.test(ua) && !CRAWLER_PATTERN.test(ua);
}

/**
 * Whether the H5 site has a page for this PC address (its own page at the same path, or one the page
 * map sends it to). Phones are sent there, and search engines told of it, only then: an address the
 * H5 site sends back to the PC origin would otherwise go round in a loop.
 */
export function hasH5Page(pathname: string, search: string): boolean {
  return resolveH5Address(pathname, search).kind !== "pc";
}

/**
 * Where the H5 site keeps its copy of a PC page (decision 085), as paths on the mobile origin: the
 * page and React Router's data request for it; none when the H5 site has no page for it. `pcPath` is
 * a page or its data request (`/tousu/1`, `/tousu/1.data`, `/_root.data`), without a query.
 */
export function h5CopiesOf(pcPath: string): string[] {
  const page = pcPath === "/_root.data" ? "/" : pcPath.replace(/\.data$/, "");
  if (!hasH5Page(page, "")) return [];
  const address = applyRedirectRules(MOBILE_PAGES, page, "") ?? page;
  const queryStart = address.indexOf("?");
  const pathname = queryStart === -1 ? address : address.slice(0, queryStart);
  const search = queryStart === -1 ? "" : address.slice(queryStart);
  return [address, `${pathname === "/" ? "/_root" : pathname}.data${search}`];
}

/** The media query search engines pair a PC page with its separate mobile page by. */
export const MOBILE_ALTERNATE_MEDIA = "only screen and (max-width: 640px)";

/**
 * A visitor's choice of site, made with the 电脑版 link on the H5 site (`?view=pc` on a PC address)
 * and undone with the 手机版 link on the PC site (`?view=mobile`); kept in a cookie for a year.
 */
export const SITE_VIEW_COOKIE = "site_view";
export const SITE_VIEW_PARAM = "view";
export const SITE_VIEW_MAX_AGE_SECONDS = 365 * 24 * 3600;
export type SiteView = "pc" | "mobile";

export function parseSiteView(value: string | null | undefined): SiteView | null {
  return value === "pc" || value === "mobile" ? value : null;
}

/** An address (path and query) with the visitor's choice of site added, for the server to keep and act on. */
export function withSiteView(address: string, view: SiteView): string {
  const url = new URL(address, "https://same-site.invalid");
  url.searchParams.set(SITE_VIEW_PARAM, view);
  return url.pathname + url.search;
}

/**
 * An H5 page's address on the PC site (where 电脑版 leads): the page map read backwards for the
 * mobile paths, the PC home for other mobile-only pages, any other path as it is.
 */
export function pcAddressOf(pathname: string, search: string): string {
  const id = new URLSearchParams(search).get("id");
  if (pathname === "/pages/complaint/details" && id) return `/tousu/${encodeURIComponent(id)}`;
  if (pathname === "/pages/article/details" && id) return `/article/${encodeURIComponent(id)}`;
  if (pathname === "/pages/vip/index") return "/vip";
  if (pathname.startsWith("/pages/")) return "/";
  return pathname + toQuery(search);
}

export type InAppBrowser = "wechat" | "weibo" | "qq";

/** The app whose built-in browser shows the page, so the page can ask to be opened in a real browser. */
export function detectInAppBrowser(ua: string): InAppBrowser | null {
  if (/MicroMessenger/i.test(ua)) return "wechat";
  if (/Weibo/i.test(ua)) return "weibo";
  // Case-sensitive "QQ/{version}" is the QQ app; QQBrowser/ and MQQBrowser/ (also inside the app's UA)
  // are the standalone browser.
  if (/\bQQ\//.test(ua)) return "qq";
  return null;
}

const LANDING_ROUTE_NAMES = new Set([
  "static-life",
  "static-institute",
  "static-report",
  "static-download",
  "brands-id",
  "search",
]);

export function isLandingRouteName(name: string): boolean {
  return LANDING_ROUTE_NAMES.has(name);
}

/** Every route whose name contains "user" needs a login (docs/product/routes.md#login-only-pages). */
export function isUserRouteName(name: string): boolean {
  return name.includes("user");
}

/** An H5 page's absolute address: on MOBILE_ORIGIN when set, else under `/h5` on the main origin. */
export function h5Address(
  path: string,
  origins: { siteOrigin: string; mobileOrigin?: string | null | undefined },
): string {
  return origins.mobileOrigin
    ? `${new URL(origins.mobileOrigin).origin}${path}`
    : `${origins.siteOrigin}${H5_PREFIX}${path}`;
}

/**
 * A path of this site to return to after logging in, or null. Only a path ("/user/complaint?page=2")
 * passes: never another origin ("//evil.example", "https://…"), nor a backslash or control character
 * that a browser would read as one ("/\evil.example"), so a crafted link cannot send someone away.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || /[\\\s\p{Cc}]/u.test(value)) return null;
  const base = "https://same-site.invalid";
  const url = new URL(value, base);
  return url.origin === base ? url.pathname + url.search + url.hash : null;
}

/**
 * Where a visitor without a token is sent from a user page (to /, docs/product/redirects.md#user-pages-without-a-login): the home page, which opens
 * the login dialog and, once logged in, returns to the page they wanted.
 */
export function loginRedirectLocation(wanted: string): string {
  const path = sameSitePath(wanted);
  return path === null || path === "/" ? "/?login=1" : `/?login=1&redirect=${encodeURIComponent(path)}`;
}

/** A membership order's page on the PC site, where a computer's payment returns. */
export function vipOrderPath(orderNo: string): string {
  return `/vip/success?order_no=${encodeURIComponent(orderNo)}`;
}

/** A membership order's page on the H5 site, where a phone's payment returns. */
export function h5VipOrderPath(orderNo: string): string {
  return `/pages/vip/success?order_no=${encodeURIComponent(orderNo)}`;
}
