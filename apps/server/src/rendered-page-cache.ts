import type { CacheLookups } from "@tousu/api";

/** How long this node reuses a rendered shareable page (a micro-cache in front of React Router). */
export const RENDERED_PAGE_TTL_MS = 5_000;
const MAX_PAGES = 2_000;
/** However many pages, their bytes stay within this share of a node's memory (docs/performance.md). */
const MAX_BYTES = 64 * 1024 * 1024;

export interface RenderedPage {
  /** Every header to send, the shared page's Cache-Control, CSP and ETag included. */
  headers: [string, string][];
  /**
   * The page's bytes, outside the JavaScript heap: a few seconds of renders are tens of megabytes
   * as strings, which the garbage collector would copy and trace while they wait to expire.
   */
  body: Buffer;
}

export type RenderedPageCache = ReturnType<typeof createRenderedPageCache>;

/** A render that produced a shareable page, or an answer only its requester may have (error, redirect, cookie). */
export type RenderOutcome<Private> = { page: RenderedPage } | Private;

/**
 * What a CDN in front would do (docs/decisions/065), on this node: anonymous visitors of one page
 * (its key: the site and the URL, decision 085) within a few seconds share one render, and
 * concurrent first requests wait for the same render instead of each rendering. Only shareable
 * pages are kept; any other outcome goes to the request that rendered it, and a waiter for it
 * renders for itself. A ttl of 0 turns it off.
 */
export function createRenderedPageCache(
  options: { ttlMs?: number; now?: () => number; maxBytes?: number } = {},
) {
  const ttlMs = options.ttlMs ?? RENDERED_PAGE_TTL_MS;
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const pages = new Map<string, { page: RenderedPage; expiresAt: number }>();
  // Renders under way, by key: a change that covers one marks it stale, so its page is not kept.
  const rendering = new Map<string, { outcome: Promise<RenderOutcome<object>>; isStale: boolean }>();
  const lookups: CacheLookups = { hit: 0, joined: 0, miss: 0 };
  let droppedPages = 0;
  let bytes = 0;

  function drop(key: string): void {
    const kept = pages.get(key);
    if (!kept) return;
    pages.delete(key);
    bytes -= kept.page.body.length;
  }

  function keep(key: string, page: RenderedPage) {
    drop(key);
    if (page.body.length > maxBytes) return;
    pages.set(key, { page, expiresAt: now() + ttlMs });
    bytes += page.body.length;
    // Every page lives equally long, so the oldest kept is the first to expire.
    for (const [oldKey, kept] of pages) {
      if (kept.expiresAt > now() && pages.size <= MAX_PAGES && bytes <= maxBytes) break;
      drop(oldKey);
    }
  }

  return {
    /** How many renders are kept. */
    size: () => pages.size,
    /** How many bytes of pages are kept. */
    bytes: () => bytes,
    /** This node's lookups since it started, by how each was answered (read when metrics are scraped). */
    lookups: lookups as Readonly<CacheLookups>,
    /** How many kept pages a change has dropped since this node started. */
    droppedPages: () => droppedPages,
    /**
     * Drops the kept pages a change made stale (decision 099); a render of one of them under way then
     * is neither kept nor shared.
     */
    forget(isStale: (key: string) => boolean) {
      for (const key of pages.keys()) {
        if (!isStale(key)) continue;
        drop(key);
        droppedPages++;
      }
      for (const [key, underWay] of rendering) {
        if (!isStale(key)) continue;
        underWay.isStale = true;
        rendering.delete(key);
      }
    },
    async remember<Private extends object>(
      key: string,
      render: () => Promise<RenderOutcome<Private>>,
    ): Promise<RenderOutcome<Private>> {
      if (ttlMs === 0) {
        lookups.miss++;
        return render();
      }
      const kept = pages.get(key);
      if (kept && kept.expiresAt > now()) {
        lookups.hit++;
        return { page: kept.page };
      }
      const inFlight = rendering.get(key);
      if (inFlight) {
        lookups.joined++;
        const outcome = await inFlight.outcome.catch(() => null);
        if (outcome && "page" in outcome) return outcome as RenderOutcome<Private>;
        return render();
      }
      lookups.miss++;
      const mine = { outcome: render() as Promise<RenderOutcome<object>>, isStale: false };
      rendering.set(key, mine);
      const outcome = (await mine.outcome.finally(() => {
        if (rendering.get(key) === mine) rendering.delete(key);
      })) as RenderOutcome<Private>;
      if ("page" in outcome && !mine.isStale) keep(key, outcome.page as RenderedPage);
      return outcome;
    },
  };
}
