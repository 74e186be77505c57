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
  { pattern: /^\/vip$/, target: () => "/pages/vip/index" },
];

/** The 302 target on the mobile site: a mapped page for article, complaint and VIP, else the same URL. */
export function resolveMobileRedirect(pathname: string, search: string, mobileOrigin: string): string {
  const origin = mobileOrigin.replace(/\/+$/, "");
  return origin + (applyRedirectRules(MOBILE_PAGES, pathname, search) ?? pathname + toQuery(search));
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
// HarmonyOS NEXT reports "(Phone; OpenHarmony …)" or "(Tablet; OpenHarmony …)" and no Android token;
// older HarmonyOS builds carry "Android" anyway. iPadOS Safari sends a Mac UA and is served the PC site.
const MOBILE_DEVICE_PATTERN =
  /Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|webOS|Kindle|Silk|Mobile|\((?:Phone|Tablet); OpenHarmony/i;

/** False for phones and tablets. True for desktops, an empty UA and crawlers, which must not be bounced. */
export function isPcUserAgent(ua: string): boolean {
  return CRAWLER_PATTERN.test(ua) || !MOBILE_DEVICE_PATTERN.test(ua);
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
