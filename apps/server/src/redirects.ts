import type { Config } from "@tousu/api";
import {
  isPcUserAgent,
  MOBILE_REDIRECT_STATUS,
  PERMANENT_REDIRECT_STATUS,
  resolveMobileRedirect,
  resolvePermanentRedirect,
} from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { PRIVATE_CACHE_CONTROL } from "./page-cache";
import { isH5Request } from "./sites";

/** Paths that are never pages: API services and static hosts. */
const NON_PAGE_PREFIXES = ["/api/", "/mall/", "/life/", "/data/", "/assets/", "/images/", "/uploads/"];

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
 * The redirects of docs/product/redirects.md, before any page renders: the eight permanent (301) rules, then
 * the mobile-site (302) redirect for phones.
 */
export function registerRedirects(app: FastifyInstance, config: Config): void {
  const mobileOrigin = mobileRedirectOrigin(config);
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

    if (
      mobileOrigin &&
      !isPcUserAgent(request.headers["user-agent"] ?? "") &&
      // Already on the H5 site (decision 078): sending it there again would never end.
      !isH5Request(config, request.host.toLowerCase(), pathname)
    ) {
      // Depends on the device: never stored, so no cache can send a desktop browser away.
      reply.header("cache-control", PRIVATE_CACHE_CONTROL).header("vary", "user-agent");
      return reply.redirect(resolveMobileRedirect(pathname, search, mobileOrigin), MOBILE_REDIRECT_STATUS);
    }
  });
}
