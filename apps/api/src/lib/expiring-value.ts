/**
 * A value loaded at most once per `ttlMs`: callers within that time share the same promise, the
 * pending one included. A failed load is forgotten, so the next caller tries again.
 */
export function expiringValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number): () => Promise<T> {
  let held: { expiresAt: number; value: Promise<T> } | null = null;
  return () => {
    const at = now();
    if (held && held.expiresAt > at) return held.value;
    const value = load();
    const entry = { expiresAt: at + ttlMs, value };
    held = entry;
    value.catch(() => {
      if (held === entry) held = null;
    });
    return value;
  };
}
