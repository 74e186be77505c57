import type { Config } from "@tousu/api";
import {
  H5_PREFIX,
  hasH5Page,
  isPhoneUserAgent,
  MOBILE_REDIRECT_STATUS,
  PERMANENT_REDIRECT_STATUS,
  parseSiteView,
  readCookie,
  resolveMobileRedirect,
  resolvePermanentRedirect,
  SITE_VIEW_COOKIE,
  SITE_VIEW_MAX_AGE_SECONDS,
  SITE_VIEW_PARAM,
  type SiteView,
} from "@tousu/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { PRIVATE_CACHE_CONTROL } from "./page-cache";
import { isH5Request, siblingOfHost } from "./sites";

/** Paths that are never pages: API services and static hosts. */
const NON_PAGE_PREFIXES = [
  "/api/",
  "/mall/",
  "/life/",
  "/data/",
  "/assets/",
  "/images/",
  "/uploads/",
  "/pay-sandbox/",
];

function isPagePath(pathname: string): boolean {
  return (
    !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !/\.[a-z0-9]{2,5}$/i.test(pathname)
  );
}

/** Where phones are sent; undefined in development and while MOBILE_ORIGIN is unset. */
export function mobileRedirectOrigin(config: Config): string | undefined {
  return config.NODE_ENV === "development" ? undefined : config.MOBILE_ORIGIN;
}

/**
 * The redirects of docs/product/redirects.md, before any page renders: the eight permanent (301) rules,
 * the visitor's choice of site (`?view=pc|mobile`), then the mobile-site (302) redirect for phones.
 */
export function registerRedirects(app: FastifyInstance, config: Config): void {
  const mobileOrigin = mobileRedirectOrigin(config);
  // Where 手机版 leads: the mobile site, or the H5 site under /h5 while it has no origin of its own.
  const h5Origin = config.MOBILE_ORIGIN ?? H5_PREFIX;
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryStart = request.url.indexOf("?");
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 ? "" : request.url.slice(queryStart);
    if (!isPagePath(pathname)) return;

    // The path stays percent-encoded: a Location header must be ASCII (Chinese tag names).
    const permanent = resolvePermanentRedirect(pathname, search);
    if (permanent) {
      // Depends on the URL alone, so any cache may keep it (docs/decisions/065); a day, not
      // forever, in case a rule is corrected.
      reply.header("cache-control", "public, max-age=86400");
      return reply.redirect(permanent, PERMANENT_REDIRECT_STATUS);
    }

    const host = request.host.toLowerCase();
    // The siblings are desktop tools with origins of their own (decision 084): no choice of site there.
    if (isH5Request(config, host, pathname) || siblingOfHost(config, host)) return;

    const query = new URLSearchParams(search);
    const view = parseSiteView(query.get(SITE_VIEW_PARAM));
    if (view) {
      query.delete(SITE_VIEW_PARAM);
      const rest = query.size > 0 ? `?${query}` : "";
      return chooseSite(
        reply,
        view,
        view === "mobile" && hasH5Page(pathname, rest)
          ? resolveMobileRedirect(pathname, rest, h5Origin)
          : `${pathname}${rest}`,
      );
    }

    if (
      mobileOrigin &&
      isPhoneUserAgent(request.headers["user-agent"] ?? "") &&
      readCookie(request.headers.cookie, SITE_VIEW_COOKIE) !== "pc" &&
      // Only where the H5 site has the page: it sends the rest back here (decision 083).
      hasH5Page(pathname, search)
    ) {
      // Depends on the device and the visitor's choice: never stored, so no cache can send a desktop
      // browser away.
      reply.header("cache-control", PRIVATE_CACHE_CONTROL).header("vary", "user-agent, cookie");
      return reply.redirect(resolveMobileRedirect(pathname, search, mobileOrigin), MOBILE_REDIRECT_STATUS);
    }
  });
}

/** Keeps 电脑版 for a year, or forgets it for 手机版, and shows the page on the chosen site. */
function chooseSite(reply: FastifyReply, view: SiteView, location: string) {
  const cookie =
    view === "pc"
      ? `${SITE_VIEW_COOKIE}=pc; Path=/; Max-Age=${SITE_VIEW_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`
      : `${SITE_VIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  return reply
    .header("cache-control", PRIVATE_CACHE_CONTROL)
    .header("set-cookie", cookie)
    .redirect(location, MOBILE_REDIRECT_STATUS);
}
