import { TRACK_VERSION, type TrackEventName, type TrackPlatform } from "@tousu/domain";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** What a page needs to send events: where, how to encrypt, and the page token its server gave it. */
export interface TrackingSetup {
  platform: TrackPlatform;
  /** The data service's base (`/data`). */
  dataBaseUrl: string;
  contentAesKey: string;
  /** The signed token of the server-rendered page (decision 109); events without it are dropped. */
  token: string;
}

/** Details a named event carries: a search's term and whether it found anything. */
export interface TrackDetails {
  term?: string;
  found?: boolean;
}

/** What this module uses of the browser; the package is type-checked for Node too, without the DOM. */
interface BrowserPage {
  location: { href: string; hostname: string };
  document: { referrer: string };
  navigator: { sendBeacon?: (url: string, data: Blob) => boolean };
  performance: { getEntriesByType(type: "navigation"): { type?: string }[] };
}

/** The browser's globals, or null while rendering on the server. */
function browserPage(): BrowserPage | null {
  const page = globalThis as unknown as Partial<BrowserPage> & { window?: unknown };
  return page.window === undefined ? null : (page as BrowserPage);
}

// The page's one tracking setup, set by the root's hook: named events fire from handlers deep in
// the page, which should not need the setup threaded down to them.
let setup: TrackingSetup | null = null;
let currentUrl: string | null = null;

/**
 * Sends one event by `navigator.sendBeacon` (it survives the page being left), or by a `keepalive`
 * fetch where there is none or it refuses. The cipher loads on first use, apart from the page's own
 * code (decision 077). Tracking never fails a page: every error is swallowed.
 */
async function sendEvent(event: TrackEventName, url: string, fromUrl: string, details: TrackDetails = {}) {
  const current = setup;
  const page = browserPage();
  if (!current || !page) return;
  try {
    const { encryptContent } = await import("@tousu/domain/content-cipher");
    const payload = {
      v: TRACK_VERSION,
      event,
      t: Math.floor(Date.now() / 1000),
      // The data service takes the account from the session, never from what the page says.
      uid: null,
      platform: current.platform,
      url,
      domain: page.location.hostname,
      from_url: fromUrl,
      ...details,
    };
    const body = JSON.stringify({
      code: encryptContent(JSON.stringify(payload), current.contentAesKey),
      token: current.token,
    });
    const endpoint = `${current.dataBaseUrl}/api/v1/log/track`;
    const blob = new Blob([body], { type: "application/json" });
    if (page.navigator.sendBeacon?.(endpoint, blob)) return;
    await fetch(endpoint, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      keepalive: true,
      credentials: "same-origin",
    });
  } catch {
    // Lost events are acceptable; a broken page is not.
  }
}

/** Sends a named event of the current page (filing started, search, payment paid…). */
export function trackEvent(event: Exclude<TrackEventName, "page_view">, details?: TrackDetails): void {
  const page = browserPage();
  if (!page) return;
  void sendEvent(event, page.location.href, currentUrl ?? page.document.referrer, details);
}

/** Whether the document itself was reloaded: its first view is then not counted again. */
function wasReloaded(page: BrowserPage): boolean {
  const [navigation] = page.performance.getEntriesByType("navigation");
  return navigation?.type === "reload";
}

/**
 * A page view on every page, the first one and each client-side navigation, but not the first view
 * of a reloaded document (docs/product/api.md#tracking). `from_url` is the previous page, or the
 * document's referrer on the first.
 */
export function useTrackPageViews(pageSetup: TrackingSetup): void {
  const location = useLocation();
  const isFirstView = useRef(true);
  setup = pageSetup;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is a change of path or query.
  useEffect(() => {
    const page = browserPage();
    if (!page) return;
    const url = page.location.href;
    const fromUrl = currentUrl ?? page.document.referrer;
    if (url === currentUrl) return;
    currentUrl = url;
    const isReload = isFirstView.current && wasReloaded(page);
    isFirstView.current = false;
    if (!isReload) void sendEvent("page_view", url, fromUrl);
  }, [location.pathname, location.search]);
}
