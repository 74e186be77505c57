/** Time kept back for the last read of a wait before a copy's lifetime ends. */
const LAST_READ_MS = 250;

/**
 * How long a test may wait for a change made through one node to reach another node that has held a
 * copy since `heldSince` for at most `lifetimeMs`: what is left of that lifetime. A copy that leaves
 * before then was dropped by the change heard across nodes, not by its age. How fast a change
 * travels (within a second) is a speed target, measured under load by `npm run bench -- load`, and
 * never asserted in a test: CI's shared machine is slow at times.
 */
export function untilExpiry(heldSince: number, lifetimeMs: number): number {
  const left = heldSince + lifetimeMs - LAST_READ_MS - Date.now();
  if (left <= 0)
    throw new Error(`the copy held since ${heldSince} may have expired before the change was made`);
  return left;
}
