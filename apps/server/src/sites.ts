import type { Config } from "@tousu/api";
import { H5_PATH_PREFIX, resolveH5Address } from "@tousu/domain";

/**
 * The React Router apps this process renders (decision 078): the PC site, and the H5 site mounted
 * twice — at the root of MOBILE_ORIGIN's host, and under `/h5` on the main origin.
 */
export type PageSite = "pc" | "h5" | "h5-prefixed";

/** Where the H5 site answers on the main origin, so that `npm start` shows both sites. */
export const H5_PREFIX = H5_PATH_PREFIX;

/** What a page request gets: a render by one of the sites, or a redirect (302) before any render. */
export type SiteAnswer = { kind: "render"; site: PageSite } | { kind: "redirect"; location: string };

/** The host (name and port) the H5 site answers on, or null while MOBILE_ORIGIN is unset. */
export function mobileHostOf(config: Config): string | null {
  return config.MOBILE_ORIGIN ? new URL(config.MOBILE_ORIGIN).host : null;
}

/** Whether a request arrived for the H5 site: on the mobile host, or under `/h5` on the main origin. */
export function isH5Request(config: Config, host: string, pathname: string): boolean {
  return host === mobileHostOf(config) || isUnderH5Prefix(pathname);
}

function isUnderH5Prefix(pathname: string): boolean {
  return pathname === H5_PREFIX || pathname === `${H5_PREFIX}.data` || pathname.startsWith(`${H5_PREFIX}/`);
}

/**
 * Which site renders a page request, or where it is sent instead. `url` is the request's path and
 * query as received (still percent-encoded). React Router's own requests on the H5 site (data,
 * `….data`, and route discovery, `/__manifest`) go to it whatever the path: its own links only name
 * its own pages, and it 404s any other.
 */
export function answerPageRequest(config: Config, host: string, url: string): SiteAnswer {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? "" : url.slice(queryStart);
  if (host === mobileHostOf(config)) return answerOnH5Site("h5", "", pathname, search, config.siteOrigin);
  if (!isUnderH5Prefix(pathname)) return { kind: "render", site: "pc" };
  const rest = pathname.slice(H5_PREFIX.length);
  // With a mobile origin the H5 site has one address: there.
  if (config.MOBILE_ORIGIN)
    return { kind: "redirect", location: `${config.MOBILE_ORIGIN}${rest || "/"}${search}` };
  return answerOnH5Site("h5-prefixed", H5_PREFIX, rest || "/", search, "");
}

function answerOnH5Site(
  site: PageSite,
  basename: string,
  pathname: string,
  search: string,
  pcOrigin: string,
): SiteAnswer {
  if (pathname.endsWith(".data") || pathname === "/__manifest") return { kind: "render", site };
  const address = resolveH5Address(pathname, search);
  switch (address.kind) {
    case "page":
      return { kind: "render", site };
    case "h5":
      return { kind: "redirect", location: `${basename}${address.location}` };
    case "pc":
      return { kind: "redirect", location: `${pcOrigin}${pathname}${search}` };
  }
}
