import type { Config } from "@tousu/api";
import {
  H5_PREFIX,
  resolveH5Address,
  SIBLING_SITE_PATHS,
  type SiblingSite,
  siblingOfPath,
  siteAddressOf,
} from "@tousu/domain";

/**
 * The React Router apps this process renders (decision 078): the PC site, and the H5 site mounted
 * twice — at the root of MOBILE_ORIGIN's host, and under `/h5` on the main origin.
 */
export type PageSite = "pc" | "h5" | "h5-prefixed";

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

/** The sibling whose own origin (decision 084) has this host, or null. */
export function siblingOfHost(config: Config, host: string): SiblingSite | null {
  for (const [site, origin] of Object.entries(config.siblingOrigins))
    if (origin && new URL(origin).host === host) return site as SiblingSite;
  return null;
}

/**
 * Which site renders a page request, or where it is sent instead. `url` is the request's path and
 * query as received (still percent-encoded). React Router's own requests (data, `….data`, and route
 * discovery, `/__manifest`) are answered on whichever origin they arrive: a site's links lead there.
 */
export function answerPageRequest(config: Config, host: string, url: string): SiteAnswer {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? "" : url.slice(queryStart);
  if (host === mobileHostOf(config))
    return answerOnH5Site(config, "h5", "", pathname, search, config.siteOrigin);
  const sibling = siblingOfHost(config, host);
  if (sibling) return answerOnSibling(config, sibling, pathname, search);
  if (!isUnderH5Prefix(pathname)) return answerOnPcSite(config, pathname, search);
  const rest = pathname.slice(H5_PREFIX.length);
  // With a mobile origin the H5 site has one address: there.
  if (config.MOBILE_ORIGIN)
    return { kind: "redirect", location: `${config.MOBILE_ORIGIN}${rest || "/"}${search}` };
  return answerOnH5Site(config, "h5-prefixed", H5_PREFIX, rest || "/", search, "");
}

function isRouterRequest(pathname: string): boolean {
  return pathname.endsWith(".data") || pathname === "/__manifest";
}

/** A sibling's pages move to its origin once it has one. */
function answerOnPcSite(config: Config, pathname: string, search: string): SiteAnswer {
  const sibling = isRouterRequest(pathname) ? null : siblingOfPath(pathname);
  const origin = sibling ? config.siblingOrigins[sibling] : null;
  if (origin) return { kind: "redirect", location: `${origin}${pathname}${search}` };
  return { kind: "render", site: "pc" };
}

/** A sibling's origin shows its landing page at `/`, its own pages, and sends the rest where they live. */
function answerOnSibling(config: Config, sibling: SiblingSite, pathname: string, search: string): SiteAnswer {
  const { landing, owns } = SIBLING_SITE_PATHS[sibling];
  if (isRouterRequest(pathname) || owns.test(pathname)) return { kind: "render", site: "pc" };
  if (pathname === "/") return { kind: "redirect", location: `${landing}${search}` };
  return {
    kind: "redirect",
    location: siteAddressOf(config.siblingOrigins, `${pathname}${search}`, config.siteOrigin),
  };
}

function answerOnH5Site(
  config: Config,
  site: PageSite,
  basename: string,
  pathname: string,
  search: string,
  pcOrigin: string,
): SiteAnswer {
  if (isRouterRequest(pathname)) return { kind: "render", site };
  const address = resolveH5Address(pathname, search);
  switch (address.kind) {
    case "page":
      return { kind: "render", site };
    case "h5":
      return { kind: "redirect", location: `${basename}${address.location}` };
    case "pc":
      return {
        kind: "redirect",
        location: siteAddressOf(config.siblingOrigins, `${pathname}${search}`, pcOrigin),
      };
  }
}
