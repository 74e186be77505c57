import type { SharedState } from "./shared-state";

/** How often a node waiting for another's work looks whether it is done. */
const WAIT_STEP_MS = 50;

/**
 * What `key` names, made by one node at a time (decision 104): under the key's hold in the shared
 * state, this node reads it again (another may just have made it) and else makes it. A node that
 * finds the hold taken waits for the holder and reads what it made; when the holder ended without
 * (it failed, or died and its hold lapsed after `holdMs`), the next to take the hold makes it.
 * `read` answers null for what is not made yet.
 */
export async function makeOnce<T>(
  shared: Pick<SharedState, "hold">,
  key: string,
  holdMs: number,
  read: () => Promise<T | null>,
  make: () => Promise<T>,
): Promise<T> {
  for (;;) {
    const release = await shared.hold(`make:${key}`, holdMs);
    if (release) {
      try {
        return (await read()) ?? (await make());
      } finally {
        await release();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const made = await read();
    if (made !== null) return made;
  }
}
