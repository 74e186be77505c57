/**
 * `load`, called at most once while its promise is pending or fulfilled. A rejection is not kept: a
 * chunk that failed to download once (a flaky network, a deploy in between) is requested again on the
 * next call instead of failing until the page reloads.
 */
export function cacheUntilRejected<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
