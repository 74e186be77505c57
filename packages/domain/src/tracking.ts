import { searchKeyHoldsPersonalData } from "./personal-data";

/**
 * The one list of tracking event names (docs/decisions/109): a page view and the moments of the
 * product's flows the analytics count. The data service drops any other name.
 */
export const TRACK_EVENT_NAMES = [
  "page_view",
  "filing_started",
  "filing_step_two",
  "complaint_submitted",
  "search",
  "poster_generated",
  "lawyer_entrusted",
  "vote",
  "payment_started",
  "payment_paid",
] as const;
export type TrackEventName = (typeof TRACK_EVENT_NAMES)[number];

const EVENT_NAMES: ReadonlySet<string> = new Set(TRACK_EVENT_NAMES);

export function isTrackEventName(name: string): name is TrackEventName {
  return EVENT_NAMES.has(name);
}

/** The sites that send events: the PC site and the H5 site, as the event's `platform` names them. */
export const TRACK_PLATFORMS = ["PC", "H5"] as const;
export type TrackPlatform = (typeof TRACK_PLATFORMS)[number];

/** The tracking payload's version (docs/product/constants.md). */
export const TRACK_VERSION = "9.1.6";

/** Longest path kept: longer ones are cut, so one odd address cannot bloat the table. */
export const TRACKED_PATH_MAX = 300;
/** Longest search term kept for the "searched, found nothing" list. */
export const TRACKED_SEARCH_TERM_MAX = 40;

/**
 * The H5 pages named by an `id` in their query rather than their path (decision 113): the complaint
 * page `/pages/complaint/details?id=N`, under the H5 site's `/h5` prefix on the main origin too.
 */
const PAGES_NAMED_BY_ID_QUERY = /^(?:\/h5)?\/pages\/complaint\/details$/;

/**
 * The path of a page address, without query string or fragment: a query can carry anything a
 * visitor typed (a phone number in a search), so none is stored; the search term has its own,
 * scrubbed field (`trackedSearchTerm`). The one exception is the numeric `id` of an H5 page named by
 * it (decision 113), kept as `?id=N` so the complaint's page views can be counted: a record's public
 * number, never anything typed.
 */
export function trackedPath(url: string): string {
  let address: URL;
  try {
    address = new URL(url, "http://site.invalid");
  } catch {
    return "/";
  }
  const id = address.searchParams.get("id");
  const path =
    PAGES_NAMED_BY_ID_QUERY.test(address.pathname) && id !== null && /^\d{1,10}$/.test(id)
      ? `${address.pathname}?id=${id}`
      : address.pathname;
  return path.slice(0, TRACKED_PATH_MAX);
}

/**
 * A search term as stored: trimmed and cut, or null when it could identify someone — a phone or ID
 * number, an e-mail, or any run of seven or more digits (an order or account number).
 */
export function trackedSearchTerm(term: string | undefined): string | null {
  const trimmed = term?.trim().replace(/\s+/g, " ") ?? "";
  if (trimmed === "" || searchKeyHoldsPersonalData(trimmed) || /\d{7,}/.test(trimmed.replace(/[\s-]/g, ""))) {
    return null;
  }
  return trimmed.slice(0, TRACKED_SEARCH_TERM_MAX);
}

export type ReferrerClass = "direct" | "internal" | "search" | "wechat" | "other";

/** Hosts of search engines people in China use, matched on the registrable end of the host. */
const SEARCH_ENGINE_HOSTS = [
  "baidu.com",
  "so.com",
  "sogou.com",
  "sm.cn",
  "bing.com",
  "google.com",
  "google.com.hk",
  "toutiao.com",
  "quark.cn",
  "yandex.com",
  "duckduckgo.com",
];
const WECHAT_HOSTS = ["weixin.qq.com", "wechat.com", "servicewechat.com"];

const isHostOf = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Where a visit came from, coarse: no referrer is direct, one of the site's own hosts is internal
 * (a page within a visit), and a search engine, WeChat or another site otherwise. Only the
 * referring host is kept, never its path or query.
 */
export function classifyReferrer(
  fromUrl: string,
  siteHosts: readonly string[],
): { referrerClass: ReferrerClass; referrerHost: string | null } {
  if (fromUrl.trim() === "") return { referrerClass: "direct", referrerHost: null };
  let host: string;
  try {
    host = new URL(fromUrl).hostname.toLowerCase();
  } catch {
    // A relative address is one of the site's own (a client-side navigation).
    return { referrerClass: "internal", referrerHost: null };
  }
  if (host === "" || siteHosts.includes(host)) return { referrerClass: "internal", referrerHost: null };
  const referrerHost = host.slice(0, 255);
  if (SEARCH_ENGINE_HOSTS.some((domain) => isHostOf(host, domain))) {
    return { referrerClass: "search", referrerHost };
  }
  if (WECHAT_HOSTS.some((domain) => isHostOf(host, domain))) return { referrerClass: "wechat", referrerHost };
  return { referrerClass: "other", referrerHost };
}

export type DeviceClass = "mobile" | "tablet" | "desktop";
export type BrowserFamily = "WeChat" | "QQ" | "UC" | "Edge" | "Firefox" | "Chrome" | "Safari" | "other";

/** The device class of a user agent: a tablet, a phone, or else a desktop. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|HarmonyOS/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * The browser family of a user agent, coarse on purpose: in-app browsers first (WeChat's and QQ's
 * carry Chrome's and Safari's tokens too), then the engines' own names in the order they overlap.
 */
export function browserFamilyOf(userAgent: string): BrowserFamily {
  if (/MicroMessenger/i.test(userAgent)) return "WeChat";
  if (/\bQQ(Browser)?\//i.test(userAgent)) return "QQ";
  if (/UCBrowser|UCWEB/i.test(userAgent)) return "UC";
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return "Edge";
  if (/Firefox\/|FxiOS\//.test(userAgent)) return "Firefox";
  if (/Chrome\/|CriOS\//.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent)) return "Safari";
  return "other";
}

/**
 * A page view is a visit's entry when the visitor did not come from one of the site's own pages.
 */
export function isEntryView(event: TrackEventName, referrerClass: ReferrerClass): boolean {
  return event === "page_view" && referrerClass !== "internal";
}
