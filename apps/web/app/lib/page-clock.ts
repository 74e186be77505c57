const MINUTE_MS = 60_000;

/**
 * The time a page prints ages ("3分钟前") and deadlines against, rounded down to the minute. Nothing
 * on a page is finer than a minute, and so two renders within one minute are byte-identical: the
 * page's ETag matches and the origin can answer 304 (docs/decisions/065).
 */
export function pageClock(now: number = Date.now()): number {
  return Math.floor(now / MINUTE_MS) * MINUTE_MS;
}
