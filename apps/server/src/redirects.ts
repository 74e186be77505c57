import type { Config } from "@tousu/api";
import {
  isPcUserAgent,
  MOBILE_REDIRECT_STATUS,
  PERMANENT_REDIRECT_STATUS,
  resolveMobileRedirect,
  resolvePermanentRedirect,
} from "@tousu/domain";
import type { FastifyInstance } from "fastify";

/** Paths that are never pages: API services and static hosts. */
const NON_PAGE_PREFIXES = ["/api/", "/mall/", "/life/", "/data/", "/assets/", "/images/", "/uploads/"];

function isPagePath(pathname: string): boolean {
  return (
    !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !/\.[a-z0-9]{2,5}$/i.test(pathname)
  );
}

/**
 * Spec §2 redirects, before any page renders: the eight permanent (301) rules, then
 * the mobile-site (302) redirect for phones, which stays off in development and
 * while MOBILE_ORIGIN is unset (our own H5 site has not landed yet).
 */
export function registerRedirects(app: FastifyInstance, config: Config): void {
  const mobileOrigin = config.NODE_ENV === "development" ? undefined : config.MOBILE_ORIGIN;
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryStart = request.url.indexOf("?");
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 ? "" : request.url.slice(queryStart);
    if (!isPagePath(pathname)) return;

    // The path stays percent-encoded: a Location header must be ASCII (Chinese tag names).
    const permanent = resolvePermanentRedirect(pathname, search);
    if (permanent) return reply.redirect(permanent, PERMANENT_REDIRECT_STATUS);

    if (mobileOrigin && !isPcUserAgent(request.headers["user-agent"] ?? "")) {
      const target = resolveMobileRedirect(pathname, search, mobileOrigin);
      return reply.redirect(target, MOBILE_REDIRECT_STATUS);
    }
  });
}
