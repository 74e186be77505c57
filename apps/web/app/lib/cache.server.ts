const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

/**
 * Shares the answer of a public, user-independent API call across SSR requests for `ttlMs`:
 * every page renders the footer's friend links and the default images, and they rarely change.
 * A failed call is forgotten at once so the next request retries.
 */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expiresAt: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
